/** Embedded Store API product pages through the shared client: detail with configurator, find-variant. */
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../../../shared/constants'
import { embeddedApi, failure } from '../../../../../tests/worker/helpers'
import { planProduct } from '../../../../seed'
import {
  COLOUR_GROUP_ID,
  SIZE_GROUP_ID,
  categoryId,
  colourOptionId,
  productId,
  sizeOptionId,
} from '../../../../seed/keys'

/** tests/worker/setup.ts seeds this catalog. */
const TEST_SEED = { products: 24 }

const api = embeddedApi

const plans = Array.from({ length: TEST_SEED.products }, (_, i) => planProduct(i + 1))
const detail = (id: string, locale: Locale = 'de-DE') =>
  api(locale).invoke('readProductDetail post /product/{productId}', { pathParams: { productId: id } })

describe('POST /product/{productId}', () => {
  const plan = plans[0]!

  it('answers a parent id with its main variant and a configurator', async () => {
    const { product, configurator } = await detail(plan.id)
    expect(product).toMatchObject({
      id: plan.main.id,
      parentId: plan.id,
      name: 'Softshelljacke Nordkap',
      description: plan.description['de-DE'],
    })
    expect(product.seoCategory).toMatchObject({
      id: categoryId('arbeitsjacken/softshelljacken'),
      breadcrumb: ['Startseite', 'Arbeitsjacken', 'Softshelljacken'],
    })
    expect(configurator?.map((g) => g.name)).toEqual(['Größe', 'Farbe'])
    const sizes = configurator![0]!.options!
    expect(sizes.map((o) => o.name)).toEqual(['S', 'M', 'L', 'XL', 'XXL'])
    expect(sizes.filter((o) => (o as { selected?: boolean }).selected).map((o) => o.name)).toEqual([plan.main.size])
    expect(sizes.every((o) => o.combinable)).toBe(true)
    const colours = configurator![1]!.options!
    expect(colours.map((o) => o.name).sort()).toEqual(
      [...new Set(plan.variants.map((v) => v.colour.name['de-DE']))].sort(),
    )
    expect(colours.find((o) => o.name === plan.main.colour.name['de-DE'])).toMatchObject({
      selected: true,
      colorHexCode: plan.main.colour.hex,
    })
  })

  it('answers a variant id with that variant, in English', async () => {
    const variant = plan.variants[plan.variants.length - 1]!
    const { product } = await detail(variant.id, 'en-GB')
    expect(product).toMatchObject({
      id: variant.id,
      productNumber: variant.number,
      name: 'Softshell jacket Nordkap',
      stock: variant.stock,
    })
    expect(product.options?.map((o) => o.name)).toContain(variant.colour.name['en-GB'])
  })

  it('rejects malformed and unknown ids', async () => {
    const malformed = await failure(detail('SW10001'))
    expect(malformed.errors[0]).toMatchObject({
      status: '400',
      code: 'FRAMEWORK__INVALID_UUID',
      source: { pointer: '/productId' },
    })
    const unknown = await failure(detail(productId(TEST_SEED.products + 1)))
    expect(unknown.status).toBe(404)
    expect(unknown.errors[0]).toMatchObject({
      code: 'PRODUCT__PRODUCT_NOT_FOUND',
      title: 'Not Found',
      source: { pointer: '/productId' },
    })
  })
})

describe('POST /product/{productId}/find-variant', () => {
  const plan = plans[0]!
  const variant = plan.variants[plan.variants.length - 1]!
  const find = (id: string, body: Record<string, unknown>) =>
    api().invoke('searchProductVariantIds post /product/{productId}/find-variant', {
      pathParams: { productId: id },
      body: body as never,
    })

  it('finds the variant for a set of options, from the parent or a sibling', async () => {
    const options = [sizeOptionId(variant.size!), colourOptionId(variant.colour.key)]
    expect((await find(plan.id, { options })).foundCombination).toEqual({
      variantId: variant.id,
      options: expect.arrayContaining(options),
    })
    const byGroup = await find(plan.main.id, {
      options: { [SIZE_GROUP_ID]: options[0], [COLOUR_GROUP_ID]: options[1] },
    })
    expect(byGroup.foundCombination?.variantId).toBe(variant.id)
  })

  it('falls back to the switched group, and 404s when nothing matches', async () => {
    const foreignColour = colourOptionId('gelb')
    const switched = await find(plan.id, {
      options: [sizeOptionId(variant.size!), foreignColour],
      switchedGroup: SIZE_GROUP_ID,
    })
    expect(plan.variants.find((v) => v.id === switched.foundCombination?.variantId)?.size).toBe(variant.size)
    const none = await failure(find(plan.id, { options: [foreignColour] }))
    expect([none.status, none.code]).toEqual([404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND'])
    const invalid = await failure(find(plan.id, { options: ['x'] }))
    expect([invalid.status, invalid.errors[0]!.source?.pointer]).toEqual([400, '/options'])
  })
})
