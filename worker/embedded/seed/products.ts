/** Seed products: a deterministic plan per product number, and the rows it becomes. */
import { LANGUAGE_IDS, LOCALES, STANDARD_TAX_RATE, type Locale } from '../../../shared/constants'
import { CATEGORIES, CLOSING, COLOURS, EDITIONS, MANUFACTURERS, MODELS, PRODUCT_TYPES, SIZES, type ColourDef, type ProductType, type Texts } from './catalog-data'
import { categoryId, colourOptionId, manufacturerId, productId, productMediaId, productNumber, seoUrlId, sizeOptionId, variantId } from './keys'
import { between, random } from './random'
import { slug, sortKey } from './slug'
import { insert, type SeedStatement, type SqlValue } from './sql'
import { SEO_COLUMNS } from './static'

export interface VariantPlan {
  id: string
  number: string
  colour: ColourDef
  size?: string
  stock: number
  restockDays: number | null
  mediaId: string
}

export interface ProductPlan {
  n: number
  id: string
  number: string
  type: ProductType
  name: Texts
  description: Texts
  manufacturer: (typeof MANUFACTURERS)[number]
  priceCents: number
  shippingFree: boolean
  topseller: boolean
  releaseDate: string
  rating: number | null
  deliveryDays: [number, number]
  variants: VariantPlan[]
  main: VariantPlan
}

/** Every 13th product is sold out in all variants, so listings show that state at any seed size. */
const SOLD_OUT_EVERY = 13
const DAY_MS = 86_400_000
const RELEASE_FROM = Date.UTC(2021, 0, 1)

function productName(n: number, type: ProductType, typeIndex: number, locale: Locale): string {
  const k = Math.floor((n - 1) / PRODUCT_TYPES.length)
  const model = MODELS[(k + typeIndex * 7) % MODELS.length]
  const edition = EDITIONS[Math.floor(k / MODELS.length) % EDITIONS.length]
  const generation = Math.floor(k / (MODELS.length * EDITIONS.length))
  return [type.name[locale], model, edition, generation ? String(generation + 1) : '', type.suffix ?? ''].filter(Boolean).join(' ')
}

function describe(name: Texts, plan: Pick<ProductPlan, 'type' | 'manufacturer'>, next: () => number): Texts {
  const picks = [0, 1, 2, 3, 4, 5].map((i) => [next(), i] as const).sort((a, b) => a[0] - b[0]).slice(0, 3).map(([, i]) => i)
  const f = (l: Locale) => picks.map((i) => plan.type.features[l][i])
  const [d1, d2, d3] = f('de-DE')
  const [e1, e2, e3] = f('en-GB')
  return {
    'de-DE': `${plan.type.article} ${name['de-DE']} von ${plan.manufacturer.name} ist ${d1}, ${d2} und ${d3}. ${CLOSING['de-DE']}`,
    'en-GB': `The ${name['en-GB']} by ${plan.manufacturer.name} is ${e1}, ${e2} and ${e3}. ${CLOSING['en-GB']}`,
  }
}

function planVariants(n: number, type: ProductType, next: () => number): VariantPlan[] {
  const palette = type.colours
  const colourCount = between(next, 1, Math.min(type.maxColours, palette.length))
  const offset = between(next, 0, palette.length - 1)
  const colours = Array.from({ length: colourCount }, (_, i) => COLOURS.find((c) => c.key === palette[(offset + i) % palette.length])!)
  const sizes: (string | undefined)[] = SIZES[type.sizes].length ? SIZES[type.sizes] : [undefined]
  const soldOut = n % SOLD_OUT_EVERY === 0
  const variants: VariantPlan[] = []
  for (const colour of colours) {
    for (const size of sizes) {
      const r = next()
      const stock = soldOut || r < 0.08 ? 0 : r < 0.2 ? between(next, 1, 5) : between(next, 6, 250)
      const restockDays = stock === 0 && next() > 0.3 ? [7, 14, 21][between(next, 0, 2)] : null
      const v = variants.length + 1
      variants.push({ id: variantId(n, v), number: `${productNumber(n)}.${v}`, colour, size, stock, restockDays, mediaId: productMediaId(n, colour.key) })
    }
  }
  return variants
}

/** The main variant: the in-stock variant of the first colour closest to the middle size. */
function pickMain(variants: VariantPlan[]): VariantPlan {
  const sizes = [...new Set(variants.map((v) => v.size))]
  const mid = (sizes.length - 1) / 2
  const rank = (v: VariantPlan) => (v.colour.key === variants[0].colour.key ? 0 : 100) + Math.abs(sizes.indexOf(v.size) - mid)
  const inStock = variants.filter((v) => v.stock > 0).sort((a, b) => rank(a) - rank(b))
  return inStock[0] ?? variants[0]
}

