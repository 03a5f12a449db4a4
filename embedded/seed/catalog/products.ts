/** Seed products: a deterministic plan per product number (the same product n in a seed of any size). */
import type { Locale } from '../../../shared/constants'
import {
  EDITIONS,
  MANUFACTURERS,
  MODELS,
  PRODUCT_TYPES,
  SIZES,
  COLOURS,
  CLOSING,
  type ColourDef,
  type ProductType,
  type Texts,
} from './data'
import { PROFILES, REVIEWERS, REVIEW_TEXTS, optionBit, type TypeProfile } from './depth'
import { productId, productMediaId, productNumber, reviewId, variantId } from '../keys'
import { between, random } from '../random'
import { slug } from '../slug'

export interface VariantPlan {
  id: string
  v: number
  number: string
  colour: ColourDef
  size?: string
  stock: number
  restockDays: number | null
  /** The cover picture of this colour. */
  mediaId: string
  supplierInStock: boolean
  supplierAvailableFrom: string | null
  catalogProduct: boolean
  deliverable: boolean
}

export interface ReviewPlan {
  id: string
  seq: number
  locale: Locale
  points: number
  title: string
  content: string
  author: string
  createdAt: string
}

export interface ProductPlan {
  n: number
  id: string
  number: string
  type: ProductType
  profile: TypeProfile
  name: Texts
  description: Texts
  manufacturer: (typeof MANUFACTURERS)[number]
  /** Gross cents for one; tiers are [quantityStart, cents] of the tiers after the first. */
  priceCents: number
  tiers: Array<[number, number]>
  /** A reduced product's former price and its lowest price of the 30 days before, gross cents. */
  former: { listCents: number; lowestCents: number } | null
  minPurchase: number
  purchaseSteps: number
  maxPurchase: number | null
  shippingFree: boolean
  topseller: boolean
  closeout: boolean
  /** An outlet article (custom field asx_outlet): a single piece in every variant, sold once. */
  outlet: boolean
  releaseDate: string
  rating: number | null
  reviews: ReviewPlan[]
  sales: number
  deliveryDays: [number, number]
  /** Option bits of the product's own properties (material, protection class, season, fit). */
  properties: number[]
  pictures: number
  variants: VariantPlan[]
  main: VariantPlan
}

/** A simple product (Shopware: one without variants): its only variant row carries the product's own id. */
export const isSimplePlan = (p: ProductPlan) => p.variants.length === 1 && p.main.id === p.id

/** Every 13th product is sold out in all variants (a closeout), so listings show that state at any size. */
const SOLD_OUT_EVERY = 13
/** Products 5, 22, 39 … are announced but not yet released. */
const UPCOMING_EVERY = 17
/**
 * A handful of outlet articles, the same in every seed of at least their numbers: products
 * 6, 18, 30 … up to 120 (the default seed's size), none of them sold out or upcoming.
 */
const OUTLET_EVERY = 12
const OUTLET_UP_TO = 120
export const isOutletProduct = (n: number) =>
  n <= OUTLET_UP_TO && n % OUTLET_EVERY === 6 && n % SOLD_OUT_EVERY !== 0 && n % UPCOMING_EVERY !== 5
const DAY_MS = 86_400_000
const RELEASE_FROM = Date.UTC(2021, 0, 1)

/** The start of today (UTC): dates relative to the seed day keep "future" dates in the future. */
export const seedDay = (now = Date.now()) => Math.floor(now / DAY_MS) * DAY_MS
const isoDay = (ms: number) => new Date(ms).toISOString()

function productName(n: number, type: ProductType, typeIndex: number, locale: Locale): string {
  const k = Math.floor((n - 1) / PRODUCT_TYPES.length)
  const model = MODELS[(k + typeIndex * 7) % MODELS.length]
  const edition = EDITIONS[Math.floor(k / MODELS.length) % EDITIONS.length]
  const generation = Math.floor(k / (MODELS.length * EDITIONS.length))
  return [type.name[locale], model, edition, generation ? String(generation + 1) : '', type.suffix ?? '']
    .filter(Boolean)
    .join(' ')
}

/** Product n's name in both locales, without planning the rest (the seed sorts all names first). */
export function plannedName(n: number): Texts {
  const typeIndex = (n - 1) % PRODUCT_TYPES.length
  const type = PRODUCT_TYPES[typeIndex]
  return { 'de-DE': productName(n, type, typeIndex, 'de-DE'), 'en-GB': productName(n, type, typeIndex, 'en-GB') }
}

