/** Product reads composed from queries and entities: product pages, listed products, variants. */
import type { Database } from '../../platform/database'
import type { AssociationCriteria } from '../../criteria/types'
import { type Includes, includesField } from '../../../shared/store-api/includes'
import { categoryEntity, type CategoryEntity } from '../category/entity'
import { crossSellingEntity, CROSS_SELLINGS, type CrossSellingKind } from './cross-selling'
import { configurator, productEntity, type ProductEntity } from './entity'
import { reviewEntity, type ReviewRow } from '../reviews/entity'
import { seoUrlsByForeignKey } from '../seo/entity'
import { ancestry } from '../category'
import { loadCatalogMeta } from '../meta'
import { optionBitsOf, productKey, productRows, type ProductRows, type Selector } from './queries'
import { latestReviewsStatement } from '../reviews'
import { type ProductDownloadRow, productDownloadEntity, productDownloadsStatement } from './downloads'

/** What product entities include beyond a listing's defaults, from criteria associations (a product page has all). */
export interface ProductExtras {
  gallery?: boolean
  properties?: boolean
  reviews?: number
  crossSellings?: boolean
  /** The download files of digital products (the `downloads` association). */
  downloads?: boolean
  /**
   * The SEO category with its breadcrumb names and link (three statements of the read); false when the
   * request's includes cut it, as a listing of cards does.
   */
  seoCategory?: boolean
}

/**
 * The associations a product request asks for that change what is loaded (others are ignored), and what
 * its includes cut before it is read.
 */
export function productExtras(
  associations: Record<string, AssociationCriteria>,
  gallery = false,
  includes?: Includes,
): ProductExtras {
  return {
    seoCategory: includesField(includes, 'product', 'seoCategory'),
    gallery: gallery || 'media' in associations,
    properties: gallery || 'properties' in associations,
    reviews: 'productReviews' in associations ? Math.min(associations.productReviews.limit ?? 10, 100) : undefined,
    crossSellings: 'crossSellings' in associations,
    downloads: 'downloads' in associations,
  }
}

function seoCategories(rows: ProductRows): Map<string, CategoryEntity> {
  const names = new Map(rows.categoryNames.map((r) => [r.id, r.name]))
  const seo = seoUrlsByForeignKey(rows.categorySeoUrls)
  // A product's SEO category names and links it; its picture is not part of that (Shopware loads none).
  return new Map(
    rows.categories.map((row) => [
      row.id,
      categoryEntity(
        row,
        ancestry(row).map((id) => names.get(id) ?? ''),
        seo.get(row.id) ?? [],
        [],
        false,
      ),
    ]),
  )
}

/** Product entities for rows already read, keyed by variant id. */
async function productEntities(
  db: Database,
  rows: ProductRows,
  languageId: string,
  extras: ProductExtras,
): Promise<Map<string, ProductEntity>> {
  const seo = seoUrlsByForeignKey(rows.seoUrls)
  const categories = seoCategories(rows)
  const pids = [...new Set(rows.products.map((p) => p.pid))]
  const reviews = new Map<number, ReturnType<typeof reviewEntity>[]>()
  if (extras.reviews && pids.length) {
    const { results } = await latestReviewsStatement(db, pids, extras.reviews).all<ReviewRow>()
    for (const r of results) reviews.set(r.pid, [...(reviews.get(r.pid) ?? []), reviewEntity(r)])
  }
  const downloads = new Map<number, ProductDownloadRow[]>()
  if (extras.downloads && pids.length) {
    const { results } = await productDownloadsStatement(db, pids).all<ProductDownloadRow>()
    for (const d of results) downloads.set(d.pid, [...(downloads.get(d.pid) ?? []), d])
  }
  const kinds = Object.keys(CROSS_SELLINGS) as CrossSellingKind[]
  return new Map(
    rows.products.map((row) => [
      row.id,
      productEntity(row, {
        meta: rows.meta,
        seoUrls: seo.get(row.id) ?? [],
        seoCategory: categories.get(row.categoryId) ?? null,
        languageId,
        gallery: extras.gallery,
        properties: extras.properties,
        productReviews: extras.reviews ? (reviews.get(row.pid) ?? []) : undefined,
        crossSellings: extras.crossSellings ? kinds.map((k) => crossSellingEntity(row.pid, k, languageId)) : undefined,
        downloads: extras.downloads
          ? (downloads.get(row.pid) ?? []).map((d) => productDownloadEntity(d, row.parentId, row.createdAt))
          : undefined,
      }),
    ]),
  )
}

