/**
 * The legal pages in upstream mode (decision 062). Their paths are fixed (shared/legal.ts) and every page,
 * form and mail links to them. The embedded shop seeds landing pages at those paths; a real Shopware names
 * its legal pages in its basic information (`core.basicInformation.tosPage` …: CMS page ids), which the
 * Store API does not expose. The operator names them once more in `LEGAL_CMS_PAGES`, and the fixed paths
 * load those CMS pages (`POST /cms/{id}`) and render them as landing pages. A page the setting does not
 * name resolves as any other path (the shop's own SEO URL there, or the 404 page).
 */
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router'
import { LOCALES, type Locale } from '../../shared/constants'
import { LEGAL_PATHS, type LegalPage, legalPath } from '../../shared/legal'
import { splitLocalePath } from '../../shared/locale'
import { StoreApiError } from '../../shared/store-api/client'
import type { CmsPage, LandingPage } from '../../shared/store-api/content'
import { LANDING_LAYOUT_INCLUDES, landingPageView } from '../../client/routes/content/landing-view.server'
import type { AppLoadContext, EntityPageData } from '../../client/routes/load-context'
import { rethrow } from '../../client/routes/loader-utils.server'

/** The setting's name (wrangler.toml `[vars]`), as the log names it. */
export const LEGAL_CMS_PAGES_VAR = 'LEGAL_CMS_PAGES'

/** The legal pages, in the order the setting's documentation lists them. */
export const LEGAL_PAGES = Object.keys(LEGAL_PATHS) as LegalPage[]

/** Each configured legal page's Shopware CMS page id (32 lowercase hex digits). */
export type LegalCmsPages = Partial<Record<LegalPage, string>>

/** What the worker's load context carries for the catch-all route (worker/ssr/context.ts). */
export interface LegalPagesContext {
  /** Upstream mode: the legal pages the operator named; absent in embedded mode. */
  legalPages?: LegalCmsPages
}

const CMS_ID = /^[0-9a-f]{32}$/i

/**
 * What a legal page's read includes: a landing page's layout (components/content renders it), and the
 * CMS page's own name, its heading and title.
 */
const CMS_PAGE_BODY = {
  includes: { ...LANDING_LAYOUT_INCLUDES, cms_page: [...LANDING_LAYOUT_INCLUDES.cms_page, 'name', 'translated'] },
}

/** The setting read per value (an isolate sees one or two); a malformed one is logged once here. */
const parsed = new Map<string, LegalCmsPages>()

/**
 * The legal pages a `LEGAL_CMS_PAGES` value names: `page=<CMS page id>` entries separated by commas (or
 * new lines), or a JSON object / TOML table of the same. Entries that are not understood are logged once
 * per isolate and left out, so their pages fall back to the shop's SEO URLs; the others apply.
 * @example legalCmsPages('terms=0190aaaaaaaa7aaa8aaaaaaaaaaaaaaa, privacy=0190bbbbbbbb7bbb8bbbbbbbbbbbbbbb') // { terms: '0190aaaa…', privacy: '0190bbbb…' }
 */
export function legalCmsPages(value: unknown): LegalCmsPages {
  if (value === undefined || value === null || value === '') return {}
  const raw = typeof value === 'string' ? value : safeJson(value)
  let pages = parsed.get(raw)
  if (!pages) {
    const { pages: read, problems } = readSetting(value)
    if (problems.length) {
      console.warn(
        `${LEGAL_CMS_PAGES_VAR}: ignoring ${problems.join('; ')}. Expected page=<CMS page id> entries, comma-separated, ` +
          `for the pages ${LEGAL_PAGES.join(', ')}; the pages not named fall back to the shop's SEO URLs.`,
      )
    }
    if (parsed.size >= 8) parsed.clear()
    parsed.set(raw, read)
    pages = read
  }
  return pages
}

function readSetting(value: unknown): { pages: LegalCmsPages; problems: string[] } {
  const problems: string[] = []
  let entries: Array<[string, unknown]>
  const text = typeof value === 'string' ? value.trim() : null
  if (text === '') return { pages: {}, problems }
  if (text?.startsWith('{') || (text === null && typeof value === 'object' && !Array.isArray(value))) {
    let object: unknown = value
    if (text !== null) {
      try {
        object = JSON.parse(text)
      } catch {
        return { pages: {}, problems: [`the whole value (not valid JSON: ${quoted(text)})`] }
      }
    }
    if (!object || typeof object !== 'object' || Array.isArray(object))
      return { pages: {}, problems: [`the whole value (${quoted(safeJson(value))} is not an object of page ids)`] }
    entries = Object.entries(object)
  } else if (text !== null) {
    entries = text
      .split(/[,;\n]+/)
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry): [string, unknown] => {
        const at = entry.indexOf('=')
        return at < 0 ? [entry, undefined] : [entry.slice(0, at).trim(), entry.slice(at + 1).trim()]
      })
  } else {
    return { pages: {}, problems: [`the whole value (${quoted(safeJson(value))} is neither text nor an object)`] }
  }
  const pages: LegalCmsPages = {}
  const named = new Map<string, number>()
  for (const [name] of entries) named.set(name, (named.get(name) ?? 0) + 1)
  for (const [name, id] of entries) {
    const entry = id === undefined ? quoted(name) : quoted(`${name}=${String(id)}`)
    if (id === undefined) problems.push(`${entry} (no "=<CMS page id>")`)
    else if (!(LEGAL_PAGES as string[]).includes(name)) problems.push(`${entry} (no legal page "${name}")`)
    else if (typeof id !== 'string' || !CMS_ID.test(id)) problems.push(`${entry} (not a CMS page id: 32 hex digits)`)
    else if (named.get(name)! > 1) problems.push(`${entry} (the page is named twice)`)
    else pages[name as LegalPage] = id.toLowerCase()
  }
  return { pages, problems }
}