function productDescription(name: Texts, plan: Pick<ProductPlan, 'type' | 'manufacturer'>, next: () => number): Texts {
  const picks = [0, 1, 2, 3, 4, 5]
    .map((i) => [next(), i] as const)
    .sort((a, b) => a[0] - b[0])
    .slice(0, 3)
    .map(([, i]) => i)
  const f = (l: Locale) => picks.map((i) => plan.type.features[l][i])
  const [d1, d2, d3] = f('de-DE')
  const [e1, e2, e3] = f('en-GB')
  return {
    'de-DE': `${plan.type.article} ${name['de-DE']} von ${plan.manufacturer.name} ist ${d1}, ${d2} und ${d3}. ${CLOSING['de-DE']}`,
    'en-GB': `The ${name['en-GB']} by ${plan.manufacturer.name} is ${e1}, ${e2} and ${e3}. ${CLOSING['en-GB']}`,
  }
}

/**
 * Where a sold-out variant's goods come from, spread over the variants so every stock state
 * occurs in any seed: at the manufacturer, expected on a future date, expected (date passed), a
 * catalogue product, or not deliverable.
 */
function supply(n: number, v: number, stock: number, closeout: boolean, day: number, next: () => number) {
  const none = { supplierInStock: false, supplierAvailableFrom: null, catalogProduct: false, deliverable: true }
  if (stock > 0) return { ...none, supplierInStock: next() < 0.7 }
  if (closeout) return none
  switch ((n * 7 + v) % 5) {
    case 0:
      return { ...none, supplierInStock: true }
    case 1:
      return { ...none, supplierAvailableFrom: isoDay(day + (10 + (n % 50)) * DAY_MS) }
    case 2:
      return { ...none, supplierAvailableFrom: isoDay(day - (3 + (n % 20)) * DAY_MS) }
    case 3:
      return { ...none, catalogProduct: true }
    default:
      return { ...none, deliverable: false }
  }
}

function planVariants(
  n: number,
  type: ProductType,
  closeout: boolean,
  outlet: boolean,
  day: number,
  next: () => number,
  extra: () => number,
): VariantPlan[] {
  const palette = type.colours
  const colourCount = between(next, 1, Math.min(type.maxColours, palette.length))
  const offset = between(next, 0, palette.length - 1)
  const colours = Array.from(
    { length: colourCount },
    (_, i) => COLOURS.find((c) => c.key === palette[(offset + i) % palette.length])!,
  )
  const sizes: (string | undefined)[] = SIZES[type.sizes].length ? SIZES[type.sizes] : [undefined]
  const soldOut = n % SOLD_OUT_EVERY === 0
  const variants: VariantPlan[] = []
  for (const colour of colours) {
    for (const size of sizes) {
      const r = next()
      const stock = outlet ? 1 : soldOut || r < 0.08 ? 0 : r < 0.2 ? between(next, 1, 5) : between(next, 6, 250)
      const restockDays = stock === 0 && next() > 0.3 ? [7, 14, 21][between(next, 0, 2)] : null
      const v = variants.length + 1
      variants.push({
        id: variantId(n, v),
        v,
        number: `${productNumber(n)}.${v}`,
        colour,
        size,
        stock,
        restockDays,
        mediaId: productMediaId(n, optionBit('colour', colour.key)),
        ...supply(n, v, stock, closeout, day, extra),
      })
    }
  }
  return variants
}

/** The main variant: the in-stock variant of the first colour closest to the middle size. */
function pickMain(variants: VariantPlan[]): VariantPlan {
  const sizes = [...new Set(variants.map((v) => v.size))]
  const mid = (sizes.length - 1) / 2
  const rank = (v: VariantPlan) =>
    (v.colour.key === variants[0].colour.key ? 0 : 100) + Math.abs(sizes.indexOf(v.size) - mid)
  const inStock = variants.filter((v) => v.stock > 0).sort((a, b) => rank(a) - rank(b))
  return inStock[0] ?? variants[0]
}

function planProperties(profile: TypeProfile, next: () => number): number[] {
  return Object.entries(profile.properties).flatMap(([group, choice]) =>
    Array.isArray(choice)
      ? [optionBit(group, choice[between(next, 0, choice.length - 1)])]
      : choice.all.map((key) => optionBit(group, key)),
  )
}

/** Every 7th product (by a rule of its own, not a draw) is reduced: sold below a former price. */
const REDUCED_EVERY = 7

/**
 * A reduction of about a fifth, both prices ending in ,90 like the price: the former price, and the
 * lowest price of the 30 days before. Every other reduced product was sold at its former price for
 * those 30 days; the others were on an earlier, smaller reduction in between.
 * @example planFormer(3, 3990) // { listCents: 4990, lowestCents: 4990 }
 */
export function planFormer(n: number, priceCents: number): ProductPlan['former'] {
  const ninety = (cents: number) => Math.ceil(cents / 100) * 100 - 10
  const listCents = ninety(priceCents * 1.25)
  return { listCents, lowestCents: n % 2 ? listCents : ninety((priceCents + listCents) / 2) }
}

