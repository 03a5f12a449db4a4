/**
 * Sitemaps for crawlers (decision 035): /sitemap.xml indexes /sitemap/{locale}/{kind}-{n}.xml; each file
 * lists one locale's pages of one route type with their hreflang alternates, streamed chunk by chunk.
 */
import { Hono, type Context } from 'hono'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/constants'
import { isLocale, localizedPath } from '../../shared/locale'
import { withLeadingSlash } from '../../shared/paths'
import { CacheHour, cacheHeaders, edgeCached } from '../cache'
import { d1SitemapSource } from '@edge-storefront/embedded'
import type { Env } from '../env'
import { createLoadContext } from '../ssr/context'
import { isUpstream } from '../store-api/transport'
import {
  isSitemapKind,
  SITEMAP_KINDS,
  type SitemapEntry,
  type SitemapKind,
  type SitemapSource,
} from '../../shared/sitemap-source'
import { storeApiSitemapSource } from './store-api-source'

export const SITEMAP_INDEX_PATH = '/sitemap.xml'

/** Mounted on the worker: the index and its files, kept at the edge for an hour (worker/cache.ts). */
export const sitemaps = new Hono<{ Bindings: Env }>()
  .get(SITEMAP_INDEX_PATH, async (c) =>
    edgeCached(c.req.raw, c.executionCtx, async () => sitemapIndex(origin(c), await sitemapSource(c))),
  )
  .get('/sitemap/*', async (c) => {
    const file = c.req.path.slice('/sitemap/'.length)
    const response = await edgeCached(c.req.raw, c.executionCtx, async () =>
      sitemapFile(origin(c), file, await sitemapSource(c)),
    )
    return response ?? c.notFound()
  })

const origin = (c: Context) => new URL(c.req.url).origin

/** Embedded mode reads D1 directly (50,000 URLs a file); upstream mode asks the Store API as an anonymous shopper. */
async function sitemapSource(c: Context<{ Bindings: Env }>): Promise<SitemapSource> {
  if (!isUpstream(c.env)) return d1SitemapSource(c.env.DB)
  c.set('locale', DEFAULT_LOCALE)
  return storeApiSitemapSource(await createLoadContext(c))
}

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', ...cacheHeaders(CacheHour) }
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** /sitemap.xml: every file of every locale and route type. */
export async function sitemapIndex(origin: string, source: SitemapSource): Promise<Response> {
  const kinds = Object.keys(SITEMAP_KINDS) as SitemapKind[]
  const counts = await Promise.all(kinds.map((kind) => source.fileCount(kind)))
  const files = LOCALES.flatMap((locale) =>
    kinds.flatMap((kind, k) =>
      Array.from({ length: counts[k]! }, (_, i) => `${origin}/sitemap/${locale}/${kind}-${i + 1}.xml`),
    ),
  )
  const body = files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n')
  return new Response(
    `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>`,
    { headers: XML_HEADERS },
  )
}

/** /sitemap/{locale}/{kind}-{page}.xml streamed, or null when no such file exists. */
export async function sitemapFile(origin: string, file: string, source: SitemapSource): Promise<Response | null> {
  const [, locale, kind, pageText] = /^([a-zA-Z-]+)\/([a-z-]+)-(\d{1,6})\.xml$/.exec(file) ?? []
  const page = Number(pageText)
  if (!isLocale(locale) || !isSitemapKind(kind) || !(page >= 1)) return null
  if (page > (await source.fileCount(kind))) return null
  // The home page belongs to no route type; it opens the first categories file.
  const home = kind === 'categories' && page === 1 ? urlXml(origin, locale, homeEntry) : ''
  const chunks = source.entries(locale, kind, page)[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(XML_DECLARATION + URLSET_OPEN + home))
    },
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) {
        controller.enqueue(encoder.encode('</urlset>\n'))
        controller.close()
        return
      }
      controller.enqueue(encoder.encode(next.value.map((entry) => urlXml(origin, locale, entry)).join('')))
    },
  })
  return new Response(body, { headers: XML_HEADERS })
}

const homeEntry: SitemapEntry = { paths: Object.fromEntries(LOCALES.map((l) => [l, ''])) }

/** One <url>: its address in `locale`, lastmod as a date, and an alternate per locale plus x-default. */
function urlXml(origin: string, locale: Locale, entry: SitemapEntry): string {
  const href = (l: Locale) => escapeXml(origin + localizedPath(l, withLeadingSlash(entry.paths[l] ?? '')))
  const alternate = (hreflang: string, l: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(l)}"/>`
  const alternates = LOCALES.filter((l) => entry.paths[l] !== undefined).map((l) => alternate(l, l))
  if (entry.paths[DEFAULT_LOCALE] !== undefined) alternates.push(alternate('x-default', DEFAULT_LOCALE))
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : ''
  return `<url><loc>${href(locale)}</loc>${lastmod}${alternates.join('')}</url>\n`
}
