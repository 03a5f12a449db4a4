/** How CMS sections and blocks turn their Store API fields into classes and styles, hidden sizes included. */
import type { CSSProperties } from 'react'
import type { Media } from '../../../shared/store-api/content'

export interface Visibility {
  mobile?: boolean
  tablet?: boolean
  desktop?: boolean
}

const SIZES = ['mobile', 'tablet', 'desktop'] as const

/**
 * A false flag hides the element at that size (mobile below 960 px, tablet 960–1279, desktop from
 * 1280 px); cms.css maps each class to its media query.
 * @example visibilityClasses({ mobile: false, tablet: true, desktop: true }) // ['cms-hidden-mobile']
 */
export function visibilityClasses(visibility: Visibility | null | undefined): string[] {
  return SIZES.filter((size) => visibility?.[size] === false).map((size) => `cms-hidden-${size}`)
}

interface Styled {
  backgroundColor?: string | null
  backgroundMedia?: Media | null
  backgroundMediaMode?: string | null
  cssClass?: string | null
  visibility?: Visibility | null
}

/**
 * The class list of a section or block: its kind, the editor's classes, the hidden sizes, and
 * `cms-on-colour` where the editor set a background colour (its links take the text colour chosen for it).
 */
export function styledClasses(base: string[], element: Styled): string {
  return [
    ...base,
    ...(element.cssClass ?? '').split(/\s+/),
    ...visibilityClasses(element.visibility),
    textColourOn(element.backgroundColor) ? 'cms-on-colour' : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** The shop's dark text (the light theme's `--text`). */
const DARK_TEXT = '#1d1d1f'

/** A `#rgb` or `#rrggbb` colour as its channels; anything else (a name, rgb(), a typo) is none. */
function channels(colour: string | null | undefined): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour?.trim() ?? '')?.[1]
  if (!hex) return null
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

/** WCAG's relative luminance of a colour's channels (0 black … 1 white). */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

const DARK_LUMINANCE = luminance(channels(DARK_TEXT)!)

/**
 * The text colour that reads on an editor's background colour, whatever the theme: the shop's dark text
 * or white, whichever contrasts more (WCAG 1.4.3). The brand orange #ff5b05 takes dark text (5.4:1; white
 * reaches only 3.1:1). None for a colour that is not `#rgb` or `#rrggbb`: the text keeps the page's colour.
 * @example textColourOn('#ff5b05') // '#1d1d1f'
 * @example textColourOn('#1f2a44') // '#fff'
 */
export function textColourOn(background: string | null | undefined): string | undefined {
  const colour = channels(background)
  if (!colour) return undefined
  const l = luminance(colour)
  const withDark = (l + 0.05) / (DARK_LUMINANCE + 0.05)
  const withWhite = 1.05 / (l + 0.05)
  return withDark >= withWhite ? DARK_TEXT : '#fff'
}

const MEDIA_MODES: Record<string, string> = { cover: 'cover', contain: 'contain', auto: 'auto' }

/** Background colour (with the text colour that reads on it) and picture (cover, contain or auto) as inline styles. */
export function backgroundStyle(element: Styled): CSSProperties {
  const url = element.backgroundMedia?.url
  const ink = textColourOn(element.backgroundColor)
  return {
    ...(element.backgroundColor ? { backgroundColor: element.backgroundColor } : {}),
    ...(ink ? { color: ink } : {}),
    ...(url
      ? {
          backgroundImage: `url(${JSON.stringify(url)})`,
          backgroundSize: MEDIA_MODES[element.backgroundMediaMode ?? ''] ?? 'cover',
          backgroundPosition: 'center',
          backgroundRepeat: 'no-repeat',
        }
      : {}),
  }
}
