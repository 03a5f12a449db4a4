/** Product entities and the product page's configurator, shaped like Shopware's Store API answers. */
import { CURRENCY_ID, MAX_PURCHASE, TAX_ID, deliveryTimeEntity } from '../../platform/sales-channel'
import type { CatalogMeta, OptionMeta } from '../meta'
import { chosenOptionBits, isSimple, optionBitsOf, presentedParentId, type ProductRow } from './queries'
import { customFieldsOf } from './custom-fields'
import type { UNITS } from '../vocabulary'
import {
  availabilityRecord,
  groupEntity,
  manufacturerEntity,
  optionEntity,
  packUnits,
  productMedia,
  unitEntity,
} from './parts'
import {
  calculatedPrice,
  calculatedPrices,
  euros,
  type FormerPrice,
  includedTax,
  percentOff,
  inTaxState,
  type PriceTaxState,
  priceTiers,
  type Reference,
  type Tier,
} from '../../platform/price'
import type { CategoryEntity } from '../category/entity'
import type { seoUrlEntity } from '../seo/entity'

type SeoUrl = ReturnType<typeof seoUrlEntity>

export interface ProductContext {
  meta: CatalogMeta
  seoUrls: SeoUrl[]
  seoCategory: CategoryEntity | null
  languageId: string
  /** The gallery (product pages, or the `media` association); listings carry the cover alone, as Shopware's do. */
  gallery?: boolean
  /** The property options with their groups (product pages, or the `properties` association); listings carry their ids. */
  properties?: boolean
  productReviews?: unknown[]
  crossSellings?: unknown[]
  /** The download files (the `downloads` association); digital products have them. */
  downloads?: unknown[]
}

/** Shopware's product and line item states: a product with download files is a download, any other one physical. */
export const productStates = (product: Pick<ProductRow, 'download'>): string[] =>
  product.download ? ['is-download'] : ['is-physical']

/** Shopware marks products released within the last 30 days as new. */
const NEW_FOR_MS = 30 * 86_400_000

/** The rules that decide what a shopper may order of a variant (closeouts only from stock). */
export function purchaseRules(row: ProductRow) {
  const maxPurchase = row.maxPurchase ?? MAX_PURCHASE
  const calculatedMaxPurchase = row.closeout ? Math.max(0, Math.min(row.stock, maxPurchase)) : maxPurchase
  const available = row.deliverable === 1 && (!row.closeout || row.stock >= row.minPurchase)
  return {
    minPurchase: row.minPurchase,
    maxPurchase,
    purchaseSteps: row.purchaseSteps,
    calculatedMaxPurchase,
    available,
  }
}

export const tiersOf = (row: ProductRow): Tier[] =>
  priceTiers(row.priceCents, row.minPurchase, row.tiers ? (JSON.parse(row.tiers) as Array<[number, number]>) : [])

export function referenceOf(row: ProductRow, languageId: string): Reference | null {
  if (!row.unit || !row.purchaseUnit) return null
  return {
    purchaseUnit: row.purchaseUnit,
    referenceUnit: row.referenceUnit ?? 1,
    unitName: unitEntity(row.unit as keyof typeof UNITS, languageId).name,
  }
}

/**
 * A reduced product's former price and its lowest price of the last 30 days, in a tax state; null
 * unless both are set (a former price alone may not be shown).
 */
export function formerPriceOf(row: ProductRow, taxState: PriceTaxState = 'gross'): FormerPrice | null {
  if (row.listPriceCents === null || row.regulationPriceCents === null) return null
  return {
    listCents: inTaxState(row.listPriceCents, row.taxRate, taxState),
    lowestCents: inTaxState(row.regulationPriceCents, row.taxRate, taxState),
  }
}

/** A gross amount as Shopware's stored price records it, gross and net. */
const storedPrice = (grossCents: number, rate: number) => ({
  currencyId: CURRENCY_ID,
  gross: euros(grossCents),
  net: euros(grossCents - includedTax(grossCents, rate)),
  linked: true,
})

/** The stored price's reduction fields: list price, regulation price and the percentage off, where set. */
function storedReduction(row: ProductRow, former: FormerPrice | null) {
  if (!former) return {}
  const list = storedPrice(former.listCents, row.taxRate)
  const price = storedPrice(row.priceCents, row.taxRate)
  return {
    listPrice: list,
    percentage: { gross: percentOff(price.gross, list.gross), net: percentOff(price.net, list.net) },
    regulationPrice: storedPrice(former.lowestCents, row.taxRate),
  }
}

const optionsOf = (bits: Array<number | null>, meta: CatalogMeta) =>
  bits.flatMap((bit) => (bit === null ? [] : [meta.options.get(bit)].filter((o): o is OptionMeta => !!o)))

function prices(row: ProductRow, languageId: string) {
  const tiers = tiersOf(row)
  const reference = referenceOf(row, languageId)
  const former = formerPriceOf(row)
  const price = calculatedPrice(row.priceCents, 1, row.taxRate, reference, 'gross', former)
  const cheapest = tiers[tiers.length - 1]
  return {
    price: [{ ...storedPrice(row.priceCents, row.taxRate), ...storedReduction(row, former) }],
    calculatedPrice: price,
    calculatedPrices: calculatedPrices(tiers, row.taxRate, reference),
    calculatedCheapestPrice: {
      ...calculatedPrice(cheapest.cents, 1, row.taxRate, reference, 'gross', tiers.length > 1 ? null : former),
      hasRange: tiers.length > 1,
      variantId: row.id,
      apiAlias: 'calculated_cheapest_price' as const,
    },
  }
}

