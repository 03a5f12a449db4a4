/** The product designer's rules, shared by the browser (preview, checks before upload) and the worker. */

/** Where a logo can go on a garment; the preview places it at these points of the product picture (%). */
export const LOGO_POSITIONS = {
  'chest-left': { x: 64, y: 32, size: 16 },
  'chest-right': { x: 36, y: 32, size: 16 },
  back: { x: 50, y: 38, size: 30 },
  sleeve: { x: 14, y: 44, size: 10 },
} as const
export type LogoPosition = keyof typeof LOGO_POSITIONS
export const isLogoPosition = (value: unknown): value is LogoPosition =>
  typeof value === 'string' && value in LOGO_POSITIONS

/** Large enough for a print-quality logo, small enough for KV and a quick upload. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** Where uploaded logos are served; a personalisation may only point there. */
export const LOGO_PATH = '/designer/logo'
export const LOGO_URL_PATTERN = /^\/designer\/logo\/[0-9a-f]{32}$/

/** What travels with a cart line item. */
export interface Personalisation {
  logoUrl: string
  position: LogoPosition
}

/**
 * The image type a file really is, by its first bytes (never trust the name or the browser's type).
 * @example sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47])) // 'image/png'
 */
export function sniffImageType(bytes: Uint8Array): (typeof LOGO_TYPES)[number] | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp'
  return null
}
