/** The rows a batch of planned products becomes: products, texts, variants, listing rows, reviews, SEO URLs, search. */
import { LANGUAGE_IDS, LOCALES, STANDARD_TAX_RATE, type Locale } from '../../../shared/constants'
import { CATEGORIES } from './data'
import { optionBit } from './depth'
import { categoryId, seoUrlId } from '../keys'
import { isSimplePlan, productSeoPath, seedDay, type ProductPlan, type VariantPlan } from './products'
import { bulkInsert, type SeedStatement, type SqlValue } from '../sql'
import { SEARCH_TABLES, searchRowid } from '../../catalog/listing/queries'
import type { SearchIndexer } from './search'
import { OUTLET_FIELD } from '../../catalog/product/custom-fields'
import { SEO_COLUMNS, categoryOrdinal, manufacturerOrdinal } from './static'

/** Variants of product n have vids n·32 + v (a product has at most 18), so no counter spans batches. */
export const variantKey = (n: number, v: number) => n * 32 + v

/** Listing flags (migration 0002): shipping-free, deliverable now, topseller, available (can be bought). */
export const FLAG = { shippingFree: 1, deliverableNow: 2, topseller: 4, available: 8 } as const

/** Name ranks per locale: the position of product n's name in alphabetical order (index n - 1). */
export type NameRanks = Record<Locale, Int32Array>

export interface RowOptions {
  ranks: NameRanks
  /** The seed's clock: release dates after it are upcoming. */
  now: number
  /** Upper bound for one statement's bound JSON. */
  maxBytes: number
  /** Analyses each product's texts for search and keeps the vocabulary. */
  search: SearchIndexer
}

const PRODUCT_COLUMNS = [
  'pid',
  'id',
  'product_number',
  'main_vid',
  'manufacturer',
  'category_id',
  'shape',
  'price_cents',
  'list_price_cents',
  'regulation_price_cents',
  'tiers',
  'tax_rate',
  'min_purchase',
  'max_purchase',
  'purchase_steps',
  'unit',
  'purchase_unit',
  'reference_unit',
  'pack_unit',
  'delivery_min',
  'delivery_max',
  'shipping_free',
  'topseller',
  'closeout',
  'release_date',
  'rating_average',
  'review_count',
  'sales',
  'properties',
  'pictures',
  'created_at',
  'custom_fields',
]
const VARIANT_COLUMNS = [
  'vid',
  'id',
  'pid',
  'position',
  'size',
  'colour',
  'stock',
  'restock_days',
  'supplier_in_stock',
  'supplier_available_from',
  'catalog_product',
  'deliverable',
]
const LISTING_COLUMNS = [
  'category',
  'pid',
  'manufacturer',
  'options',
  'price',
  'rating',
  'sales',
  'flags',
  'name_rank_de',
  'name_rank_en',
]
const REVIEW_COLUMNS = ['pid', 'seq', 'id', 'language_id', 'points', 'title', 'content', 'author', 'created_at']

const flag = (on: boolean) => (on ? 1 : 0)

function productRow(p: ProductPlan, now: number): SqlValue[] {
  const unit = p.profile.unit
  // An announced product was created before its release; others on their release day.
  const created =
    Date.parse(p.releaseDate) <= now ? p.releaseDate : new Date(seedDay(now) - 30 * 86_400_000).toISOString()
  return [
    p.n,
    p.id,
    p.number,
    variantKey(p.n, p.main.v),
    manufacturerOrdinal(p.manufacturer.key),
    categoryId(p.type.category),
    p.type.shape,
    p.priceCents,
    p.former?.listCents ?? null,
    p.former?.lowestCents ?? null,
    p.tiers.length ? JSON.stringify(p.tiers) : null,
    STANDARD_TAX_RATE,
    p.minPurchase,
    p.maxPurchase,
    p.purchaseSteps,
    unit?.unit ?? null,
    unit?.purchaseUnit ?? null,
    unit ? 1 : null,
    flag(!!unit?.pack),
    p.deliveryDays[0],
    p.deliveryDays[1],
    flag(p.shippingFree),
    flag(p.topseller),
    flag(p.closeout),
    p.releaseDate,
    p.rating,
    p.reviews.length,
    p.sales,
    JSON.stringify(p.properties),
    p.pictures,
    created,
    p.outlet ? JSON.stringify({ [OUTLET_FIELD]: true }) : null,
  ]
}

const variantRow = (p: ProductPlan, v: VariantPlan): SqlValue[] => [
  variantKey(p.n, v.v),
  v.id,
  p.n,
  v.v,
  v.size ? optionBit('size', v.size) : null,
  optionBit('colour', v.colour.key),
  v.stock,
  v.restockDays,
  flag(v.supplierInStock),
  v.supplierAvailableFrom,
  flag(v.catalogProduct),
  flag(v.deliverable),
]

/**
 * Every option bit the product carries (its variants' sizes and colours, its properties) as one integer
 * below 2^53. A simple product's picture colour is no option a shopper filters by.
 */
export function optionSet(p: ProductPlan): number {
  const bits = new Set(p.properties)
  for (const v of isSimplePlan(p) ? [] : p.variants) {
    bits.add(optionBit('colour', v.colour.key))
    if (v.size) bits.add(optionBit('size', v.size))
  }
  return [...bits].reduce((sum, bit) => sum + 2 ** bit, 0)
}

