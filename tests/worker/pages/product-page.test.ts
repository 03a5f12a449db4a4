/** The product page at depth: variant switch through the URL, gallery, links to size chart and shipping. */
import { beforeAll, describe, expect, it } from 'vitest'
import { CRAWLER, catalogFixture, embeddedApi, GERMAN_BROWSER, otherSizeQuery, recordingDb, request } from '../helpers'
import { PRODUCT_PAGE_ROUND_TRIPS } from '../../../scripts/page-round-trips'
import type { ProductDetail } from '../../../client/types'
import { CROSS_SELLING_INCLUDES } from '../../../client/routes/listing/includes'

let fixture: Awaited<ReturnType<typeof catalogFixture>>
let detail: ProductDetail
beforeAll(async () => {
  fixture = await catalogFixture('de-DE')
  detail = (await embeddedApi().invoke('readProductDetail post /product/{productId}', {
    pathParams: { productId: fixture.product.id },
  })) as ProductDetail
})

describe('variant switch', () => {
  it('shows the variant the chosen options name, under the same path, canonical unchanged', async () => {
    const { query, otherSize } = otherSizeQuery(detail)

    const html = await (await request(`${fixture.product.path}?${query}`, { headers: CRAWLER })).text()
    const variantNumber = html.match(/Artikelnummer: (SW[\d.]+)/)![1]
    expect(variantNumber).not.toBe(detail.product.productNumber)
    expect(variantNumber!.split('.')[0]).toBe(detail.product.productNumber!.split('.')[0])
    // The chosen size is the checked radio; the page's canonical stays the product's path.
    const checked = [...html.matchAll(/<input type="radio"[^>]*>/g)]
      .filter((m) => m[0].includes('checked=""'))
      .map((m) => m[0])
    expect(checked.some((input) => input.includes(`value="${otherSize.id}"`))).toBe(true)
    expect(html).toContain(`<link rel="canonical" href="http://shop.test${fixture.product.path}"/>`)
  })

  it('keeps the product for options that name no variant', async () => {
    const html = await (await request(`${fixture.product.path}?o=${'e'.repeat(32)}`, { headers: CRAWLER })).text()
    expect(html).toContain(`Artikelnummer: ${detail.product.productNumber}`)
  })
})

/** The variant form's radios as the browser groups them (by name), with the one each group has checked. */
function radioGroups(html: string): Map<string, { values: string[]; checked: string[] }> {
  const groups = new Map<string, { values: string[]; checked: string[] }>()
  const form = html.slice(html.indexOf('<form class="variant-switch"'))
  for (const [input] of form.slice(0, form.indexOf('</form>')).matchAll(/<input type="radio"[^>]*>/g)) {
    const name = input.match(/name="([^"]+)"/)![1]!
    const value = input.match(/value="([^"]+)"/)![1]!
    const group = groups.get(name) ?? { values: [], checked: [] }
    group.values.push(value)
    if (input.includes('checked=""')) group.checked.push(value)
    groups.set(name, group)
  }
  return groups
}

