/** Media helpers shared by the worker and the browser. */

interface MediaLike {
  url?: string | null
  thumbnails?: Array<{ url?: string | null; width?: number | null }> | null
}

/**
 * The URL of a media's smallest thumbnail, or the media itself, for small pictures (suggestions, last seen).
 * @example smallestImageUrl({ url: '/a.svg', thumbnails: [{ url: '/a.svg?width=800', width: 800 }, { url: '/a.svg?width=400', width: 400 }] }) // '/a.svg?width=400'
 */
export function smallestImageUrl(media: MediaLike | null | undefined): string | null {
  const thumbnail = [...(media?.thumbnails ?? [])].sort((a, b) => (a.width ?? 0) - (b.width ?? 0))[0]
  return thumbnail?.url ?? media?.url ?? null
}

/**
 * A media address a crawler can follow: as the Store API sends it (root-relative from the embedded backend,
 * absolute from a Shopware's media folder or CDN, even protocol-relative) made absolute against the shop.
 * @example absoluteUrl('/media/a.svg', 'https://shop.example') // 'https://shop.example/media/a.svg'
 * @example absoluteUrl('https://cdn.example/a.jpg', 'https://shop.example') // 'https://cdn.example/a.jpg'
 */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).href
  } catch {
    return url
  }
}
