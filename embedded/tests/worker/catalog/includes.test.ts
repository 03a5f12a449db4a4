/**
 * `includes` as Shopware honours them on the routes the pages read (docs/decisions/038): every entity by
 * its apiAlias, nested ones too, `translated` cut to the entity's listed fields; `no-aggregations` drops
 * a listing's aggregations.
 */
import { describe, expect, it } from 'vitest'
import {
  CARD_LIST_INCLUDES,
  CROSS_SELLING_INCLUDES,
  FILTERED_LISTING_INCLUDES,
  PRODUCT_CARD_INCLUDES,
} from '../../../../client/routes/listing/includes'
import { ROOT_CATEGORY_ID } from '../../../platform/sales-channel'
import { applyIncludes } from '../../../../shared/store-api/includes'
import { embeddedApi } from '../../../../tests/worker/helpers'

type Json = Record<string, any>
const api = embeddedApi('en-GB')
const listing = (body: Json) =>
  api.invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId: ROOT_CATEGORY_ID },
    body: { limit: 4, ...body } as never,
  }) as unknown as Promise<Json>

/** Every object in `value` with apiAlias `alias`. */
function withAlias(value: unknown, alias: string): Json[] {
  if (Array.isArray(value)) return value.flatMap((v) => withAlias(v, alias))
  if (!value || typeof value !== 'object') return []
  const own = (value as Json).apiAlias === alias ? [value as Json] : []
  return [...own, ...Object.values(value).flatMap((v) => withAlias(v, alias))]
}
const keysOf = (objects: Json[]) => [...new Set(objects.flatMap((o) => Object.keys(o)))].sort()
const allowed = (fields: string[]) => [...fields, 'apiAlias'].sort()

describe('includes on a product listing', () => {
  it('keeps only the listed fields of products and of their nested entities', async () => {
    const result = await listing({ includes: PRODUCT_CARD_INCLUDES })
    const products = withAlias(result.elements, 'product')
    expect(products).toHaveLength(4)
    // Among the first four one is reduced: its former and lowest price are cut to their price alone.
    expect(withAlias(result.elements, 'cart_list_price')).toEqual([
      { price: expect.any(Number), apiAlias: 'cart_list_price' },
    ])
    for (const [alias, fields] of Object.entries(PRODUCT_CARD_INCLUDES)) {
      const found = withAlias(result.elements, alias)
      expect(found.length, alias).toBeGreaterThan(0)
      for (const key of keysOf(found)) expect(allowed(fields), `${alias}.${key}`).toContain(key)
    }
    // `translated` keeps what the product's list names: the name, not the description or keywords.
    expect(products[0]!.translated.name).toBe(products[0]!.name)
    for (const key of Object.keys(products[0]!.translated)) expect(PRODUCT_CARD_INCLUDES.product).toContain(key)
    expect(products[0]!.cover.media.url).toMatch(/^\//)
    expect(products[0]!.calculatedPrice.taxRules[0]).toEqual({ taxRate: 19, apiAlias: 'cart_tax_rule' })
  })

  it('drops the aggregations for no-aggregations and keeps the filters a listing shows', async () => {
    const bare = await listing({ 'no-aggregations': true, includes: CARD_LIST_INCLUDES })
    expect(Object.keys(bare).sort()).toEqual(['apiAlias', 'elements', 'limit', 'total'])
    const filtered = await listing({ includes: FILTERED_LISTING_INCLUDES })
    expect(filtered.aggregations.manufacturer.entities.length).toBeGreaterThan(0)
    const option = filtered.aggregations.properties.entities[0].options[0]
    expect(keysOf([option])).toEqual(expect.arrayContaining(['id', 'name', 'translated', 'count']))
    expect(option.translated.name).toBe(option.name)
    for (const key of Object.keys(option.translated))
      expect(FILTERED_LISTING_INCLUDES.property_group_option).toContain(key)
    expect(filtered.availableSortings[0].translated.label).toBe(filtered.availableSortings[0].label)
  })
})

describe('includes on cross-selling', () => {
  it('sends cards cut like the listing', async () => {
    const [first] = (await listing({ includes: { product: ['id', 'parentId'] } })).elements as Json[]
    const sections = (await api.invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
      pathParams: { productId: first!.parentId ?? first!.id },
      body: { includes: CROSS_SELLING_INCLUDES },
    })) as unknown as Json[]
    for (const card of sections.flatMap((s) => s.products as Json[])) {
      for (const key of Object.keys(card)) expect(allowed(CROSS_SELLING_INCLUDES.product)).toContain(key)
      expect(card.translated.name).toBeTruthy()
      for (const key of Object.keys(card.translated)) expect(CROSS_SELLING_INCLUDES.product).toContain(key)
    }
  })
})

describe('applyIncludes', () => {
  it('cuts plain nested objects by dotted paths, as Shopware does', () => {
    const media = { url: '/a.svg', metaData: { width: 10, height: 20 }, apiAlias: 'media' }
    expect(applyIncludes(media, { media: ['url', 'metaData.width'] })).toEqual({
      url: '/a.svg',
      metaData: { width: 10 },
      apiAlias: 'media',
    })
    expect(applyIncludes(media, { media: ['metaData'] })).toEqual({ metaData: media.metaData, apiAlias: 'media' })
  })
})

/**
 * The routes skip building what includes cut (a card's SEO category, its pictures beyond the cover): the
 * answer must be exactly the full answer cut by the same includes, not merely well shaped.
 */
describe('includes decide what is read, never what is answered', () => {
  it('answers a listing of cards as the full listing cut by the includes', async () => {
    const full = await listing({ associations: {} })
    const cut = await listing({ includes: PRODUCT_CARD_INCLUDES })
    expect(full.elements[0].seoCategory?.name).toBeTruthy()
    expect(cut.elements).toEqual(applyIncludes(full, PRODUCT_CARD_INCLUDES).elements)
  })

  it('answers cross-selling with includes as the full answer cut by them', async () => {
    const [first] = (await listing({ includes: { product: ['id', 'parentId'] } })).elements as Json[]
    const read = (body: Json) =>
      api.invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
        pathParams: { productId: first!.parentId ?? first!.id },
        body: body as never,
      }) as unknown as Promise<Json[]>
    const full = await read({})
    expect(full.flatMap((s) => s.products).length).toBeGreaterThan(0)
    expect(full[0]!.products[0].seoCategory).not.toBeNull()
    expect(await read({ includes: CROSS_SELLING_INCLUDES })).toEqual(applyIncludes(full, CROSS_SELLING_INCLUDES))
    // A list that asks for the SEO category gets it, read as without includes.
    const withCategory = { ...CROSS_SELLING_INCLUDES, product: [...CROSS_SELLING_INCLUDES.product, 'seoCategory'] }
    const categorised = await read({ includes: withCategory })
    expect(categorised[0]!.products[0].seoCategory.name).toBe(full[0]!.products[0].seoCategory.name)
    expect(categorised).toEqual(applyIncludes(full, withCategory))
  })
})
