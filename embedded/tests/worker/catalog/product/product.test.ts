/** Products at full depth: stock states, tiers, units, purchase rules, pictures, properties, configurator, reviews, cross-selling. */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../../../shared/constants'
import { effectivePrice, tierLabels } from '../../../../../shared/catalog/prices'
import { groupProperties } from '../../../../../shared/catalog/properties'
import { stockState, type StockState } from '../../../../../shared/catalog/stock'
import { LANGUAGE_IDS } from '../../../../../shared/constants'
import { embeddedApi, failure } from '../../../../../tests/worker/helpers'
import { planProduct } from '../../../../seed'
import { colourOptionId, productId, propertyGroupId, sizeOptionId } from '../../../../seed/keys'
import { categoryId } from '../../../../catalog/ids'
import { CROSS_SELLING_LIMIT } from '../../../../catalog/product/cross-selling'
import { crossSellingRead } from '../../../../catalog/product/cross-selling-queries'
import { ACCESSORIES } from '../../../../catalog/vocabulary'

const plans = Array.from({ length: 24 }, (_, i) => planProduct(i + 1))
type AnyProduct = Record<string, any>
const detail = async (id: string, locale: Locale = 'de-DE', body: Record<string, unknown> = {}) =>
  (await embeddedApi(locale).invoke('readProductDetail post /product/{productId}', {
    pathParams: { productId: id },
    body: body as never,
  })) as unknown as { product: AnyProduct; configurator: AnyProduct[] }

describe('stock states', () => {
  it('every one of the six states occurs in the test seed, and stockState reads it from the API product', async () => {
    const found = new Map<StockState['state'], AnyProduct>()
    for (const plan of plans) {
      for (const v of plan.variants) {
        const input = {
          stock: v.stock,
          releaseDate: plan.releaseDate,
          isCloseout: plan.closeout,
          availability: {
            supplierInStock: v.supplierInStock,
            supplierAvailableFrom: v.supplierAvailableFrom,
            isCatalogProduct: v.catalogProduct,
            isAvailable: v.deliverable,
          },
        }
        const state = stockState(input).state
        if (!found.has(state)) found.set(state, { id: v.id, state })
      }
    }
    expect([...found.keys()].sort()).toEqual([
      'at-manufacturer',
      'available-from',
      'expected-at-supplier',
      'few-in-stock',
      'in-stock',
      'not-deliverable',
    ])
    for (const { id, state } of found.values()) {
      const { product } = await detail(id)
      expect([state, stockState(product).state]).toEqual([state, state])
      expect(product.availability).toEqual({
        supplierInStock: expect.any(Boolean),
        supplierAvailableFrom: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
        isCatalogProduct: expect.any(Boolean),
        isAvailable: expect.any(Boolean),
      })
    }
  })

  it('sells a sold-out product from the supplier unless it is a closeout', async () => {
    const closeout = plans.find((p) => p.closeout && p.variants.every((v) => v.stock === 0))!
    const supplied = plans
      .flatMap((p) => p.variants.map((v) => ({ p, v })))
      .find(({ p, v }) => !p.closeout && v.stock === 0 && v.supplierInStock)!
    const [a, b] = [await detail(closeout.main.id), await detail(supplied.v.id)]
    expect([a.product.isCloseout, a.product.available, a.product.calculatedMaxPurchase]).toEqual([true, false, 0])
    expect([b.product.isCloseout, b.product.available, b.product.calculatedMaxPurchase]).toEqual([
      false,
      true,
      b.product.maxPurchase,
    ])
  })

  it('announces upcoming products with their release date', async () => {
    const upcoming = plans.find((p) => Date.parse(p.releaseDate) > Date.now())!
    const { product } = await detail(upcoming.id)
    expect(product.releaseDate).toBe(upcoming.releaseDate)
    expect(stockState(product)).toEqual({ state: 'available-from', date: upcoming.releaseDate })
  })
})

