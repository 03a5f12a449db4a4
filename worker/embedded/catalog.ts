/** Catalog reads composed from queries and entities: product pages, product lists, category trees. */
import { categoryEntity, type CategoryEntity } from './entities/category'
import { configurator, productEntity, type ProductEntity } from './entities/product'
import { seoUrlsByForeignKey } from './entities/seo-url'
import { ancestry, namesStatement, seoUrlsStatement, subtreeStatement, type CategoryRow, type SeoUrlRow } from './queries/categories'
import { parentOf, productRows, resolveProductId, variantOptions, type OptionRow, type ProductRows } from './queries/products'

/** Category entities with breadcrumbs and SEO URLs for rows already read, keyed by id: one round trip. */
async function categoryEntities(db: D1Database, rows: CategoryRow[], languageId: string): Promise<Map<string, CategoryEntity>> {
  if (!rows.length) return new Map()
  const [names, seo] = await db.batch([
    namesStatement(db, [...new Set(rows.flatMap(ancestry))], languageId),
    seoUrlsStatement(db, 'frontend.navigation.page', rows.map((r) => r.id), languageId),
  ])
  const nameOf = new Map((names.results as { id: string; name: string }[]).map((r) => [r.id, r.name]))
  const seoUrls = seoUrlsByForeignKey(seo.results as unknown as SeoUrlRow[])
  return new Map(rows.map((row) => [row.id, categoryEntity(row, ancestry(row).map((id) => nameOf.get(id) ?? ''), seoUrls.get(row.id) ?? [])]))
}

/** Product entities for rows already read, keyed by id. */
async function productEntities(db: D1Database, rows: ProductRows, languageId: string): Promise<Map<string, ProductEntity>> {
  const options = new Map<string, OptionRow[]>()
  for (const o of rows.options) options.set(o.productId, [...(options.get(o.productId) ?? []), o])
  const seo = seoUrlsByForeignKey(rows.seoUrls)
  const categories = await categoryEntities(db, rows.categories, languageId)
  return new Map(
    rows.products.map((p) => [p.id, productEntity(p, options.get(p.id) ?? [], seo.get(p.id) ?? [], (p.categoryId && categories.get(p.categoryId)) || null, languageId)]),
  )
}

/** Products by id, in the order asked for; unknown ids are left out. */
export async function loadProducts(db: D1Database, ids: string[], languageId: string): Promise<ProductEntity[]> {
  const byId = await productEntities(db, await productRows(db, ids, languageId), languageId)
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The product page: a parent id answers with its main variant; null when the id is unknown. */
export async function loadProductDetail(db: D1Database, id: string, languageId: string) {
  const resolved = await resolveProductId(db, id)
  const rows = resolved ? await productRows(db, [resolved], languageId) : null
  const row = rows?.products[0]
  if (!rows || !row) return null
  const [variants, products] = await Promise.all([
    row.parentId ? variantOptions(db, row.parentId, languageId) : Promise.resolve([] as OptionRow[]),
    productEntities(db, rows, languageId),
  ])
  return { product: products.get(row.id)!, configurator: configurator(variants, rows.options) }
}

/**
 * The navigation tree below `root`, `depth` levels deep, as nested category entities with
 * breadcrumbs and SEO URLs.
 */
export async function loadNavigation(db: D1Database, root: CategoryRow, depth: number, languageId: string): Promise<CategoryEntity[]> {
  const [tree, rootNames] = await db.batch([subtreeStatement(db, root.id, depth, languageId), namesStatement(db, ancestry(root), languageId)])
  const rows = tree.results as unknown as CategoryRow[]
  const seo = rows.length ? await seoUrlsStatement(db, 'frontend.navigation.page', rows.map((r) => r.id), languageId).all<SeoUrlRow>() : { results: [] }
  const seoByCategory = seoUrlsByForeignKey(seo.results)
  const names = new Map((rootNames.results as { id: string; name: string }[]).map((r) => [r.id, r.name]))
  for (const r of rows) names.set(r.id, r.name)
  const entities = new Map<string, CategoryEntity>()
  const top: CategoryEntity[] = []
  for (const row of rows) {
    const entity = categoryEntity(row, ancestry(row).map((a) => names.get(a) ?? ''), seoByCategory.get(row.id) ?? [])
    entities.set(row.id, entity)
    const parent = row.parentId ? entities.get(row.parentId) : undefined
    if (row.parentId === root.id || !parent) top.push(entity)
    else parent.children.push(entity)
  }
  return top
}

/**
 * Shopware's find-variant: the variant carrying all `optionIds`; failing that, the one with the
 * switched group's option that keeps most of the others. Null when the product or a match is missing.
 */
export async function findVariant(db: D1Database, productId: string, optionIds: string[], switchedGroup?: string, languageId = '') {
  const parentId = await parentOf(db, productId)
  if (!parentId) return null
  const rows = await variantOptions(db, parentId, languageId)
  const variants = new Map<string, OptionRow[]>()
  for (const row of rows) variants.set(row.productId, [...(variants.get(row.productId) ?? []), row])
  const matches = (options: OptionRow[]) => optionIds.filter((id) => options.some((o) => o.id === id)).length
  const switched = rows.find((r) => r.groupId === switchedGroup && optionIds.includes(r.id))?.id
  const candidates = [...variants].filter(([, options]) => matches(options) === optionIds.length || (switched && options.some((o) => o.id === switched)))
  const [best] = candidates.sort((a, b) => matches(b[1]) - matches(a[1]))
  return best ? { variantId: best[0], options: best[1].map((o) => o.id) } : null
}
