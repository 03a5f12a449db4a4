/** D1 reads for products: rows with texts, variant options, SEO URLs and variant sets, batched per page. */
import type { SeoUrlRow } from '../entities/seo-url'
import { productCategoriesStatement, seoUrlsStatement, type CategoryRow } from './categories'

export interface ProductRow {
  id: string
  parentId: string | null
  mainVariantId: string | null
  productNumber: string
  stock: number
  priceCents: number
  taxRate: number
  manufacturerId: string | null
  manufacturerName: string | null
  manufacturerLink: string | null
  coverId: string | null
  coverKind: string | null
  shippingFree: number
  topseller: number
  releaseDate: string | null
  ratingAverage: number | null
  deliveryDaysMin: number
  deliveryDaysMax: number
  restockDays: number | null
  createdAt: string
  name: string
  description: string
  keywords: string
  categoryId: string | null
  variantCount: number
}

export interface OptionRow {
  productId: string
  id: string
  groupId: string
  position: number
  colourHex: string | null
  name: string
  groupName: string
  groupPosition: number
  displayType: string
}

// Variants read their texts and category through the parent (Shopware's inheritance).
const SELECT = `SELECT p.id, p.parent_id AS parentId, p.main_variant_id AS mainVariantId, p.product_number AS productNumber,
  p.stock, p.price_cents AS priceCents, p.tax_rate AS taxRate, p.manufacturer_id AS manufacturerId,
  m.name AS manufacturerName, m.link AS manufacturerLink, p.cover_id AS coverId, md.kind AS coverKind,
  p.shipping_free AS shippingFree, p.topseller, p.release_date AS releaseDate, p.rating_average AS ratingAverage,
  p.delivery_days_min AS deliveryDaysMin, p.delivery_days_max AS deliveryDaysMax, p.restock_days AS restockDays,
  p.created_at AS createdAt, t.name, t.description, t.keywords,
  (SELECT pc.category_id FROM product_category pc WHERE pc.product_id = COALESCE(p.parent_id, p.id) LIMIT 1) AS categoryId,
  (SELECT count(*) FROM product v WHERE v.parent_id = p.id) AS variantCount
FROM product p
JOIN product_translation t ON t.product_id = COALESCE(p.parent_id, p.id) AND t.language_id = ?1
LEFT JOIN manufacturer m ON m.id = p.manufacturer_id
LEFT JOIN media md ON md.id = p.cover_id`

const OPTIONS = `SELECT po.product_id AS productId, o.id, o.group_id AS groupId, o.position, o.colour_hex AS colourHex,
  ot.name, gt.name AS groupName, g.position AS groupPosition, g.display_type AS displayType
FROM product_option po
JOIN property_option o ON o.id = po.option_id
JOIN property_option_translation ot ON ot.option_id = o.id AND ot.language_id = ?1
JOIN property_group g ON g.id = o.group_id
JOIN property_group_translation gt ON gt.group_id = g.id AND gt.language_id = ?1`

export interface ProductRows {
  products: ProductRow[]
  options: OptionRow[]
  seoUrls: SeoUrlRow[]
  categories: CategoryRow[]
}

/** Products by id with options, canonical detail SEO URLs and categories: one round trip for a whole page. */
export async function productRows(db: D1Database, ids: string[], languageId: string): Promise<ProductRows> {
  if (!ids.length) return { products: [], options: [], seoUrls: [], categories: [] }
  const list = JSON.stringify(ids)
  const [products, options, seoUrls, categories] = await db.batch([
    db.prepare(`${SELECT} WHERE p.id IN (SELECT value FROM json_each(?2))`).bind(languageId, list),
    db.prepare(`${OPTIONS} WHERE po.product_id IN (SELECT value FROM json_each(?2)) ORDER BY g.position, o.position`).bind(languageId, list),
    seoUrlsStatement(db, 'frontend.detail.page', ids, languageId),
    productCategoriesStatement(db, ids, languageId),
  ])
  return {
    products: products.results as unknown as ProductRow[],
    options: options.results as unknown as OptionRow[],
    seoUrls: seoUrls.results as unknown as SeoUrlRow[],
    categories: categories.results as unknown as CategoryRow[],
  }
}

/** The id a product request lands on: a parent answers with its main variant. Null when unknown. */
export async function resolveProductId(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT id, main_variant_id AS mainVariantId FROM product WHERE id = ?')
    .bind(id)
    .first<{ id: string; mainVariantId: string | null }>()
  return row ? (row.mainVariantId ?? row.id) : null
}

/** All variants of a parent with their option ids, for the configurator (which options combine). */
export async function variantOptions(db: D1Database, parentId: string, languageId: string): Promise<OptionRow[]> {
  const { results } = await db
    .prepare(`${OPTIONS} WHERE po.product_id IN (SELECT id FROM product WHERE parent_id = ?2) ORDER BY g.position, o.position`)
    .bind(languageId, parentId)
    .all<OptionRow>()
  return results
}

/** The parent of a variant (a parent or simple product is its own). Null when unknown. */
export async function parentOf(db: D1Database, id: string): Promise<string | null> {
  const row = await db.prepare('SELECT COALESCE(parent_id, id) AS parentId FROM product WHERE id = ?').bind(id).first<{ parentId: string }>()
  return row?.parentId ?? null
}
