/**
 * The catalog's own vocabulary, which the Store API's answers are built from and the seed follows: the
 * units products are sold in, the views a product's pictures show, and which categories' products go
 * with a department as accessories.
 */
import type { Locale } from '../../shared/constants'

type Texts = Record<Locale, string>

export const UNITS = {
  pair: { shortCode: { 'de-DE': 'Paar', 'en-GB': 'pr' }, name: { 'de-DE': 'Paar', 'en-GB': 'Pair' } },
} as const
export const PACK_UNIT: Record<Locale, readonly [string, string]> = {
  'de-DE': ['Packung', 'Packungen'],
  'en-GB': ['Pack', 'Packs'],
}

/** Pictures of a product: the first is the cover; a product has two to four. */
export const VIEWS: Array<{ key: string; caption: Texts }> = [
  { key: 'front', caption: { 'de-DE': 'Vorderansicht', 'en-GB': 'Front view' } },
  { key: 'back', caption: { 'de-DE': 'Rückansicht', 'en-GB': 'Back view' } },
  { key: 'detail', caption: { 'de-DE': 'Detail', 'en-GB': 'Detail' } },
  { key: 'worn', caption: { 'de-DE': 'Im Einsatz', 'en-GB': 'In use' } },
]

/** Accessory categories per top-level category key, for the "accessories" cross-selling. */
export const ACCESSORIES: Record<string, string[]> = {
  arbeitsjacken: ['handschuhe', 'kopfschutz'],
  arbeitshosen: ['sicherheitsschuhe/halbschuhe', 'handschuhe'],
  sicherheitsschuhe: ['arbeitshosen/bundhosen', 'handschuhe'],
  handschuhe: ['arbeitsjacken/softshelljacken', 'kopfschutz'],
  kopfschutz: ['warnschutz/warnwesten', 'handschuhe'],
  warnschutz: ['kopfschutz', 'handschuhe'],
}