describe('prices, units and purchase rules', () => {
  it('answers price tiers with Shopware\'s quantities, labelled "to"/"from", the last tier effective', async () => {
    const tiered = plans.find((p) => p.tiers.length === 2)!
    const { product } = await detail(tiered.id)
    const [second, third] = tiered.tiers
    expect(product.calculatedPrices.map((p: AnyProduct) => [p.quantity, p.unitPrice])).toEqual([
      [second![0] - 1, tiered.priceCents / 100],
      [third![0] - 1, second![1] / 100],
      [third![0], third![1] / 100],
    ])
    expect(tierLabels(product.calculatedPrices).map((t) => t.label)).toEqual([
      `to ${second![0] - 1}`,
      `to ${third![0] - 1}`,
      `from ${third![0]}`,
    ])
    expect(effectivePrice(product as never).unitPrice).toBe(third![1] / 100)
    expect(product.calculatedCheapestPrice).toMatchObject({ unitPrice: third![1] / 100, hasRange: true })
    const plain = plans.find((p) => !p.tiers.length)!
    expect((await detail(plain.id)).product.calculatedPrices).toEqual([])
  })

  it('sells gloves in packs of 12 pairs with a price per pair', async () => {
    const gloves = plans.find((p) => p.profile.unit?.purchaseUnit === 12)!
    const { product } = await detail(gloves.id, 'en-GB')
    expect(product).toMatchObject({
      purchaseUnit: 12,
      referenceUnit: 1,
      packUnit: 'Pack',
      packUnitPlural: 'Packs',
      unit: { name: 'Pair', shortCode: 'pr', apiAlias: 'unit' },
    })
    expect(product.calculatedPrice.referencePrice).toMatchObject({
      purchaseUnit: 12,
      referenceUnit: 1,
      unitName: 'Pair',
      price: Math.round(gloves.priceCents / 12) / 100,
    })
  })

  it('has minimum, maximum and steps (hi-vis vests in fives), delivery and restock times', async () => {
    const vest = plans.find((p) => p.purchaseSteps === 5)!
    const { product } = await detail(vest.id)
    expect(product).toMatchObject({
      minPurchase: 5,
      purchaseSteps: 5,
      maxPurchase: 500,
      deliveryTime: { min: vest.deliveryDays[0], max: vest.deliveryDays[1], apiAlias: 'delivery_time' },
    })
    const restocked = plans.flatMap((p) => p.variants).find((v) => v.restockDays !== null)!
    expect((await detail(restocked.id)).product.restockTime).toBe(restocked.restockDays)
  })
})

describe('pictures, properties and the configurator', () => {
  it('shows two to four pictures with thumbnails, the cover first', async () => {
    const plan = plans[3]!
    const { product } = await detail(plan.id)
    expect(product.media).toHaveLength(plan.pictures)
    expect(product.media[0]).toEqual(product.cover)
    expect(product.media.map((m: AnyProduct) => m.position)).toEqual([...Array(plan.pictures).keys()])
    expect(product.media[1].media.thumbnails.map((t: AnyProduct) => t.width)).toEqual([400, 800, 1920])
  })

  it('groups properties (material, protection class, season …) with the shared helper', async () => {
    const shoe = plans.find((p) => p.type.suffix === 'S3')!
    const { product } = await detail(shoe.id, 'en-GB')
    const groups = groupProperties(product)
    expect(groups.map((g) => g.code)).toEqual(['material', 'protection-class', 'season'].map(propertyGroupId))
    expect(groups.map((g) => [g.name, g.values.map((v) => v.name)])).toContainEqual([
      'Protection class',
      ['EN ISO 20345 S3'],
    ])
    expect(groups[0]!.values).toEqual([{ id: expect.any(String), name: 'Leather', colorHexCode: null }])
    expect(product.properties.every((o: AnyProduct) => o.group?.apiAlias === 'property_group')).toBe(true)
  })

  it('says for every option whether it combines with the current selection', async () => {
    const plan = plans.find(
      (p) => new Set(p.variants.map((v) => v.colour.key)).size > 1 && p.variants.some((v) => v.size),
    )!
    const variant = plan.variants[0]!
    const { configurator } = await detail(variant.id)
    const options = configurator.flatMap((g) => g.options as AnyProduct[])
    expect(options.every((o) => typeof o.combinable === 'boolean')).toBe(true)
    expect(
      options
        .filter((o) => o.selected)
        .map((o) => o.id)
        .sort(),
    ).toEqual([sizeOptionId(variant.size!), colourOptionId(variant.colour.key)].sort())
    for (const o of options) {
      const combos = plan.variants.filter((v) =>
        o.groupId === propertyGroupId('size')
          ? v.size === o.name && v.colour.key === variant.colour.key
          : v.colour.name['de-DE'] === o.name && v.size === variant.size,
      )
      expect([o.name, o.combinable]).toEqual([o.name, combos.length > 0])
    }
  })
})