describe('the variant shown is the variant sold', () => {
  for (const locale of ['de-DE', 'en-GB'] as const) {
    it(`checks every option of the shown variant, one per group, and sells that variant (${locale})`, async () => {
      const shop = await catalogFixture(locale)
      const prefix = locale === 'de-DE' ? '' : '/en-GB'
      const shown = (await embeddedApi(locale).invoke('readProductDetail post /product/{productId}', {
        pathParams: { productId: shop.product.id },
      })) as ProductDetail
      const html = await (await request(`${prefix}${shop.product.path}`, { headers: CRAWLER })).text()

      // A browser keeps one checked radio per name: each option group needs its own, or a colour clears the size.
      const groups = radioGroups(html)
      expect(groups.size).toBe(shown.configurator!.length)
      for (const group of groups.values()) expect(group.checked).toHaveLength(1)
      const checked = [...groups.values()].flatMap((group) => group.checked)
      expect(checked.sort()).toEqual([...shown.product.optionIds!].sort())
      const number = locale === 'de-DE' ? 'Artikelnummer' : 'Item number'
      expect(html).toContain(`${number}: ${shown.product.productNumber}`)
      expect(html).toContain(`<input type="hidden" name="productId" value="${shown.product.id}"/>`)
    })
  }

  it('finds the variant the form names without JavaScript (one field per group)', async () => {
    const groups = detail.configurator ?? []
    const chosen = new Set(detail.product.optionIds ?? [])
    const sizeGroup = groups.find((g) => (g.options?.length ?? 0) > 1)!
    const otherSize = sizeGroup.options!.find((o) => !chosen.has(o.id))!
    const form = new URLSearchParams(
      groups.map((g) => [
        `o-${g.id}`,
        g.id === sizeGroup.id ? otherSize.id : g.options!.find((o) => chosen.has(o.id))!.id,
      ]),
    )
    const html = await (await request(`${fixture.product.path}?${form}`, { headers: CRAWLER })).text()
    expect(html).not.toContain(`Artikelnummer: ${detail.product.productNumber}<`)
    expect(radioGroups(html).get(`o-${sizeGroup.id}`)!.checked).toEqual([otherSize.id])
  })
})

describe('product page links and pictures', () => {
  it('links the size chart and shipping information in the page language', async () => {
    const german = await (await request(fixture.product.path, { headers: CRAWLER })).text()
    expect(german).toContain('href="/informationen/groessentabelle"')
    expect(german).toContain('href="/service-help/shipping"')
    const en = await catalogFixture('en-GB')
    const english = await (await request(`/en-GB${en.product.path}`, { headers: CRAWLER })).text()
    expect(english).toContain('href="/en-GB/information/size-chart"')
  })

  it('answers a bad review page with 400, not 500', async () => {
    expect((await request(`${fixture.product.path}?reviews=0`, { headers: CRAWLER })).status).toBe(400)
  })
})

describe('hydration data stays lean', () => {
  it('ships cross-selling cards with only the fields a card shows', async () => {
    const payload = (await (await request(`${fixture.product.path}/_payload.json`)).json()) as {
      loaderData: Record<
        string,
        { crossSellings: Array<{ crossSelling: { name: string }; products: Array<Record<string, unknown>> }> }
      >
    }
    const sections = payload.loaderData['catch-all']!.crossSellings
    expect(sections.length).toBeGreaterThan(0)
    const card = sections.flatMap((s) => s.products)[0]!
    expect(card.calculatedPrice).toBeDefined()
    expect(card.cover).toBeDefined()
    for (const key of Object.keys(card)) expect([...CROSS_SELLING_INCLUDES.product, 'apiAlias']).toContain(key)
    expect(card).not.toHaveProperty('description')
  })
})

describe('round trips', () => {
  it('reads a cache-miss product page in the round trips the bench counts as its platform I/O', async () => {
    const recorded = recordingDb()
    const shopper = { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } }
    // The first read of this database keeps the catalog's metadata in the isolate, as a warm isolate has it.
    await (await request(`${fixture.product.path}?warm=1`, shopper, { DB: recorded.DB })).text()
    recorded.calls.length = 0
    const page = await request(`${fixture.product.path}?round=1`, shopper, { DB: recorded.DB })
    expect(page.headers.get('x-page-cache')).toBe('MISS')
    expect(await page.text()).toContain(fixture.product.name)
    // The SEO path, the product, the other language's canonical path, the reviews, and cross-selling with
    // its products in one batch. The catalog version is read at most once a second per isolate, whichever
    // page comes then (a slow run's second page may): not this page's reads.
    const reads = recorded.calls.filter((call) => !call.every((sql) => /FROM catalog_version/.test(sql)))
    expect(reads, reads.map((call) => call[0]!.slice(0, 60)).join('\n')).toHaveLength(PRODUCT_PAGE_ROUND_TRIPS)
    const crossSelling = recorded.calls.find((call) => call.some((sql) => /FROM listing/.test(sql)))!
    expect(crossSelling.some((sql) => /FROM variant v JOIN product p/.test(sql))).toBe(true)
  })
})