/**
 * A product entity for one variant. Prices are gross euros from cents; `availability` is the record
 * stockState (shared/catalog/stock.ts) reads next to stock, releaseDate and isCloseout.
 */
export function productEntity(row: ProductRow, ctx: ProductContext) {
  const { meta, languageId } = ctx
  const media = productMedia(row, row.name, languageId, !!ctx.gallery)
  const deliveryTime = deliveryTimeEntity(languageId, row.deliveryMin, row.deliveryMax)
  const options = optionsOf(chosenOptionBits(row), meta)
  const parentId = presentedParentId(row)
  const properties = optionsOf(JSON.parse(row.properties) as number[], meta)
  const rules = purchaseRules(row)
  const manufacturer = meta.manufacturers.get(row.manufacturer)
  const unit = row.unit ? unitEntity(row.unit as keyof typeof UNITS, languageId) : null
  const packs = packUnits(row, languageId)
  const released = row.releaseDate ? Date.parse(row.releaseDate) : 0
  const translated = {
    name: row.name,
    description: row.description,
    keywords: row.keywords,
    metaTitle: row.name,
    metaDescription: '',
    ...packs,
    customFields: customFieldsOf(row),
    productNumber: row.productNumber,
    parentId,
    manufacturerId: manufacturer?.id ?? '',
    coverId: media[0].id,
    taxId: TAX_ID,
    unitId: unit?.id ?? '',
    deliveryTimeId: deliveryTime.id,
    releaseDate: row.releaseDate ?? '',
  }
  return {
    id: row.id,
    parentId,
    productNumber: row.productNumber,
    name: row.name,
    description: row.description,
    keywords: row.keywords,
    active: true,
    // Shopware 6.6: a product with download files is digital (decision 026).
    type: row.download ? ('digital' as const) : ('physical' as const),
    states: productStates(row),
    stock: row.stock,
    availableStock: row.stock,
    isCloseout: row.closeout === 1,
    ...rules,
    availability: availabilityRecord(row),
    restockTime: row.restockDays,
    deliveryTimeId: deliveryTime.id,
    deliveryTime,
    releaseDate: row.releaseDate,
    isNew: released <= Date.now() && Date.now() - released < NEW_FOR_MS,
    ...prices(row, languageId),
    taxId: TAX_ID,
    tax: { id: TAX_ID, name: `${row.taxRate} %`, taxRate: row.taxRate, position: 1, apiAlias: 'tax' as const },
    purchaseUnit: row.purchaseUnit,
    referenceUnit: row.referenceUnit,
    ...packs,
    unitId: unit?.id ?? null,
    unit,
    manufacturerId: manufacturer?.id ?? null,
    manufacturer: manufacturer ? manufacturerEntity(manufacturer) : null,
    coverId: media[0].id,
    cover: media[0],
    media: ctx.gallery ? media : [],
    optionIds: options.map((o) => o.id),
    options: options.map((o) => optionEntity(o)),
    propertyIds: properties.map((o) => o.id),
    properties: ctx.properties ? properties.map((o) => optionEntity(o)) : [],
    seoUrls: ctx.seoUrls,
    seoCategory: ctx.seoCategory,
    categoryIds: [row.categoryId],
    ratingAverage: row.ratingAverage,
    ...(ctx.productReviews ? { productReviews: ctx.productReviews } : {}),
    ...(ctx.crossSellings ? { crossSellings: ctx.crossSellings } : {}),
    ...(ctx.downloads ? { downloads: ctx.downloads } : {}),
    markAsTopseller: row.topseller === 1,
    shippingFree: row.shippingFree === 1,
    sales: row.sales,
    childCount: 0,
    displayGroup: row.parentId,
    createdAt: row.createdAt,
    customFields: customFieldsOf(row),
    translated,
    apiAlias: 'product' as const,
  }
}

export type ProductEntity = ReturnType<typeof productEntity>

export interface Sibling {
  id: string
  size: number | null
  colour: number
  stock: number
  deliverable: number
}

/**
 * The configurator: every group the product's variants use, with its options. `combinable`
 * (Shopware's flag) says a variant exists with that option and the current variant's options of the
 * other groups; `selected` marks the current variant's own options.
 */
export function configurator(siblings: Sibling[], current: ProductRow, meta: CatalogMeta) {
  // A simple product has no variants to choose between.
  if (isSimple(current)) return []
  const chosen = optionsOf(optionBitsOf(current), meta)
  const combinable = (option: OptionMeta) =>
    siblings.some((s) => {
      const bits = optionBitsOf(s)
      return bits.includes(option.bit) && chosen.every((c) => c.groupId === option.groupId || bits.includes(c.bit))
    })
  const used = optionsOf([...new Set(siblings.flatMap(optionBitsOf))], meta).sort(
    (a, b) => a.groupPosition - b.groupPosition || a.position - b.position,
  )
  const groups = new Map<string, OptionMeta[]>()
  for (const o of used) groups.set(o.groupId, [...(groups.get(o.groupId) ?? []), o])
  return [...groups.values()].map((opts) => ({
    ...groupEntity(opts[0]),
    options: opts.map((o) => ({
      ...optionEntity(o),
      combinable: combinable(o),
      selected: chosen.some((c) => c.id === o.id),
    })),
  }))
}
