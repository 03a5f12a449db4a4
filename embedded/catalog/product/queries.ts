/** D1 reads for products: variant rows with their product's data and texts, SEO URLs, categories, siblings. */
import type { Database } from '../../platform/database'
import type { SeoUrlRow } from '../seo/entity'
import type { Sql } from '../../criteria/types'
import type { CategoryRow } from '../category'
import { loadCatalogMeta, type CatalogMeta } from '../meta'

/**
 * Whether a row is a simple product (Shopware: a product without variants, `parentId` null): its only
 * variant row carries the product's own id.
 */
export const isSimple = (row: { id: string; parentId: string }) => row.id === row.parentId

/** A variant row's option bits as stored (its size, where it has one, and its colour). */
export const optionBitsOf = (v: { size: number | null; colour: number }) =>
  [v.size, v.colour].filter((bit): bit is number => bit !== null)

/** The options a shopper chose this variant by (size, colour): none for a simple product. */
export const chosenOptionBits = (row: { id: string; parentId: string; size: number | null; colour: number }) =>
  isSimple(row) ? [] : optionBitsOf(row)

/** The parent product's id as the Store API names it: null for a simple product, which has none. */
export const presentedParentId = (row: { id: string; parentId: string }) => (isSimple(row) ? null : row.parentId)

/** A variant with everything it inherits from its product (Shopware's inheritance, done in SQL). */
export interface ProductRow {
  vid: number
  id: string
  pid: number
  /** The product's id (the row's own id for a simple product; presentedParentId says what the API shows). */
  parentId: string
  productNumber: string
  position: number
  size: number | null
  colour: number
  stock: number
  restockDays: number | null
  supplierInStock: number
  supplierAvailableFrom: string | null
  catalogProduct: number
  deliverable: number
  mainVid: number
  manufacturer: number
  categoryId: string
  shape: string
  priceCents: number
  /** A reduced product's former price and its lowest price of the 30 days before (migration 0023), or null. */
  listPriceCents: number | null
  regulationPriceCents: number | null
  tiers: string | null
  taxRate: number
  minPurchase: number
  maxPurchase: number | null
  purchaseSteps: number
  unit: string | null
  purchaseUnit: number | null
  referenceUnit: number | null
  packUnit: number
  deliveryMin: number
  deliveryMax: number
  shippingFree: number
  topseller: number
  closeout: number
  releaseDate: string | null
  ratingAverage: number | null
  reviewCount: number
  sales: number
  properties: string
  pictures: number
  createdAt: string
  name: string
  description: string
  keywords: string
  /** 1 when the product has download files (a digital product, migration 0015). */
  download: number
  /** The product's custom fields as JSON (migration 0017), or null. */
  customFields: string | null
}

/**
 * Which variants to read: the main variants of products (listed by ordinal, or the ordinals an SQL
 * statement selects), or what ids name (a product id its main variant).
 */
export type Selector = { pids: number[] } | { sql: Sql } | { ids: string[] } | { anyId: string }

function where(selector: Selector): Sql {
  if ('sql' in selector)
    return {
      text: `v.vid IN (SELECT main_vid FROM product WHERE pid IN (${selector.sql.text}))`,
      params: selector.sql.params,
    }
  if ('pids' in selector)
    return {
      text: 'v.vid IN (SELECT main_vid FROM product WHERE pid IN (SELECT value FROM json_each(?)))',
      params: [JSON.stringify(selector.pids)],
    }
  if ('ids' in selector) {
    const list = JSON.stringify(selector.ids)
    return {
      text: 'v.vid IN (SELECT vid FROM variant WHERE id IN (SELECT value FROM json_each(?)) UNION SELECT main_vid FROM product WHERE id IN (SELECT value FROM json_each(?)))',
      params: [list, list],
    }
  }
  // A product id answers with its main variant, a variant id with itself.
  return {
    text: 'v.vid = coalesce((SELECT main_vid FROM product WHERE id = ?), (SELECT vid FROM variant WHERE id = ?))',
    params: [selector.anyId, selector.anyId],
  }
}

