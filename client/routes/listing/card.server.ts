/**
 * A product card's data (docs/decisions/044): what components/listing/ProductCard.tsx and
 * product/Availability.tsx read of a Store API product, and nothing else. The name is the translated
 * one; the stock fields are those that decide the card's stock state (shared/catalog/stock.ts) now and
 * later (a release date still to come); the price keeps the total and the tax rate a net display needs;
 * a simple product keeps its `parentId` null (the card's quick add).
 */
import type { AvailabilityRecord, StockInput } from '../../../shared/catalog/stock'
import type { Product, ProductListing } from '../../types'
import { type LawfulPrice, reductionOf, unitPriceOf } from '../../../shared/catalog/prices'
import { isSimpleProduct } from '../../../shared/store-api/variant'

type CardMedia = { url?: string; thumbnails?: Array<{ url?: string; width?: number }> | null }

/**
 * The widest thumbnail a card's srcset needs: a card is at most ~320 CSS px wide (four columns in the
 * 1280 px page, half a phone's width), so 800 px serves screens up to 2.5x; the browser never picks wider.
 */
export const CARD_THUMBNAIL_MAX_WIDTH = 800

/**
 * A card's picture: its address and the thumbnails of its srcset. No alt text: the card's picture is
 * decorative, its name is the link's text (ProductCard).
 */
function cardMedia(media: CardMedia | null | undefined): CardMedia | undefined {
  if (!media?.url) return undefined
  const out: CardMedia = { url: media.url }
  const thumbnails = (media.thumbnails ?? [])
    .filter(({ width }) => (width ?? 0) <= CARD_THUMBNAIL_MAX_WIDTH)
    .map(({ url, width }) => ({ url, width }))
  if (thumbnails.length) out.thumbnails = thumbnails
  return out
}

/**
 * The stock fields that change a card's stock state: the available stock (or the stock), a closeout,
 * a release date still to come, Shopware's `available` where it says no, and for a sold-out product what
 * decides when it comes back: its availability record where the backend has one (kept even when empty: it
 * says the record's rules apply), else `available` and the restock time.
 * @example cardStock({ stock: 9, availableStock: 9, isCloseout: false, releaseDate: '2020-01-01' }, Date.now()) // { availableStock: 9 }
 */
export function cardStock(product: StockInput, now: number): StockInput {
  const out: StockInput = {}
  if (product.availableStock != null) out.availableStock = product.availableStock
  else if (product.stock != null) out.stock = product.stock
  if (product.isCloseout) out.isCloseout = true
  if (product.releaseDate && Date.parse(product.releaseDate) > now) out.releaseDate = product.releaseDate
  if (product.available === false) out.available = false
  const soldOut = (out.availableStock ?? out.stock ?? 0) <= 0
  const record = product.availability
  if (record) {
    const set: Partial<AvailabilityRecord> = {}
    if (record.isAvailable === false) set.isAvailable = false
    if (record.supplierInStock) set.supplierInStock = true
    if (record.supplierAvailableFrom) set.supplierAvailableFrom = record.supplierAvailableFrom
    if (record.isCatalogProduct) set.isCatalogProduct = true
    if (Object.keys(set).length || soldOut) out.availability = set
  } else if (soldOut && product.available) {
    out.available = true
    if (product.restockTime) out.restockTime = product.restockTime
  }
  return out
}

/** A product as its card shows it. */
export function productCard(product: Product, now = Date.now()): Product {
  const price = product.calculatedPrice
  const rate = price?.taxRules?.[0]?.taxRate
  const seoPath = product.seoUrls?.[0]?.seoPathInfo
  const media = cardMedia(product.cover?.media as CardMedia | undefined)
  const card: Record<string, unknown> = {
    id: product.id,
    name: product.translated?.name ?? product.name,
    ...cardStock(product as StockInput, now),
  }
  if (seoPath) card.seoUrls = [{ seoPathInfo: seoPath }]
  if (price) {
    const calculated: Record<string, unknown> = {
      totalPrice: price.totalPrice,
      ...(rate != null ? { taxRules: [{ taxRate: rate }] } : {}),
    }
    // What price law asks beside the price (components/product/PriceLaw.tsx), only where there is something to say.
    const unit = unitPriceOf(price as LawfulPrice)
    if (unit) calculated.referencePrice = unit
    const reduction = reductionOf(price as LawfulPrice)
    if (reduction) {
      calculated.unitPrice = price.unitPrice
      calculated.listPrice = { price: reduction.listPrice }
      calculated.regulationPrice = { price: reduction.lowest }
    }
    card.calculatedPrice = calculated
  }
  if (media) card.cover = { media }
  if (product.shippingFree) card.shippingFree = true
  // A product with nothing to choose (Shopware's simple product: no parent, no variants) says so, with
  // the quantity its card's quick add puts in the cart where that is more than one.
  if (isSimpleProduct(product)) {
    card.parentId = null
    if ((product.minPurchase ?? 1) > 1) card.minPurchase = product.minPurchase
  }
  return card as unknown as Product
}

/** A listing whose products are cards (home, category, search). */
export function cardListing(listing: ProductListing | null): ProductListing | null {
  return listing?.elements ? { ...listing, elements: listing.elements.map((product) => productCard(product)) } : listing
}

type SlotProducts = { product?: Product | null; products?: Product[] | null }

/** A CMS slot's data with its products (a product box's, a slider's) as cards. */
export function slotCards(data: unknown, now: number): unknown {
  const products = data as SlotProducts | null | undefined
  if (!products || typeof products !== 'object' || Array.isArray(products)) return data
  if (!(products.product || products.products)) return data
  const cards: SlotProducts = { ...products }
  if (products.product) cards.product = productCard(products.product, now)
  if (products.products) cards.products = products.products.map((product) => productCard(product, now))
  return cards
}