/** Plans product n (1-based); the same n always yields the same product. */
export function planProduct(n: number): ProductPlan {
  const typeIndex = (n - 1) % PRODUCT_TYPES.length
  const type = PRODUCT_TYPES[typeIndex]
  const next = random(n)
  const manufacturer = MANUFACTURERS[(n * 5 + typeIndex) % MANUFACTURERS.length]
  const name = { 'de-DE': productName(n, type, typeIndex, 'de-DE'), 'en-GB': productName(n, type, typeIndex, 'en-GB') }
  const priceCents = between(next, type.price[0], type.price[1]) * 100 - 10
  const variants = planVariants(n, type, next)
  return {
    n, id: productId(n), number: productNumber(n), type, name, manufacturer, priceCents, variants,
    description: describe(name, { type, manufacturer }, next),
    shippingFree: priceCents >= 10_000 || next() < 0.05,
    topseller: next() < 0.12,
    releaseDate: new Date(RELEASE_FROM + between(next, 0, 1800) * DAY_MS).toISOString(),
    rating: next() < 0.15 ? null : Math.round((2.5 + next() * 2.5) * 10) / 10,
    deliveryDays: next() < 0.2 ? [2, 5] : [1, 3],
    main: pickMain(variants),
  }
}

const PRODUCT_COLUMNS = [
  'id', 'parent_id', 'main_variant_id', 'product_number', 'stock', 'price_cents', 'tax_rate', 'manufacturer_id', 'cover_id',
  'shipping_free', 'topseller', 'release_date', 'rating_average', 'delivery_days_min', 'delivery_days_max', 'restock_days',
]

function productRow(p: ProductPlan, v: VariantPlan | null): SqlValue[] {
  const shared = [p.priceCents, STANDARD_TAX_RATE, manufacturerId(p.manufacturer.key)]
  const flags = [p.shippingFree, p.topseller, p.releaseDate, p.rating, p.deliveryDays[0], p.deliveryDays[1]]
  if (!v) return [p.id, null, p.main.id, p.number, p.variants.reduce((s, x) => s + x.stock, 0), ...shared, p.main.mediaId, ...flags, null]
  return [v.id, p.id, null, v.number, v.stock, ...shared, v.mediaId, ...flags, v.restockDays]
}

/** The categories a product is listed in: its own and every ancestor up to the root. */
function listingCategories(key: string): string[] {
  const def = CATEGORIES.find((c) => c.key === key)!
  return [categoryId(key), ...(def.parent ? [categoryId(def.parent)] : []), categoryId('root')]
}

function searchRow(p: ProductPlan, l: Locale): SqlValue[] {
  const def = CATEGORIES.find((c) => c.key === p.type.category)!
  const parent = def.parent ? CATEGORIES.find((c) => c.key === def.parent)!.name[l] : ''
  const colours = [...new Set(p.variants.map((v) => v.colour.name[l]))].join(' ')
  const numbers = [p.number, ...p.variants.map((v) => v.number)].join(' ')
  return [p.name[l], numbers, [p.type.keywords[l], colours, def.name[l], parent, p.manufacturer.name].join(' '), p.description[l], p.main.id, LANGUAGE_IDS[l]]
}

/** All rows of a chunk of products, parents before variants so foreign keys hold statement by statement. */
export function productStatements(plans: ProductPlan[]): SeedStatement[] {
  const media = plans.flatMap((p) => [...new Map(p.variants.map((v) => [v.mediaId, [v.mediaId, 'product', p.type.shape, v.colour.hex, p.name['de-DE']]])).values()])
  const options = plans.flatMap((p) => p.variants.flatMap((v) => [...(v.size ? [[v.id, sizeOptionId(v.size)]] : []), [v.id, colourOptionId(v.colour.key)]]))
  const perLocale = (row: (p: ProductPlan, l: Locale, languageId: string) => SqlValue[][]) =>
    plans.flatMap((p) => LOCALES.flatMap((l) => row(p, l, LANGUAGE_IDS[l])))
  const route = 'frontend.detail.page'
  return [
    ...insert('media', ['id', 'kind', 'shape', 'colour_hex', 'caption'], media),
    ...insert('product', PRODUCT_COLUMNS, plans.map((p) => productRow(p, null))),
    ...insert('product', PRODUCT_COLUMNS, plans.flatMap((p) => p.variants.map((v) => productRow(p, v))), 'product_variant'),
    ...insert('product_translation', ['product_id', 'language_id', 'name', 'description', 'keywords'], perLocale((p, l, lang) => [[p.id, lang, p.name[l], p.description[l], p.type.keywords[l]]])),
    ...insert('product_option', ['product_id', 'option_id'], options),
    ...insert('product_category', ['product_id', 'category_id'], plans.map((p) => [p.id, categoryId(p.type.category)])),
    ...insert('product_listing', ['category_id', 'language_id', 'name_sort', 'product_id', 'price_cents'],
      perLocale((p, l, lang) => listingCategories(p.type.category).map((c) => [c, lang, sortKey(p.name[l]), p.main.id, p.priceCents]))),
    ...insert('seo_url', SEO_COLUMNS, perLocale((p, l, lang) => [[seoUrlId(lang, route, p.main.id), lang, route, p.main.id, `/detail/${p.main.id}`, productSeoPath(p, l), 1]])),
    ...insert('product_search', ['name', 'product_number', 'keywords', 'description', 'product_id', 'language_id'], perLocale((p, l) => [searchRow(p, l)])),
  ]
}

/** @example productSeoPath(planProduct(1), 'de-DE') // 'softshelljacke-nordkap-sw10001' */
export const productSeoPath = (p: ProductPlan, l: Locale) => `${slug(p.name[l])}-${p.number.toLowerCase()}`
