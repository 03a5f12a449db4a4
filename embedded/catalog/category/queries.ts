/** D1 reads for categories: single lookups, the navigation subtree, breadcrumb names. */
import type { Database } from '../../platform/database'
import type { SeoUrlRow } from '../seo/entity'

export interface CategoryRow {
  id: string
  parentId: string | null
  path: string
  level: number
  position: number
  active: number
  visible: number
  mediaId: string | null
  /** The category's own layout, when it has one. */
  cmsPageId: string | null
  name: string
  description: string | null
  childCount: number
}

const SELECT = `SELECT c.id, c.parent_id AS parentId, c.path, c.level, c.position, c.active, c.visible, c.media_id AS mediaId,
  c.cms_page_id AS cmsPageId,
  t.name, t.description, (SELECT count(*) FROM category ch WHERE ch.parent_id = c.id) AS childCount
FROM category c JOIN category_translation t ON t.category_id = c.id AND t.language_id = ?1`

export async function findCategory(db: Database, id: string, languageId: string): Promise<CategoryRow | null> {
  return db.prepare(`${SELECT} WHERE c.id = ?2`).bind(languageId, id).first<CategoryRow>()
}

/** The categories below `rootId`, at most `depth` levels deep, parents before children. */
export function subtreeStatement(db: Database, rootId: string, depth: number, languageId: string): D1PreparedStatement {
  return db
    .prepare(
      `WITH RECURSIVE tree(id, depth) AS (
         SELECT id, 1 FROM category WHERE parent_id = ?2 AND active = 1 AND visible = 1
         UNION ALL
         SELECT ch.id, tree.depth + 1 FROM category ch JOIN tree ON ch.parent_id = tree.id
         WHERE tree.depth < ?3 AND ch.active = 1 AND ch.visible = 1
       )
       ${SELECT} JOIN tree ON tree.id = c.id ORDER BY c.level, c.position`,
    )
    .bind(languageId, rootId, depth)
}

/** Names of the given categories (breadcrumbs), by id. */
export function namesStatement(db: Database, ids: string[], languageId: string): D1PreparedStatement {
  return db
    .prepare(
      'SELECT category_id AS id, name FROM category_translation WHERE language_id = ?1 AND category_id IN (SELECT value FROM json_each(?2))',
    )
    .bind(languageId, JSON.stringify(ids))
}

/** Canonical SEO URLs of one route for many entities, in one language. */
export function seoUrlsStatement(
  db: Database,
  routeName: string,
  foreignKeys: string[],
  languageId: string,
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT id, language_id AS languageId, route_name AS routeName, foreign_key AS foreignKey, path_info AS pathInfo,
         seo_path_info AS seoPathInfo, is_canonical AS isCanonical
       FROM seo_url WHERE language_id = ?1 AND foreign_key IN (SELECT value FROM json_each(?2)) AND route_name = ?3 AND is_canonical = 1`,
    )
    .bind(languageId, JSON.stringify(foreignKeys), routeName)
}

export type { SeoUrlRow }

/** Ids on a category's path, root first, ending with the category itself. */
export const ancestry = (row: Pick<CategoryRow, 'id' | 'path'>): string[] => [
  ...row.path.split('|').filter(Boolean),
  row.id,
]
