/**
 * The dictionary per page (docs/decisions/038-lean-hydration-data.md): every key a page's code can use
 * (a static scan of its module graph) is in what that page ships, in both locales.
 */
import type { StaticHandlerContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import de from '../../../shared/i18n/de-DE'
import en from '../../../shared/i18n/en-GB'
import { createTranslator, mergeTexts, pickTexts } from '../../../shared/i18n'
import { leafKeys, PAGE_KINDS, scanPageTexts, viewsWithoutPayload } from '../../../scripts/page-texts'
import { PAGE_TEXTS, SHELL_TEXTS } from '../../../worker/ssr/page-texts.gen'
import { documentTexts, pageKinds, payloadTexts } from '../../../worker/ssr/page-texts'

/** A router answer whose matches are `routes` (id, view) with `loaderData`. */
const answer = (routes: Array<{ id: string; view?: string }>, loaderData: Record<string, unknown> = {}) =>
  ({
    matches: routes.map(({ id, view }) => ({ route: { id, handle: view ? { view } : undefined } })),
    loaderData,
  }) as unknown as Pick<StaticHandlerContext, 'matches' | 'loaderData'>

describe('page texts', () => {
  it('are what the scan of the code finds now (run `npx tsx scripts/page-texts.ts` after changing keys or views)', () => {
    const scanned = scanPageTexts()
    expect([...SHELL_TEXTS]).toEqual(scanned.shell)
    expect(Object.fromEntries(Object.entries(PAGE_TEXTS).map(([kind, keys]) => [kind, [...keys]]))).toEqual(
      scanned.pages,
    )
  })

  it('name page types that exist and keys that exist', () => {
    expect(Object.keys(PAGE_TEXTS).sort()).toEqual(PAGE_KINDS)
    expect(PAGE_KINDS).toEqual(expect.arrayContaining(['home', 'product', 'category', 'content', 'cart', 'checkout']))
    const leaves = new Set(leafKeys(de))
    for (const key of [...SHELL_TEXTS, ...Object.values(PAGE_TEXTS).flat()]) expect(leaves.has(key), key).toBe(true)
  })

  it('ship every key of the shell and of the page in the document, in both locales', () => {
    for (const [locale, dictionary] of [
      ['de-DE', de],
      ['en-GB', en],
    ] as const) {
      for (const kind of PAGE_KINDS) {
        const context =
          kind === 'product'
            ? answer([{ id: 'root' }, { id: 'catch-all' }], { 'catch-all': { kind: 'product' } })
            : answer([{ id: 'root' }, { id: kind, view: kind }])
        const t = createTranslator(locale, documentTexts(locale, context))
        const full = createTranslator(locale, dictionary)
        for (const key of [...SHELL_TEXTS, ...PAGE_TEXTS[kind]!])
          expect(t(key), `${locale} ${kind} ${key}`).toBe(full(key))
      }
    }
  })

  it('ship the messages of the footer’s newsletter form (answered by its action) with the shell', () => {
    expect(SHELL_TEXTS).toEqual(expect.arrayContaining(['newsletter.success', 'newsletter.error']))
  })

  it('ship the texts of a view reached without a payload (the cart) with the shell', () => {
    expect(viewsWithoutPayload()).toEqual(['cart'])
    expect(PAGE_TEXTS.cart).toEqual([])
    expect(SHELL_TEXTS).toContain('cart.continueShopping')
  })

  it('ship a page far smaller than the whole dictionary', () => {
    const home = documentTexts('de-DE', answer([{ id: 'root' }, { id: 'home', view: 'home' }]))
    expect(JSON.stringify(home).length).toBeLessThan(JSON.stringify(de).length / 2)
  })

  it('send a payload only the texts of its views, which the browser adds to what it holds', () => {
    const category = answer([{ id: 'root' }, { id: 'catch-all' }], { 'catch-all': { kind: 'category' } })
    expect(pageKinds(category)).toEqual(['category'])
    const held = structuredClone(documentTexts('en-GB', answer([{ id: 'root' }, { id: 'login', view: 'login' }])))
    const texts = payloadTexts('en-GB', category)
    expect(leafKeys(texts).sort()).toEqual([...PAGE_TEXTS.category!])
    const t = createTranslator('en-GB', held)
    expect(t('listing.empty')).toBe('listing.empty')
    mergeTexts(held, texts)
    expect(t('listing.empty')).toBe(en.listing.empty)
    expect(t('header.cart')).toBe(en.header.cart)
  })

  it('pick keys nested as the dictionary is, and merge parts namespace by namespace', () => {
    expect(pickTexts(de, ['cart.title', 'header.cart', 'nope.none'])).toEqual({
      cart: { title: de.cart.title },
      header: { cart: de.header.cart },
    })
    expect(mergeTexts({ header: { cart: 'Cart' } }, { header: { login: 'Log in' }, footer: { service: 'S' } })).toEqual(
      {
        header: { cart: 'Cart', login: 'Log in' },
        footer: { service: 'S' },
      },
    )
  })
})
