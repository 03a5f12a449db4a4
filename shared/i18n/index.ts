/** i18n: rosetta instances per request (worker) or per page (browser), prices in CURRENCY per locale. */
import rosetta from 'rosetta'
import { CURRENCY, type Locale } from '../constants'
import type de from './de-DE'

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
/** The shape every locale's dictionary has: de-DE's keys, any strings. */
export type Dictionary = Widen<typeof de>

export type Translate = (key: string, params?: Record<string, string | number>) => string

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> }
/** Part of a dictionary: the keys one page ships (docs/decisions/038-lean-hydration-data.md). */
export type Texts = DeepPartial<Dictionary>

/**
 * The part of `dictionary` holding `keys` (dotted leaf keys), nested as the dictionary is.
 * @example pickTexts(de, ['cart.title']) // { cart: { title: 'Warenkorb' } }
 */
export function pickTexts(dictionary: Dictionary, keys: readonly string[]): Texts {
  const out: Record<string, unknown> = {}
  for (const key of keys) {
    const parts = key.split('.')
    const value = parts.reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      dictionary,
    )
    if (typeof value !== 'string') continue
    let node = out
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    node[parts[parts.length - 1]!] = value
  }
  return out as Texts
}

/**
 * Adds `part` to `target` in place, namespace by namespace (a translator reading `target` sees the new keys).
 * @example mergeTexts({ cart: { title: 'Cart' } }, { cart: { empty: 'Empty' } }) // { cart: { title: 'Cart', empty: 'Empty' } }
 */
export function mergeTexts(target: Texts, part: Texts): Texts {
  const into = target as Record<string, unknown>
  for (const [key, value] of Object.entries(part)) {
    if (typeof value === 'string' || typeof into[key] !== 'object' || into[key] === null) into[key] = value
    else mergeTexts(into[key] as Texts, value as Texts)
  }
  return target
}

/**
 * A fresh translator for one locale. Missing keys return the key itself, so a gap is visible, not blank.
 * @example createTranslator('de-DE', dict)('cart.itemCount', { count: 2 }) // '2 Artikel'
 */
export function createTranslator(locale: Locale, dictionary: Texts): Translate {
  const i18n = rosetta({ [locale]: dictionary })
  i18n.locale(locale)
  return (key, params) => i18n.t(key, params) || key
}

const formatters = new Map<Locale, Intl.NumberFormat>()
/**
 * Formats a euro amount (float, as the Store API sends it) for the locale.
 * @example formatPrice(19.9, 'de-DE') // '19,90 €'
 */
export function formatPrice(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY })
    formatters.set(locale, formatter)
  }
  return formatter.format(amount)
}