/** Products by product or variant id, in the order asked for (a product id answers with its main variant); unknown ids are left out. */
export async function loadProducts(
  db: Database,
  ids: string[],
  languageId: string,
  extras: ProductExtras = {},
): Promise<ProductEntity[]> {
  if (!ids.length) return []
  const rows = await productRows(db, { ids }, languageId, { seoCategory: extras.seoCategory })
  const byId = await productEntities(db, rows, languageId, extras)
  const mainOf = new Map(rows.products.filter((r) => r.vid === r.mainVid).map((r) => [r.parentId, byId.get(r.id)!]))
  return ids.flatMap((id) => byId.get(id) ?? mainOf.get(id) ?? [])
}

/** Listed products (main variants) keyed by product ordinal. */
export async function listedByPid(
  db: Database,
  pids: number[],
  languageId: string,
  extras: ProductExtras = {},
): Promise<Map<number, ProductEntity>> {
  if (!pids.length) return new Map()
  const rows = await productRows(db, { pids }, languageId, { seoCategory: extras.seoCategory })
  return entitiesByPid(db, rows, languageId, extras)
}

/** Product entities of listed rows already read (main variants), keyed by product ordinal. */
export async function entitiesByPid(
  db: Database,
  rows: ProductRows,
  languageId: string,
  extras: ProductExtras = {},
): Promise<Map<number, ProductEntity>> {
  const byId = await productEntities(db, rows, languageId, extras)
  return new Map(rows.products.map((r) => [r.pid, byId.get(r.id)!]))
}

/** Listed products (main variants) by product ordinal, in the order given. */
export async function loadListed(
  db: Database,
  pids: number[],
  languageId: string,
  extras: ProductExtras = {},
): Promise<ProductEntity[]> {
  const byPid = await listedByPid(db, pids, languageId, extras)
  return pids.flatMap((pid) => byPid.get(pid) ?? [])
}

/** The product page: a product id answers with its main variant; null when the id is unknown. */
export async function loadProductDetail(db: Database, id: string, languageId: string, extras: ProductExtras = {}) {
  const rows = await productRows(db, { anyId: id } satisfies Selector, languageId, {
    siblings: true,
    seoCategory: extras.seoCategory,
  })
  const row = rows.products[0]
  if (!row) return null
  const products = await productEntities(db, rows, languageId, { ...extras, gallery: true })
  return { product: products.get(row.id)!, configurator: configurator(rows.siblings, row, rows.meta) }
}

/**
 * Shopware's find-variant: the variant carrying all `optionIds`; failing that, the one with the
 * switched group's option that keeps most of the others. Null when the product or a match is missing.
 */
export async function findVariant(
  db: Database,
  productId: string,
  optionIds: string[],
  switchedGroup?: string,
  languageId = '',
) {
  const key = await productKey(db, productId)
  if (!key) return null
  const [meta, { results: variants }] = await Promise.all([
    loadCatalogMeta(db, languageId),
    db
      .prepare('SELECT id, size, colour FROM variant WHERE pid = ? ORDER BY position')
      .bind(key.pid)
      .all<{ id: string; size: number | null; colour: number }>(),
  ])
  const idsOf = (v: { size: number | null; colour: number }) =>
    optionBitsOf(v).map((bit) => meta.options.get(bit)?.id ?? '')
  const matches = (ids: string[]) => optionIds.filter((id) => ids.includes(id)).length
  const switched = optionIds.find((id) => meta.optionsById.get(id)?.groupId === switchedGroup)
  const candidates = variants
    .map((v) => ({ id: v.id, options: idsOf(v) }))
    .filter((v) => matches(v.options) === optionIds.length || (switched && v.options.includes(switched)))
  const [best] = candidates.sort((a, b) => matches(b.options) - matches(a.options))
  return best ? { variantId: best.id, options: best.options } : null
}