const quoted = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text)

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/**
 * The legal page at a path below the locale prefix in that locale, or null.
 * @example legalPageAt('/terms', 'en-GB') // 'terms'
 */
export function legalPageAt(path: string, locale: Locale): LegalPage | null {
  return LEGAL_PAGES.find((page) => `/${LEGAL_PATHS[page][locale]}` === path) ?? null
}

/** A legal page's paths in every locale: its canonical, hreflang alternates and language switch. */
export function legalAlternates(page: LegalPage): Partial<Record<Locale, string>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, legalPath(page, locale)]))
}

/**
 * The same legal page in another locale, for a first visit that follows the browser's language (the locale
 * middleware); null when the path is no legal page the setting names (the SEO lookup decides then).
 */
export function legalTwin(pages: LegalCmsPages, path: string, from: Locale, to: Locale): string | null {
  const page = legalPageAt(path, from)
  return page && pages[page] ? legalPath(page, to) : null
}

/**
 * What the setting adds to the key of a kept page (worker/page-cache): nothing without it, so other pages'
 * copies stay where they were; otherwise a short hash of the pages it names, so a changed setting is not
 * answered from copies of the old one.
 */
export function legalPagesScope(pages: LegalCmsPages): string {
  const named = LEGAL_PAGES.filter((page) => pages[page]).map((page) => `${page}=${pages[page]}`)
  if (!named.length) return ''
  // FNV-1a: a key part, not a secret.
  let hash = 0x811c9dc5
  for (const char of named.join(',')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return `+legal${hash.toString(16).padStart(8, '0')}`
}

/** CMS page ids Shopware answered 404 for, logged once per isolate. */
const missing = new Set<string>()

/**
 * A legal page's loader data: its CMS page read in the request's language, shaped as a landing page
 * (client/routes/content/landing-view.server.ts) and rendered by the landing page's view, with the fixed
 * paths as its alternates. Null when Shopware has no CMS page with that id (404; logged): the path then
 * resolves as any other. Any other failure (5xx, timeout, maintenance) is the page's fault, as a failed SEO
 * lookup is.
 */
export async function legalPageData(
  context: AppLoadContext,
  page: LegalPage,
  id: string,
): Promise<EntityPageData | null> {
  const cms = (await context.api
    .invoke('readCms post /cms/{id}', { pathParams: { id }, body: CMS_PAGE_BODY })
    .catch((error: unknown) => {
      if (error instanceof StoreApiError && error.status === 404) return null
      return rethrow(error)
    })) as CmsPage | null
  if (!cms || typeof cms !== 'object' || !Array.isArray(cms.sections)) {
    if (!missing.has(id)) {
      if (missing.size >= 32) missing.clear()
      missing.add(id)
      console.warn(
        `${LEGAL_CMS_PAGES_VAR}: Shopware has no CMS page ${id} (${page}); ${legalPath(page, context.locale)} falls back to the shop's SEO URLs`,
      )
    }
    return null
  }
  const translated = cms.translated as { name?: string } | undefined
  const name = translated?.name || cms.name || ''
  const landing = { id, name, translated: { name }, cmsPage: cms, apiAlias: 'landing_page' } as unknown as LandingPage
  const data = await landingPageView(landing, context)
  return { kind: 'content', id, type: 'landing-page', data, alternates: legalAlternates(page) }
}

/**
 * The catch-all route's loader with the legal pages first: a fixed legal path the setting names loads its
 * CMS page; any other path, and a named one whose CMS page Shopware does not have, goes on to `loader`
 * (the SEO lookup, then 404). Embedded mode names none (its context carries no `legalPages`).
 */
export function withLegalPages(loader: LoaderFunction<any>): LoaderFunction<any> {
  return async (args: LoaderFunctionArgs<any>, handlerContext?: unknown) => {
    const context = args.context as AppLoadContext & LegalPagesContext
    const pages = context.legalPages
    if (pages) {
      const { locale, path } = splitLocalePath(new URL(args.request.url).pathname)
      const page = legalPageAt(path, locale)
      const id = page && pages[page]
      if (page && id) {
        const data = await legalPageData(context, page, id)
        if (data) return data
      }
    }
    return loader(args, handlerContext)
  }
}
