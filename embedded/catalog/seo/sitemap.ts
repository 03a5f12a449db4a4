/**
 * Sitemap entries read straight from D1 (embedded mode): product files are pid ranges walked in chunks
 * through the primary key, so file 6 of 300,000 products costs what file 1 costs and adding a product
 * never moves another between files; the other kinds are small and page through the route index.
 */
import type { Database } from '../../platform/database'
import { LANGUAGE_IDS, LOCALES, type Locale } from '../../../shared/constants'
import { DETAIL_ROUTE } from '../../../shared/store-api/seo'
import {
  PROTOCOL_URLS_PER_FILE,
  SITEMAP_KINDS,
  type SitemapEntry,
  type SitemapSource,
} from '../../../shared/sitemap-source'

/** Rows per D1 read while a file streams. */
const CHUNK = 2_000

type Row = Record<string, string | null>

/**
 * One LEFT JOIN per locale finding the canonical path of an entity there (SQL expressions for its key and
 * route name; each join binds its language id): columns l0, l1 … in LOCALES order.
 */
const localeJoins = (foreignKey: string, routeName: string) =>
  LOCALES.map(
    (_, i) =>
      `LEFT JOIN seo_url s${i} ON s${i}.language_id = ? AND s${i}.foreign_key = ${foreignKey} AND s${i}.route_name = ${routeName} AND s${i}.is_canonical = 1`,
  ).join('\n')
const languageIds = () => LOCALES.map((l) => LANGUAGE_IDS[l])
const pathColumns = LOCALES.map((_, i) => `s${i}.seo_path_info AS l${i}`).join(', ')

/** A row's paths by locale; the entry is kept only when `locale` has one (the file lists that locale's pages). */
function toEntry(row: Row, locale: Locale): SitemapEntry | null {
  if (!row[`l${LOCALES.indexOf(locale)}`]) return null
  const paths: SitemapEntry['paths'] = {}
  LOCALES.forEach((l, i) => {
    const path = row[`l${i}`]
    if (path) paths[l] = path
  })
  return row.lastmod ? { paths, lastmod: row.lastmod } : { paths }
}

/** Products with pid in (from, to]: their canonical path in every locale and their creation time. */
async function productRows(db: Database, from: number, to: number): Promise<Row[]> {
  // Product SEO URLs name the main variant (as Shopware's name the listed product).
  const { results } = await db
    .prepare(
      `SELECT p.created_at AS lastmod, ${pathColumns} FROM product p JOIN variant v ON v.vid = p.main_vid
      ${localeJoins('v.id', `'${DETAIL_ROUTE}'`)} WHERE p.pid > ? AND p.pid <= ? ORDER BY p.pid`,
    )
    .bind(...languageIds(), from, to)
    .all<Row>()
  return results
}

/** `limit` canonical SEO URLs of `routes` in `locale` from `offset` (path order), with the other locales' paths. */
async function routeRows(
  db: Database,
  locale: Locale,
  routes: readonly string[],
  offset: number,
  limit: number,
): Promise<Row[]> {
  const { results } = await db
    .prepare(
      `SELECT ${pathColumns} FROM (SELECT foreign_key, route_name, seo_path_info FROM seo_url
        WHERE language_id = ? AND route_name IN (SELECT value FROM json_each(?)) AND is_canonical = 1
        ORDER BY seo_path_info LIMIT ? OFFSET ?) a
      ${localeJoins('a.foreign_key', 'a.route_name')} ORDER BY a.seo_path_info`,
    )
    .bind(LANGUAGE_IDS[locale], JSON.stringify(routes), limit, offset, ...languageIds())
    .all<Row>()
  return results
}

/** The embedded catalog's sitemap source; `urlsPerFile` is lowered only by tests proving the paging. */
export function d1SitemapSource(db: Database, urlsPerFile = PROTOCOL_URLS_PER_FILE): SitemapSource {
  const files = (count: number) => Math.max(1, Math.ceil(count / urlsPerFile))
  return {
    async fileCount(kind) {
      if (kind === 'products') {
        const row = await db.prepare('SELECT max(pid) AS n FROM product').first<{ n: number | null }>()
        return files(row?.n ?? 0)
      }
      const row = await db
        .prepare(
          `SELECT max(n) AS n FROM (SELECT count(*) AS n FROM seo_url
            WHERE route_name IN (SELECT value FROM json_each(?)) AND is_canonical = 1 GROUP BY language_id)`,
        )
        .bind(JSON.stringify(SITEMAP_KINDS[kind]))
        .first<{ n: number | null }>()
      return files(row?.n ?? 0)
    },
    async *entries(locale, kind, page) {
      const first = (page - 1) * urlsPerFile
      for (let done = 0; done < urlsPerFile; done += CHUNK) {
        const size = Math.min(CHUNK, urlsPerFile - done)
        const rows =
          kind === 'products'
            ? await productRows(db, first + done, first + done + size)
            : await routeRows(db, locale, SITEMAP_KINDS[kind], first + done, size)
        yield rows.flatMap((row) => toEntry(row, locale) ?? [])
        if (kind !== 'products' && rows.length < size) return
      }
    },
  }
}