/** What a shopper gets at once: the main variant is in stock, deliverable and released. */
export const deliverableNow = (p: ProductPlan, now: number) =>
  p.main.stock > 0 && p.main.deliverable && Date.parse(p.releaseDate) <= now

/** The categories a product is listed in: its own and every ancestor up to the root. */
export function listingCategories(key: string): string[] {
  const def = CATEGORIES.find((c) => c.key === key)!
  return [key, ...(def.parent ? [def.parent] : []), 'root']
}

function listingRows(p: ProductPlan, opts: RowOptions): SqlValue[][] {
  const cheapest = Math.min(p.priceCents, ...p.tiers.map(([, cents]) => cents))
  const available = p.main.deliverable && (!p.closeout || p.main.stock >= p.minPurchase)
  const flags =
    flag(p.shippingFree) * FLAG.shippingFree +
    flag(deliverableNow(p, opts.now)) * FLAG.deliverableNow +
    flag(p.topseller) * FLAG.topseller +
    flag(available) * FLAG.available
  const rating = p.rating === null ? null : Math.round(p.rating * 10)
  const options = optionSet(p)
  return listingCategories(p.type.category).map((key) => [
    categoryOrdinal(key),
    p.n,
    manufacturerOrdinal(p.manufacturer.key),
    options,
    cheapest,
    rating,
    p.sales,
    flags,
    opts.ranks['de-DE'][p.n - 1],
    opts.ranks['en-GB'][p.n - 1],
  ])
}

/** Search keywords: the type's generic nouns, its colours, its categories and its maker. */
function keywords(p: ProductPlan, l: Locale): string {
  const def = CATEGORIES.find((c) => c.key === p.type.category)!
  const parent = def.parent ? CATEGORIES.find((c) => c.key === def.parent)!.name[l] : ''
  const colours = isSimplePlan(p) ? '' : [...new Set(p.variants.map((v) => v.colour.name[l]))].join(' ')
  return [p.type.keywords[l], colours, def.name[l], parent, p.manufacturer.name].filter(Boolean).join(' ')
}

/** The label of the statements that write the full-text index. */
export const SEARCH_INDEX_LABEL = 'product_search'

/** Search rows for one language, built from the rows just written, in their band (searchRowid). */
function searchStatement(l: Locale, from: number, to: number): SeedStatement {
  return {
    label: SEARCH_INDEX_LABEL,
    rows: 0,
    sql: `INSERT INTO ${SEARCH_TABLES[l]} (rowid, name, product_number, keywords, description, stems, parts)
      SELECT ${searchRowid('l.flags', 'p.pid')}, t.name, p.product_number, t.keywords, t.description, t.search_stems, t.search_parts
      FROM product p JOIN product_translation t ON t.pid = p.pid AND t.language_id = ?1
      JOIN listing l ON l.category = 0 AND l.pid = p.pid
      WHERE p.pid BETWEEN ?2 AND ?3`,
    params: [LANGUAGE_IDS[l], from, to],
  }
}

/** All rows of a batch of products (consecutive numbers), parents before the rows that point at them. */
export function productStatements(plans: ProductPlan[], opts: RowOptions): SeedStatement[] {
  const perLocale = <T>(f: (p: ProductPlan, l: Locale, languageId: string) => T[]) =>
    plans.flatMap((p) => LOCALES.flatMap((l) => f(p, l, LANGUAGE_IDS[l])))
  const route = 'frontend.detail.page'
  const bulk = (table: string, columns: string[], rows: SqlValue[][], label = table) =>
    bulkInsert(table, columns, rows, label, opts.maxBytes)
  const statements = [
    ...bulk(
      'product',
      PRODUCT_COLUMNS,
      plans.map((p) => productRow(p, opts.now)),
    ),
    ...bulk(
      'product_translation',
      ['pid', 'language_id', 'name', 'description', 'keywords', 'search_stems', 'search_parts'],
      perLocale((p, l, lang) => {
        const words = keywords(p, l)
        const { stems, parts } = opts.search.analyse(p.name[l], words, l)
        return [[p.n, lang, p.name[l], p.description[l], words, stems, parts]]
      }),
    ),
    ...bulk(
      'variant',
      VARIANT_COLUMNS,
      plans.flatMap((p) => p.variants.map((v) => variantRow(p, v))),
      'product_variant',
    ),
    ...bulk(
      'listing',
      LISTING_COLUMNS,
      plans.flatMap((p) => listingRows(p, opts)),
    ),
    ...bulk(
      'product_review',
      REVIEW_COLUMNS,
      plans.flatMap((p) =>
        p.reviews.map((r) => [
          p.n,
          r.seq,
          r.id,
          LANGUAGE_IDS[r.locale],
          r.points,
          r.title,
          r.content,
          r.author,
          r.createdAt,
        ]),
      ),
    ),
    ...bulk(
      'seo_url',
      SEO_COLUMNS,
      perLocale((p, l, lang) => [
        [seoUrlId(lang, route, p.main.id), lang, route, p.main.id, `/detail/${p.main.id}`, productSeoPath(p, l), 1],
      ]),
    ),
  ]
  if (!plans.length) return statements
  const [from, to] = [plans[0].n, plans[plans.length - 1].n]
  return [...statements, ...LOCALES.map((l) => ({ ...searchStatement(l, from, to), rows: plans.length }))]
}
