/** The availability filter: only products deliverable now, in the listing and in every facet count. */
import { describe, expect, it } from 'vitest'
import { stockState, deliverableNow } from '../../../shared/catalog/stock'
import { CRAWLER, catalogFixture, embeddedApi, request } from '../helpers'

type Listing = {
  total: number
  elements: Array<Record<string, unknown>>
  aggregations: { manufacturer?: { entities: Array<{ count?: number }> } }
}
const read = async (categoryId: string, body: Record<string, unknown>) =>
  (await embeddedApi().invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId },
    body: { limit: 100, ...body },
  })) as unknown as Listing
const makers = (listing: Listing) =>
  (listing.aggregations.manufacturer?.entities ?? []).reduce((sum, m) => sum + (m.count ?? 0), 0)

describe('available=1', () => {
  it('keeps only products deliverable now, and the facet counts follow', async () => {
    const { category } = await catalogFixture()
    const all = await read(category.id, {})
    const now = await read(category.id, { available: true })
    expect(now.total).toBeGreaterThan(0)
    expect(now.total).toBeLessThan(all.total)
    for (const product of now.elements)
      expect(deliverableNow(stockState(product as Parameters<typeof stockState>[0]))).toBe(true)
    expect(makers(now)).toBe(now.total)
    expect(makers(all)).toBe(all.total)
  })

  it('is a URL parameter of the category page', async () => {
    const { category } = await catalogFixture()
    const html = await (await request(`${category.path}?available=1`, { headers: CRAWLER })).text()
    const box = html.match(/<input type="checkbox" name="available"[^>]*>/)?.[0] ?? ''
    expect(box.includes('checked=""')).toBe(true)
    expect(html.includes('class="availability out"')).toBe(false)
    expect(html.includes('class="availability in"')).toBe(true)
  })
})

describe('the first screen of a listing', () => {
  it('asks for its first row of pictures at once and with high priority, the rest when they come near', async () => {
    const response = await request('/arbeitsjacken', { headers: CRAWLER })
    const images = [...(await response.text()).matchAll(/<article class="product-card">[\s\S]*?(<img [^>]*>)/g)].map(
      (m) => m[1]!,
    )
    expect(images.length).toBeGreaterThan(4)
    for (const image of images.slice(0, 4)) {
      expect(image).toContain('loading="eager"')
      expect(image).toContain('fetchPriority="high"')
    }
    for (const image of images.slice(4)) {
      expect(image).toContain('loading="lazy"')
      expect(image).not.toContain('fetchPriority')
    }
  })
})
