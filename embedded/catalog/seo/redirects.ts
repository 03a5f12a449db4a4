/** D1 reads for redirects: outdated SEO paths to their canonical successor, and the manual redirect list. */
import type { Database } from '../../platform/database'
import { compileFilters } from '../../criteria/compile'
import { redirectSchema } from '../../criteria/schemas'
import { type Criteria, sql } from '../../criteria/types'
import type { SeoUrlRow } from './entity'

/**
 * The canonical SEO URL of the entity an outdated path named, or null. Two point reads: the outdated
 * path's primary key, then the seo_url foreign-key index.
 */
export async function seoRedirectTarget(
  db: Database,
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

/** Redirects passing the criteria filters, highest priority first; a page of them when `paged`. */
export async function findRedirects(db: Database, criteria: Criteria, paged: boolean): Promise<RedirectRow[]> {
  const where = compileFilters([...criteria.filter, ...criteria.postFilter], redirectSchema)
  const page = paged ? sql(' LIMIT ? OFFSET ?', criteria.limit, (criteria.page - 1) * criteria.limit) : sql('')
  const { results } = await db
    .prepare(
      `SELECT id, source_url AS sourceUrl, target_url AS targetUrl, type, status, priority FROM asx_redirect
       WHERE ${where.text} ORDER BY priority DESC, source_url${page.text}`,
    )
    .bind(...where.params, ...page.params)
    .all<RedirectRow>()
  return results
}

/** Every path that may redirect: outdated SEO paths (per language) and the sources of active stored redirects. */
export interface RedirectSourceRows {
  /** The catalog version the rows belong to (read in the same batch: a replica's rows carry its version). */
  version: string
  seoPaths: Array<{ languageId: string; seoPathInfo: string }>
  storedSources: string[]
}

/**
 * The rows of `RedirectSourceRows` in one round trip, or null when there are more than `limit` of
 * either kind (an index of them would not be small: the guard then asks per path).
 */
export async function redirectSourceRows(db: Database, limit: number): Promise<RedirectSourceRows | null> {
  const [version, seo, stored] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT version FROM catalog_version WHERE id = 1'),
    db
      .prepare('SELECT language_id AS languageId, seo_path_info AS seoPathInfo FROM seo_redirect LIMIT ?')
      .bind(limit + 1),
    db.prepare("SELECT source_url AS sourceUrl FROM asx_redirect WHERE status = 'active' LIMIT ?").bind(limit + 1),
  ])
  if (seo.results.length > limit || stored.results.length > limit) return null
  return {
    version: String((version.results[0] as { version?: number } | undefined)?.version ?? 0),
    seoPaths: seo.results as Array<{ languageId: string; seoPathInfo: string }>,
    storedSources: (stored.results as Array<{ sourceUrl: string }>).map((r) => r.sourceUrl),
  }
}
