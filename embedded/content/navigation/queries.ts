/** The footer and service navigation: link and folder entries read from D1, nested, with their targets' SEO URLs. */
import type { Database } from '../../platform/database'
import { uuidFor } from '../../../shared/ids'
import { navigationEntryEntity, type NavigationEntryEntity, type NavigationEntryRow } from './entity'
import { seoUrlsByForeignKey, type SeoUrlRow } from '../../catalog/seo/entity'

/** Roots of the two navigations (Shopware's footerCategoryId and serviceCategoryId of the sales channel). */
export const NAVIGATION_ROOT_IDS: Record<string, string> = {
  'footer-navigation': uuidFor('category:footer-navigation'),
  'service-navigation': uuidFor('category:service-navigation'),
}

/** The SEO route of a link's target: the platform's link types, else the route the entry names (lexicon, blog). */
const TARGET_ROUTES: Record<string, string> = {
  category: 'frontend.navigation.page',
  product: 'frontend.detail.page',
  landing_page: 'frontend.landing.page',
}
const targetRoute = (row: NavigationEntryRow) => (row.linkType ? TARGET_ROUTES[row.linkType] : row.seoRoute)

/**
 * The entries of a navigation alias, `depth` levels deep. Links to pages inside the shop carry their
 * target's canonical SEO URLs, so the storefront's path rule (external link, else SEO path) finds them.
 * @example await contentNavigation(db, 'footer-navigation', 2, languageId) // [{ type: 'folder', children: [{ type: 'link', … }] }]
 */
export async function contentNavigation(
  db: Database,
  alias: string,
  depth: number,
  languageId: string,
): Promise<NavigationEntryEntity[]> {
  const rootId = NAVIGATION_ROOT_IDS[alias]
  if (!rootId) return []
  const { results: rows } = await db
    .prepare(
      `SELECT e.id, e.parent_id AS parentId, e.position, e.type, e.link_type AS linkType, e.internal_link AS internalLink,
         e.seo_route AS seoRoute, e.link_new_tab AS linkNewTab, t.name, t.external_link AS externalLink
       FROM navigation_entry e JOIN navigation_entry_translation t ON t.navigation_entry_id = e.id AND t.language_id = ?2
       WHERE e.navigation = ?1 ORDER BY e.position`,
    )
    .bind(alias, languageId)
    .all<NavigationEntryRow>()
  const targets = rows.filter((r) => r.type === 'link' && r.internalLink && !r.externalLink)
  const seo = targets.length
    ? await db
        .prepare(
          `SELECT id, language_id AS languageId, route_name AS routeName, foreign_key AS foreignKey, path_info AS pathInfo,
             seo_path_info AS seoPathInfo, is_canonical AS isCanonical
           FROM seo_url WHERE language_id = ?1 AND foreign_key IN (SELECT value FROM json_each(?2)) AND is_canonical = 1`,
        )
        .bind(languageId, JSON.stringify(targets.map((r) => r.internalLink)))
        .all<SeoUrlRow>()
    : { results: [] }
  const seoByTarget = seoUrlsByForeignKey(seo.results)
  const seoUrlsOf = (row: NavigationEntryRow) =>
    (seoByTarget.get(row.internalLink ?? '') ?? []).filter((u) => u.routeName === targetRoute(row))

  const build = (parentId: string | null, level: number, trail: string[]): NavigationEntryEntity[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((row) => {
        const breadcrumb = [...trail, row.name]
        const entity = navigationEntryEntity(row, parentId ?? rootId, level, breadcrumb, seoUrlsOf(row))
        const children = rows.filter((r) => r.parentId === row.id).length
        entity.childCount = entity.visibleChildCount = children
        if (level - 1 < depth) entity.children = build(row.id, level + 1, breadcrumb)
        return entity
      })
  return build(null, 2, [])
}
