/** The category tree the navigation route answers: categories below a root, with breadcrumbs and SEO URLs. */
import type { Database } from '../../platform/database'
import { categoryEntity, type CategoryEntity } from '../category/entity'
import {
  ancestry,
  namesStatement,
  seoUrlsStatement,
  subtreeStatement,
  type CategoryRow,
  type SeoUrlRow,
} from '../category'
import { seoUrlsByForeignKey } from '../seo/entity'

/**
 * The navigation tree below `root`, `depth` levels deep, as nested category entities with
 * breadcrumbs and SEO URLs.
 */
export async function loadNavigation(
  db: Database,
  root: CategoryRow,
  depth: number,
  languageId: string,
): Promise<CategoryEntity[]> {
  const [tree, rootNames] = await db.batch([
    subtreeStatement(db, root.id, depth, languageId),
    namesStatement(db, ancestry(root), languageId),
  ])
  const rows = tree.results as unknown as CategoryRow[]
  const seo = rows.length
    ? await seoUrlsStatement(
        db,
        'frontend.navigation.page',
        rows.map((r) => r.id),
        languageId,
      ).all<SeoUrlRow>()
    : { results: [] }
  const seoByCategory = seoUrlsByForeignKey(seo.results)
  const names = new Map((rootNames.results as { id: string; name: string }[]).map((r) => [r.id, r.name]))
  for (const r of rows) names.set(r.id, r.name)
  const entities = new Map<string, CategoryEntity>()
  const top: CategoryEntity[] = []
  for (const row of rows) {
    const entity = categoryEntity(
      row,
      ancestry(row).map((a) => names.get(a) ?? ''),
      seoByCategory.get(row.id) ?? [],
    )
    entities.set(row.id, entity)
    const parent = row.parentId ? entities.get(row.parentId) : undefined
    if (row.parentId === root.id || !parent) top.push(entity)
    else parent.children.push(entity)
  }
  return top
}