describe('reviews and cross-selling', () => {
  const reviewed = plans.find((p) => p.reviews.length >= 3 && new Set(p.reviews.map((r) => r.locale)).size === 2)!
  const reviews = (id: string, body: Record<string, unknown>) =>
    embeddedApi().invoke('readProductReviews post /product/{productId}/reviews', {
      pathParams: { productId: id },
      body: body as never,
    }) as unknown as Promise<{ elements: AnyProduct[]; total: number; aggregations: AnyProduct }>

  it('pages reviews, newest first, in both languages, with points and texts', async () => {
    const first = await reviews(reviewed.id, { limit: 2, p: 1 })
    const second = await reviews(reviewed.main.id, { limit: 2, p: 2 })
    expect(first.total).toBe(reviewed.reviews.length)
    const all = [...first.elements, ...second.elements]
    expect(all.map((r) => r.createdAt)).toEqual(
      [...reviewed.reviews]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, all.length)
        .map((r) => r.createdAt),
    )
    expect(new Set(all.map((r) => r.languageId)).size).toBeGreaterThanOrEqual(1)
    expect(all[0]).toMatchObject({
      productId: reviewed.id,
      points: expect.any(Number),
      title: expect.any(String),
      content: expect.any(String),
      status: true,
      apiAlias: 'product_review',
    })
    const english = await reviews(reviewed.id, {
      filter: [{ type: 'equals', field: 'languageId', value: LANGUAGE_IDS['en-GB'] }],
    })
    expect(english.total).toBe(reviewed.reviews.filter((r) => r.locale === 'en-GB').length)
  })

  it('aggregates review points and rejects unknown products', async () => {
    const result = await reviews(reviewed.id, {
      aggregations: [
        { name: 'points', type: 'terms', field: 'points' },
        { name: 'average', type: 'avg', field: 'points' },
      ],
    })
    expect(result.aggregations.average.avg).toBeCloseTo(reviewed.rating!, 2)
    expect(result.aggregations.points.buckets.reduce((n: number, b: AnyProduct) => n + b.count, 0)).toBe(
      reviewed.reviews.length,
    )
    expect((await failure(reviews(productId(999), {}))).status).toBe(404)
  })

  it('offers similar products from the category and accessories from other departments', async () => {
    const plan = plans[0]!
    const groups = (await embeddedApi().invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
      pathParams: { productId: plan.main.id },
    })) as unknown as AnyProduct[]
    expect(groups.map((g) => [g.crossSelling.name, g.apiAlias])).toEqual([
      ['Ähnliche Produkte', 'cross_selling_element'],
      ['Passendes Zubehör', 'cross_selling_element'],
    ])
    const similar = groups[0]!.products as AnyProduct[]
    expect(similar.length).toBeGreaterThan(0)
    expect(
      similar.every(
        (p) => plans.find((x) => x.id === p.parentId)!.type.category === plan.type.category && p.parentId !== plan.id,
      ),
    ).toBe(true)
    const departments = new Set(
      (groups[1]!.products as AnyProduct[]).map(
        (p) => plans.find((x) => x.id === p.parentId)!.type.category.split('/')[0],
      ),
    )
    expect([...departments].every((d) => d === 'handschuhe' || d === 'kopfschutz')).toBe(true)
    expect(groups[1]!.total).toBe(groups[1]!.products.length)
  })

  it('picks the groups by their rule, from any of its ids, with their products’ rows in one batch', async () => {
    type Row = { pid: number; category: number; flags: number }
    const { results: listing } = await env.DB.prepare(
      'SELECT pid, category, flags FROM listing ORDER BY pid',
    ).all<Row>()
    const ordinal = async (id: string) =>
      (await env.DB.prepare('SELECT ordinal FROM category WHERE id = ?').bind(id).first<{ ordinal: number }>())!.ordinal
    /** A category's available products from `start` on, wrapping, without the product itself. */
    const from = (category: number, start: number, own: number) => {
      const pids = listing.filter((r) => r.category === category && r.flags & 8 && r.pid !== own).map((r) => r.pid)
      return [...pids.filter((pid) => pid >= start), ...pids.filter((pid) => pid < start)]
    }
    let shown = 0
    for (const plan of plans.slice(0, 12)) {
      const own = (await env.DB.prepare(
        'SELECT p.pid, c.ordinal AS category FROM product p JOIN category c ON c.id = p.category_id WHERE p.id = ?',
      )
        .bind(plan.id)
        .first<{ pid: number; category: number }>())!
      const accessories = ACCESSORIES[plan.type.category.split('/')[0]!] ?? []
      const perCategory = Math.ceil(CROSS_SELLING_LIMIT / Math.max(1, accessories.length))
      const expected = {
        similar: from(own.category, own.pid + 1, own.pid).slice(0, CROSS_SELLING_LIMIT),
        accessories: [] as number[],
      }
      for (const key of accessories) {
        const category = await ordinal(categoryId(key))
        const last = Math.max(...listing.filter((r) => r.category === category).map((r) => r.pid))
        expected.accessories.push(...from(category, (own.pid * 7919) % (last + 1), own.pid).slice(0, perCategory))
      }
      expected.accessories = expected.accessories.slice(0, CROSS_SELLING_LIMIT)
      shown += expected.similar.length + expected.accessories.length
      for (const id of [plan.id, plan.main.id]) {
        const read = await crossSellingRead(env.DB, id, LANGUAGE_IDS['de-DE'])
        expect({ pid: read?.pid, groups: read?.groups }).toEqual({ pid: own.pid, groups: expected })
        // The same round trip read the rows of exactly the products shown.
        const shownPids = new Set([...expected.similar, ...expected.accessories])
        expect(new Set(read!.rows.products.map((row) => row.pid))).toEqual(shownPids)
        expect(read!.rows.seoUrls).toHaveLength(shownPids.size)
      }
    }
    expect(shown).toBeGreaterThan(24)
    expect(await crossSellingRead(env.DB, '0'.repeat(32), LANGUAGE_IDS['de-DE'])).toBeNull()
  })
})
