/** Product entities and the product page's configurator, shaped like Shopware's Store API answers. */
import { uuidFor } from '../../../shared/ids'
import { CURRENCY_ID, MAX_PURCHASE, TAX_ID, deliveryTimeEntity } from '../sales-channel'
import type { OptionRow, ProductRow } from '../queries/products'
import { mediaEntity } from './media'
import { calculatedPrice, euros, includedTax } from './price'
import type { CategoryEntity } from './category'
import type { seoUrlEntity } from './seo-url'

type SeoUrl = ReturnType<typeof seoUrlEntity>

function groupEntity(row: OptionRow) {
  return {
    id: row.groupId,
    name: row.groupName,
    displayType: row.displayType,
    sortingType: 'position',
    position: row.groupPosition,
    filterable: true,
    visibleOnProductDetailPage: true,
    translated: { name: row.groupName, displayType: row.displayType, sortingType: 'position', description: '' },
    apiAlias: 'property_group' as const,
  }
}

export function optionEntity(row: OptionRow) {
  return {
    id: row.id,
    groupId: row.groupId,
    name: row.name,
    position: row.position,
    ...(row.colourHex ? { colorHexCode: row.colourHex } : {}),
    group: groupEntity(row),
    translated: { name: row.name, position: row.position, colorHexCode: row.colourHex ?? '', groupId: row.groupId, mediaId: '' },
    apiAlias: 'property_group_option' as const,
  }
}

/** What a shopper may put in the cart at once: the stock, capped at Shopware's default max purchase. */
export const purchasable = (stock: number) => Math.max(0, Math.min(stock, MAX_PURCHASE))

/**
 * A product entity (a variant, or a product without variants). Prices are gross euros from cents;
 * stock is enforced (isCloseout), so `available` means "in stock now".
 */
export function productEntity(row: ProductRow, options: OptionRow[], seoUrls: SeoUrl[], seoCategory: CategoryEntity | null, languageId: string) {
  const cover = row.coverId ? mediaEntity({ id: row.coverId, kind: row.coverKind ?? 'product' }, row.name) : null
  const productMedia = cover && { id: uuidFor(`product-media:${row.id}:${cover.id}`), productId: row.id, mediaId: cover.id, position: 0, media: cover, apiAlias: 'product_media' as const }
  const price = calculatedPrice(row.priceCents, 1, row.taxRate)
  const deliveryTime = deliveryTimeEntity(languageId, row.deliveryDaysMin, row.deliveryDaysMax)
  const translated = {
    name: row.name, description: row.description, keywords: row.keywords, productNumber: row.productNumber,
    metaTitle: row.name, metaDescription: '', packUnit: '', packUnitPlural: '', parentId: row.parentId ?? '',
    manufacturerId: row.manufacturerId ?? '', coverId: productMedia?.id ?? '', taxId: TAX_ID, releaseDate: row.releaseDate ?? '',
    deliveryTimeId: deliveryTime.id, customFields: {},
  }
  return {
    id: row.id,
    parentId: row.parentId,
    productNumber: row.productNumber,
    name: row.name,
    description: row.description,
    keywords: row.keywords,
    active: true,
    type: 'physical' as const,
    states: ['is-physical'],
    stock: row.stock,
    availableStock: row.stock,
    available: row.stock > 0,
    isCloseout: true,
    minPurchase: 1,
    maxPurchase: Math.max(1, purchasable(row.stock)),
    calculatedMaxPurchase: Math.max(1, purchasable(row.stock)),
    purchaseSteps: 1,
    price: [{ currencyId: CURRENCY_ID, gross: euros(row.priceCents), net: euros(row.priceCents - includedTax(row.priceCents, row.taxRate)), linked: true }],
    calculatedPrice: price,
    calculatedPrices: [],
    calculatedCheapestPrice: { ...price, hasRange: false, variantId: row.id, apiAlias: 'calculated_cheapest_price' as const },
    taxId: TAX_ID,
    tax: { id: TAX_ID, name: `${row.taxRate} %`, taxRate: row.taxRate, position: 1, apiAlias: 'tax' as const },
    manufacturerId: row.manufacturerId,
    manufacturer: row.manufacturerId ? manufacturerEntity(row) : null,
    coverId: productMedia?.id ?? null,
    cover: productMedia,
    media: productMedia ? [productMedia] : [],
    optionIds: options.map((o) => o.id),
    options: options.map(optionEntity),
    propertyIds: [],
    properties: [],
    seoUrls,
    seoCategory,
    categoryIds: row.categoryId ? [row.categoryId] : [],
    ...(row.ratingAverage === null ? {} : { ratingAverage: row.ratingAverage }),
    releaseDate: row.releaseDate,
    markAsTopseller: row.topseller === 1,
    shippingFree: row.shippingFree === 1,
    deliveryTimeId: deliveryTime.id,
    deliveryTime,
    ...(row.restockDays === null ? {} : { restockTime: row.restockDays }),
    childCount: row.variantCount,
    isNew: false,
    sales: 0,
    createdAt: row.createdAt,
    customFields: {},
    translated,
    apiAlias: 'product' as const,
  }
}

export type ProductEntity = ReturnType<typeof productEntity>

function manufacturerEntity(row: ProductRow) {
  const name = row.manufacturerName ?? ''
  const link = row.manufacturerLink ?? ''
  return { id: row.manufacturerId!, name, link, translated: { name, link, description: '', mediaId: '', versionId: '' }, apiAlias: 'product_manufacturer' as const }
}

/**
 * The configurator: every property group the parent's variants use, with its options. `combinable`
 * (Shopware's flag) says a variant exists with that option and the product's other options;
 * `selected` marks the product's own options.
 */
export function configurator(variantOptions: OptionRow[], current: OptionRow[]) {
  const byVariant = new Map<string, Set<string>>()
  for (const o of variantOptions) byVariant.set(o.productId, (byVariant.get(o.productId) ?? new Set()).add(o.id))
  const selected = new Map(current.map((o) => [o.groupId, o.id]))
  const combinable = (option: OptionRow) =>
    [...byVariant.values()].some((set) => set.has(option.id) && [...selected].every(([group, id]) => group === option.groupId || set.has(id)))
  const groups = new Map<string, { group: ReturnType<typeof groupEntity>; options: Map<string, OptionRow> }>()
  for (const o of variantOptions) {
    const entry = groups.get(o.groupId) ?? { group: groupEntity(o), options: new Map() }
    entry.options.set(o.id, o)
    groups.set(o.groupId, entry)
  }
  return [...groups.values()]
    .sort((a, b) => a.group.position - b.group.position)
    .map(({ group, options }) => ({
      ...group,
      options: [...options.values()]
        .sort((a, b) => a.position - b.position)
        .map((o) => {
          return { ...optionEntity(o), combinable: combinable(o), selected: selected.get(o.groupId) === o.id }
        }),
    }))
}