// A simple product's one variant is the product itself (its id and number); a variant's number is the product's and its position.
const SELECT = `SELECT v.vid, v.id, v.pid, p.id AS parentId, CASE WHEN v.id = p.id THEN p.product_number ELSE p.product_number || '.' || v.position END AS productNumber, v.position, v.size, v.colour,
  v.stock, v.restock_days AS restockDays, v.supplier_in_stock AS supplierInStock, v.supplier_available_from AS supplierAvailableFrom,
  v.catalog_product AS catalogProduct, v.deliverable, p.main_vid AS mainVid, p.manufacturer, p.category_id AS categoryId, p.shape,
  p.price_cents AS priceCents, p.list_price_cents AS listPriceCents,
  p.regulation_price_cents AS regulationPriceCents, p.tiers, p.tax_rate AS taxRate, p.min_purchase AS minPurchase, p.max_purchase AS maxPurchase,
  p.purchase_steps AS purchaseSteps, p.unit, p.purchase_unit AS purchaseUnit, p.reference_unit AS referenceUnit, p.pack_unit AS packUnit,
  p.delivery_min AS deliveryMin, p.delivery_max AS deliveryMax, p.shipping_free AS shippingFree, p.topseller, p.closeout,
  p.release_date AS releaseDate, p.rating_average AS ratingAverage, p.review_count AS reviewCount, p.sales, p.properties, p.pictures,
  p.created_at AS createdAt, p.custom_fields AS customFields, t.name, t.description, t.keywords,
  EXISTS (SELECT 1 FROM product_download d WHERE d.pid = p.pid) AS download
FROM variant v JOIN product p ON p.pid = v.pid
JOIN product_translation t ON t.pid = p.pid AND t.language_id = ?`

const CATEGORY = `SELECT c.id, c.parent_id AS parentId, c.path, c.level, c.position, c.active, c.visible, c.media_id AS mediaId,
  t.name, t.description, (SELECT count(*) FROM category ch WHERE ch.parent_id = c.id) AS childCount
FROM category c JOIN category_translation t ON t.category_id = c.id AND t.language_id = ?`

export interface ProductRows {
  products: ProductRow[]
  seoUrls: SeoUrlRow[]
  /** The products' SEO categories with the names of every category on their paths. */
  categories: CategoryRow[]
  categoryNames: Array<{ id: string; name: string }>
  categorySeoUrls: SeoUrlRow[]
  meta: CatalogMeta
  /** Sibling variants (only when asked for): the configurator's input. */
  siblings: Array<{
    vid: number
    id: string
    pid: number
    size: number | null
    colour: number
    stock: number
    deliverable: number
  }>
}

/**
 * Everything product entities need, in one round trip: variant rows, their canonical SEO URLs, SEO
 * categories (with breadcrumb names and SEO URLs) and, with `siblings`, every variant of the same
 * products; option and maker tables come from the catalog metadata.
 */