/** Tier prices a euro (or more for dear products) below the previous tier, ending in ,90 like the base. */
function planTiers(profile: TypeProfile, priceCents: number, next: () => number): Array<[number, number]> {
  if (!profile.tiers || next() >= 0.7) return []
  const step = Math.max(100, Math.round(priceCents / 2000) * 100)
  return profile.tiers.map((start, i) => [
    start,
    Math.max(Math.ceil(priceCents / 200) * 100 - 10, priceCents - step * (i + 1)),
  ])
}

function planReviews(n: number, rating: number | null, day: number, next: () => number): ReviewPlan[] {
  if (rating === null) return []
  return Array.from({ length: between(next, 1, 4) }, (_, i) => {
    const points = Math.min(5, Math.max(1, Math.round(rating + (next() - 0.5) * 2)))
    // Two of three reviews are German; the shop shows both languages.
    const locale: Locale = (n + i) % 3 === 2 ? 'en-GB' : 'de-DE'
    const [title, content] = REVIEW_TEXTS[locale][points - 1]
    return {
      id: reviewId(n, i + 1),
      seq: i + 1,
      locale,
      points,
      title,
      content,
      author: REVIEWERS[(n + i) % REVIEWERS.length],
      createdAt: isoDay(day - between(next, 1, 700) * DAY_MS + between(next, 0, 86_399) * 1000),
    }
  })
}

/** Plans product n (1-based); the same n (and seed day) always yields the same product. */
export function planProduct(n: number, now = Date.now()): ProductPlan {
  const day = seedDay(now)
  const typeIndex = (n - 1) % PRODUCT_TYPES.length
  const type = PRODUCT_TYPES[typeIndex]
  const profile = PROFILES[type.name['de-DE']]
  const next = random(n)
  // Depth attributes draw from their own sequence, so the original attributes keep their values.
  const extra = random((Math.imul(n, 2654435761) ^ 0x5bd1e995) >>> 0)
  const outlet = isOutletProduct(n)
  // An outlet piece is sold from stock only: a closeout.
  const closeout = outlet || n % SOLD_OUT_EVERY === 0 || extra() < 0.1
  const manufacturer = MANUFACTURERS[(n * 5 + typeIndex) % MANUFACTURERS.length]
  const name = plannedName(n)
  const priceCents = between(next, type.price[0], type.price[1]) * 100 - 10
  const variants = planVariants(n, type, closeout, outlet, day, next, extra)
  const description = productDescription(name, { type, manufacturer }, next)
  const shippingFree = priceCents >= 10_000 || next() < 0.05
  const topseller = next() < 0.12
  const released = new Date(RELEASE_FROM + between(next, 0, 1800) * DAY_MS).toISOString()
  const rating = next() < 0.15 ? null : Math.round((2.5 + next() * 2.5) * 10) / 10
  const deliveryDays: [number, number] = next() < 0.2 ? [2, 5] : [1, 3]
  const reviews = planReviews(n, rating, day, extra)
  const purchase = outlet ? { min: 1, steps: 1, max: 1 } : (profile.purchase ?? { min: 1, steps: 1, max: 0 })
  const tiers = outlet ? [] : planTiers(profile, priceCents, extra)
  // A reduction needs one price to strike through: not an outlet piece's, not a product with tiers.
  const reduced = n % REDUCED_EVERY === 3 && !outlet && !tiers.length
  return {
    n,
    id: productId(n),
    number: productNumber(n),
    type,
    profile,
    name,
    description,
    manufacturer,
    priceCents,
    variants,
    tiers,
    former: reduced ? planFormer(n, priceCents) : null,
    minPurchase: purchase.min,
    purchaseSteps: purchase.steps,
    maxPurchase: purchase.max || null,
    shippingFree,
    topseller,
    closeout,
    outlet,
    releaseDate: n % UPCOMING_EVERY === 5 ? isoDay(day + (20 + (n % 90)) * DAY_MS) : released,
    rating: reviews.length
      ? Math.round((reviews.reduce((s, r) => s + r.points, 0) / reviews.length) * 100) / 100
      : null,
    reviews,
    sales: topseller ? between(extra, 2000, 5000) : between(extra, 0, 1999),
    deliveryDays,
    properties: planProperties(profile, extra),
    pictures: between(extra, 2, 4),
    main: pickMain(variants),
  }
}

/** @example productSeoPath(planProduct(1), 'de-DE') // 'softshelljacke-nordkap-sw10001' */
export const productSeoPath = (p: Pick<ProductPlan, 'name' | 'number'>, l: Locale) =>
  `${slug(p.name[l])}-${p.number.toLowerCase()}`
