/** What a sitemap file lists, whoever reads it (D1 in embedded mode, the Store API upstream). */
import type { Locale } from './constants'
import { BLOG_POST_ROUTE, BLOG_ROUTE, LANDING_ROUTE, LEXICON_ENTRY_ROUTE, LEXICON_ROUTE } from './store-api/content'
import { DETAIL_ROUTE, NAVIGATION_ROUTE } from './store-api/seo'

/** The sitemap protocol's limit of URLs per file (sitemaps.org); files stay below 50 MB at this count. */
export const PROTOCOL_URLS_PER_FILE = 50_000

/** Route types with their own files, and the SEO route names each lists. */
export const SITEMAP_KINDS = {
  categories: [NAVIGATION_ROUTE],
  products: [DETAIL_ROUTE],
  'landing-pages': [LANDING_ROUTE],
  lexicon: [LEXICON_ROUTE, LEXICON_ENTRY_ROUTE],
  blog: [BLOG_ROUTE, BLOG_POST_ROUTE],
} as const satisfies Record<string, readonly string[]>
export type SitemapKind = keyof typeof SITEMAP_KINDS

export const isSitemapKind = (value: string | undefined): value is SitemapKind =>
  value !== undefined && Object.hasOwn(SITEMAP_KINDS, value)

/** One page in every locale it exists in: SEO paths without the locale prefix or leading slash. */
export interface SitemapEntry {
  paths: Partial<Record<Locale, string>>
  /** When the page last changed (ISO date-time), when known. */
  lastmod?: string
}

export interface SitemapSource {
  /** Files of `kind` per locale (at least 1: an empty kind still has its empty file). */
  fileCount(kind: SitemapKind): Promise<number>
  /**
   * The entries of file `page` (from 1) of `kind` listing `locale`'s pages, in chunks read one after the
   * other, so a 50,000-URL file never sits in memory whole.
   */
  entries(locale: Locale, kind: SitemapKind, page: number): AsyncIterable<SitemapEntry[]>
}