export function productRowsSql(
  selector: Selector,
  languageId: string,
  { siblings = false, seoCategory = true }: ProductRowsOptions = {},
): Sql[] {
  const w = where(selector)
  const selected = `SELECT v.id FROM variant v WHERE ${w.text}`
  const leafIds = `SELECT p.category_id FROM variant v JOIN product p ON p.pid = v.pid WHERE ${w.text}`
  const seo = (route: string, keys: string) =>
    `SELECT id, language_id AS languageId, route_name AS routeName, foreign_key AS foreignKey, path_info AS pathInfo,
       seo_path_info AS seoPathInfo, is_canonical AS isCanonical
     FROM seo_url WHERE language_id = ? AND route_name = '${route}' AND is_canonical = 1 AND foreign_key IN (${keys})`
  return [
    { text: `${SELECT} WHERE ${w.text}`, params: [languageId, ...w.params] },
    { text: seo('frontend.detail.page', selected), params: [languageId, ...w.params] },
    ...(seoCategory
      ? [
          { text: `${CATEGORY} WHERE c.id IN (${leafIds})`, params: [languageId, ...w.params] },
          {
            // A category's path '|root|parent|' names its ancestors: read as a JSON list, each is a key lookup.
            text: `SELECT category_id AS id, name FROM category_translation WHERE language_id = ? AND category_id IN (
           SELECT c.id FROM category c WHERE c.id IN (${leafIds})
           UNION SELECT json_each.value FROM category c, json_each('["' || replace(trim(c.path, '|'), '|', '","') || '"]') WHERE c.id IN (${leafIds}) AND c.path != '')`,
            params: [languageId, ...w.params, ...w.params],
          },
          { text: seo('frontend.navigation.page', leafIds), params: [languageId, ...w.params] },
        ]
      : []),
    ...(siblings
      ? [
          {
            text: `SELECT vid, id, pid, size, colour, stock, deliverable FROM variant WHERE pid IN (SELECT v.pid FROM variant v WHERE ${w.text}) ORDER BY pid, position`,
            params: w.params,
          },
        ]
      : []),
  ]
}

/** What to read beside the variants: their SEO categories (default) and their sibling variants. */
export interface ProductRowsOptions {
  siblings?: boolean
  seoCategory?: boolean
}

/** productRowsSql's statements, for a batch of the caller's own (productRowsOf reads their results). */
export const productRowsStatements = (
  db: Database,
  selector: Selector,
  languageId: string,
  options: ProductRowsOptions = {},
): D1PreparedStatement[] =>
  productRowsSql(selector, languageId, options).map((s) => db.prepare(s.text).bind(...s.params))

/** The rows of productRowsStatements' results, in their order. */
export function productRowsOf(
  results: D1Result[],
  meta: CatalogMeta,
  { siblings = false, seoCategory = true }: ProductRowsOptions = {},
): ProductRows {
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as unknown as T[]
  const [products, seoUrls, ...rest] = results
  const [categories, categoryNames, categorySeo] = seoCategory ? rest : []
  return {
    products: rows<ProductRow>(products),
    seoUrls: rows<SeoUrlRow>(seoUrls),
    categories: rows<CategoryRow>(categories),
    categoryNames: rows<{ id: string; name: string }>(categoryNames),
    categorySeoUrls: rows<SeoUrlRow>(categorySeo),
    meta,
    siblings: siblings ? rows<ProductRows['siblings'][number]>(rest[seoCategory ? 3 : 0]) : [],
  }
}

export async function productRows(
  db: Database,
  selector: Selector,
  languageId: string,
  options: ProductRowsOptions = {},
): Promise<ProductRows> {
  const [meta, results] = await Promise.all([
    loadCatalogMeta(db, languageId),
    db.batch(productRowsStatements(db, selector, languageId, options)),
  ])
  return productRowsOf(results, meta, options)
}

/**
 * The listed product (pid) of a product or variant id as an SQL expression, so a statement can name the
 * product by the id it was asked with (no round trip for the key first).
 */
/** The listed product (pid) of a product or variant id bound at `param` (`?` twice, or a numbered `?1`). */
export const pidOfIdSql = (param: string): string =>
  `coalesce((SELECT pid FROM product WHERE id = ${param}), (SELECT pid FROM variant WHERE id = ${param}))`

export const pidOfId = (id: string): Sql => ({ text: pidOfIdSql('?'), params: [id, id] })

/** The statement behind productKey, for a batch: one row (pid, mainVid) or none. */
export function productKeyStatement(db: Database, id: string): D1PreparedStatement {
  const pid = pidOfId(id)
  return db.prepare(`SELECT p.pid, p.main_vid AS mainVid FROM product p WHERE p.pid = ${pid.text}`).bind(...pid.params)
}

/** The listed product (pid) a product or variant id belongs to; null when unknown. */
export async function productKey(db: Database, id: string): Promise<{ pid: number; mainVid: number } | null> {
  return productKeyStatement(db, id).first<{ pid: number; mainVid: number }>()
}
