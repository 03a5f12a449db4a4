/** i18n: rosetta instances per request (worker) or per page (browser), prices per locale (./price; days: ./day). */
import rosetta from 'rosetta'
import type { Locale } from '../constants'
import type de from './de-DE'

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
/** The shape every locale's dictionary has: de-DE's keys, any strings. */
export type Dictionary = Widen<typeof de>

export type Translate = (key: string, params?: Record<string, string | number>) => string

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> }
/** A dictionary as the browser reads it (the locale's texts file, docs/decisions/044). */
export type Texts = DeepPartial<Dictionary>

/**
 * A fresh translator for one locale. Missing keys return the key itself, so a gap is visible, not blank.
 * @example createTranslator('de-DE', dict)('cart.itemCount', { count: 2 }) // '2 Artikel'
 */
export function createTranslator(locale: Locale, dictionary: Texts): Translate {
  const i18n = rosetta({ [locale]: dictionary })
  i18n.locale(locale)
  return (key, params) => i18n.t(key, params) || key
}

const SLOT = '\u0000'

/**
 * A text whose placeholders become something else than text (a link): the translation of `key` cut at
 * each placeholder named in `slots`, so text and placeholder names alternate (text at even indices,
 * names at odd ones).
 * @example textWithSlots(t, 'search.didYouMean', ['term']) // ['Meinten Sie „', 'term', '“?']
 */
export function textWithSlots(t: Translate, key: string, slots: readonly string[]): string[] {
  return t(key, Object.fromEntries(slots.map((name) => [name, `${SLOT}${name}${SLOT}`]))).split(SLOT)
}

export { formatPrice } from './price'
