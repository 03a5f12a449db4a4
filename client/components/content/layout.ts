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

/** The class list of a section or block: its kind, the editor's classes, the hidden sizes. */
export function styledClasses(base: string[], element: Styled): string {
  return [...base, ...(element.cssClass ?? '').split(/\s+/), ...visibilityClasses(element.visibility)]
    .filter(Boolean)
    .join(' ')
}

const MEDIA_MODES: Record<string, string> = { cover: 'cover', contain: 'contain', auto: 'auto' }

/** Background colour and picture (cover, contain or auto) as inline styles. */
export function backgroundStyle(element: Styled): CSSProperties {
  const url = element.backgroundMedia?.url
  return {
    ...(element.backgroundColor ? { backgroundColor: element.backgroundColor } : {}),
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
