/** D1 reads for redirects: outdated SEO paths to their canonical successor, and the manual redirect list. */
import type { SeoUrlRow } from './entity'

/**
 * The canonical SEO URL of the entity an outdated path named, or null. Two point reads: the outdated
 * path's primary key, then the seo_url foreign-key index.
 */
export async function seoRedirectTarget(
  db: D1Database,
  languageId: string,
  seoPathInfo: string,
): Promise<SeoUrlRow | null> {
  return db
    .prepare(
      `SELECT c.id, c.language_id AS languageId, c.route_name AS routeName, c.foreign_key AS foreignKey, c.path_info AS pathInfo,
         c.seo_path_info AS seoPathInfo, c.is_canonical AS isCanonical
       FROM seo_redirect o
       JOIN seo_url c ON c.language_id = o.language_id AND c.foreign_key = o.foreign_key AND c.route_name = o.route_name AND c.is_canonical = 1
       WHERE o.language_id = ?1 AND o.seo_path_info = ?2
       LIMIT 1`,
    )
    .bind(languageId, seoPathInfo)
    .first<SeoUrlRow>()
}

export interface RedirectRow {
  id: string
  sourceUrl: string
  targetUrl: string
  type: number
  status: 'active' | 'inactive'
  priority: number
}

export type RedirectField = 'status' | 'sourceUrl'
const COLUMNS: Record<RedirectField, string> = { status: 'status', sourceUrl: 'source_url' }

/** Redirects matching every condition, highest priority first. */
export async function findRedirects(
  db: D1Database,
  conditions: { field: RedirectField; value: string }[],
): Promise<RedirectRow[]> {
  const where = conditions.map((c, i) => `${COLUMNS[c.field]} = ?${i + 1}`)
  const { results } = await db
    .prepare(
      `SELECT id, source_url AS sourceUrl, target_url AS targetUrl, type, status, priority FROM asx_redirect
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY priority DESC, source_url`,
    )
    .bind(...conditions.map((c) => c.value))
    .all<RedirectRow>()
  return results
}
