/** The content seed: landing pages with CMS content, lexicon, blog, footer and service navigation, redirects. */
import { LANGUAGE_IDS, LOCALES, type Locale } from '../../../shared/constants'
import {
  BLOG_ID,
  BLOG_POST_ROUTE,
  BLOG_ROUTE,
  LANDING_ROUTE,
  LEXICON_ENTRY_ROUTE,
  LEXICON_ID,
  LEXICON_ROUTE,
} from '../../../shared/store-api/content'
import type { Seller } from '../../platform/seller'
import type { Texts } from '../catalog/data'
import { BLOG } from './blog'
import { cmsStatements } from './cms'
import {
  blogPostId,
  cmsPageId,
  contentMediaId,
  contentSeoUrlId,
  landingPageId,
  lexiconEntryId,
  navigationEntryId,
  redirectId,
} from './keys'
import { LEXICON } from './lexicon'
import { NAVIGATION, REDIRECTS, SEO_REDIRECTS } from './navigation'
import { legalPages } from './legal'
import { CONTENT_MEDIA, type LandingPageDef, landingPages } from './pages'
import { slug, sortKey } from '../slug'
import { insert, type SeedStatement, type SqlValue } from '../sql'
import { SEO_COLUMNS } from '../catalog/static'

const CONTENT_TABLES = [
  'cms_slot_translation',
  'cms_slot',
  'cms_block',
  'cms_section',
  'landing_page_translation',
  'landing_page',
  'cms_page_translation',
  'cms_page',
  'navigation_entry_translation',
  'navigation_entry',
  'lexicon_entry_translation',
  'lexicon_entry',
  'blog_post_translation',
  'blog_post',
  'seo_redirect',
  'asx_redirect',
]

/** Content rows are counted under their own labels, so catalog counts (media, seo_url) stay the catalog's. */
const MEDIA_LABEL = 'content_media'
const SEO_LABEL = 'content_seo_url'

const perLocale = <T>(f: (l: Locale, languageId: string) => T[]) => LOCALES.flatMap((l) => f(l, LANGUAGE_IDS[l]))

/** A canonical SEO URL row of a content route. */
const seoRow = (languageId: string, route: string, foreignKey: string, pathInfo: string, path: string): SqlValue[] => [
  contentSeoUrlId(languageId, path),
  languageId,
  route,
  foreignKey,
  pathInfo,
  path,
  1,
]

function landingStatements(pages: LandingPageDef[]): SeedStatement[] {
  return [
    ...cmsStatements(pages.map((p) => p.page)),
    ...insert(
      'landing_page',
      ['id', 'cms_page_id', 'active'],
      pages.map((p) => [landingPageId(p.key), cmsPageId(p.page.key), 1]),
    ),
    ...insert(
      'landing_page_translation',
      ['landing_page_id', 'language_id', 'name', 'meta_title', 'meta_description', 'keywords', 'url'],
      perLocale((l, lang) =>
        pages.map((p) => [
          landingPageId(p.key),
          lang,
          p.name[l],
          p.metaTitle[l],
          p.metaDescription[l],
          null,
          p.path[l],
        ]),
      ),
    ),
    ...insert(
      'seo_url',
      SEO_COLUMNS,
      perLocale((l, lang) =>
        pages.map((p) => {
          const id = landingPageId(p.key)
          return seoRow(lang, LANDING_ROUTE, id, `/landingPage/${id}`, p.path[l])
        }),
      ),
      SEO_LABEL,
    ),
  ]
}

/** The letter an entry is filed under: its name's first letter, umlauts with their base letter. */
const letterOf = (name: string) => slug(name).charAt(0).toUpperCase()
const LIST_PATHS: Record<string, Texts> = {
  lexicon: { 'de-DE': 'lexikon', 'en-GB': 'lexicon' },
  blog: { 'de-DE': 'blog', 'en-GB': 'blog' },
}

function articleStatements(): SeedStatement[] {
  const lexicon = LEXICON.map((e) => ({ ...e, id: lexiconEntryId(e.key) }))
  const blog = BLOG.map((p) => ({ ...p, id: blogPostId(p.key), mediaId: contentMediaId(`blog:${p.key}`) }))
  return [
    ...insert(
      'media',
      ['id', 'kind', 'shape', 'colour_hex', 'caption'],
      [
        ...CONTENT_MEDIA.map((m) => [contentMediaId(m.key), 'category', m.shape, m.colour, m.caption]),
        ...blog.map((p) => [p.mediaId, 'category', p.cover.shape, p.cover.colour, p.title['de-DE']]),
      ],
      MEDIA_LABEL,
    ),
    ...insert(
      'lexicon_entry',
      ['id', 'media_id'],
      lexicon.map((e) => [e.id, null]),
    ),
    ...insert(
      'lexicon_entry_translation',
      [
        'lexicon_entry_id',
        'language_id',
        'name',
        'letter',
        'sort_key',
        'description',
        'content',
        'meta_title',
        'meta_description',
      ],
      perLocale((l, lang) =>
        lexicon.map((e) => [
          e.id,
          lang,
          e.name[l],
          letterOf(e.name[l]),
          sortKey(e.name[l]),
          e.description[l],
          e.content[l],
          e.name[l],
          e.description[l],
        ]),
      ),
    ),
    ...insert(
      'blog_post',
      ['id', 'published_at', 'author', 'cover_media_id'],
      blog.map((p) => [p.id, p.publishedAt, p.author, p.mediaId]),
    ),
    ...insert(
      'blog_post_translation',
      ['blog_post_id', 'language_id', 'title', 'teaser', 'content', 'meta_title', 'meta_description'],
      perLocale((l, lang) =>
        blog.map((p) => [p.id, lang, p.title[l], p.teaser[l], p.content[l], p.title[l], p.teaser[l]]),
      ),
    ),
    ...insert(
      'seo_url',
      SEO_COLUMNS,
      perLocale((l, lang) => [
        seoRow(lang, LEXICON_ROUTE, LEXICON_ID, '/asx/lexicon', LIST_PATHS.lexicon![l]),
        seoRow(lang, BLOG_ROUTE, BLOG_ID, '/asx/blog', LIST_PATHS.blog![l]),
        ...lexicon.map((e) =>
          seoRow(
            lang,
            LEXICON_ENTRY_ROUTE,
            e.id,
            `/asx/lexicon/${e.id}`,
            `${LIST_PATHS.lexicon![l]}/${slug(e.name[l])}`,
          ),
        ),
        ...blog.map((p) => seoRow(lang, BLOG_POST_ROUTE, p.id, `/asx/blog/${p.id}`, `blog/${p.slug[l]}`)),
      ]),
      SEO_LABEL,
    ),
  ]
}

function navigationStatements(): SeedStatement[] {
  const position = new Map<string, number>()
  const entries = NAVIGATION.map((n) => {
    const slot = position.get(n.parent ?? n.navigation) ?? 0
    position.set(n.parent ?? n.navigation, slot + 1)
    return [
      navigationEntryId(n.key),
      n.navigation,
      n.parent ? navigationEntryId(n.parent) : null,
      slot,
      n.type,
      n.linkType ?? null,
      n.internalLink ?? null,
      n.seoRoute ?? null,
      n.newTab ? 1 : 0,
    ]
  })
  const outdated = SEO_REDIRECTS.flatMap((r) =>
    perLocale((l, lang) => (r.paths[l] ? [[lang, r.paths[l], r.routeName, r.foreignKey]] : [])),
  )
  return [
    ...insert(
      'navigation_entry',
      ['id', 'navigation', 'parent_id', 'position', 'type', 'link_type', 'internal_link', 'seo_route', 'link_new_tab'],
      entries,
    ),
    ...insert(
      'navigation_entry_translation',
      ['navigation_entry_id', 'language_id', 'name', 'external_link'],
      perLocale((l, lang) =>
        NAVIGATION.map((n) => [navigationEntryId(n.key), lang, n.name[l], n.externalLink?.[l] ?? null]),
      ),
    ),
    ...insert(
      'asx_redirect',
      ['id', 'source_url', 'target_url', 'type', 'status', 'priority'],
      REDIRECTS.map((r) => [redirectId(r.source), r.source, r.target, r.type, r.status ?? 'active', r.priority ?? 0]),
    ),
    ...insert('seo_redirect', ['language_id', 'seo_path_info', 'route_name', 'foreign_key'], outdated),
  ]
}

/**
 * One batch: empties the content tables, then writes all content, the legal and contact pages naming
 * `seller`. It runs after the catalog (whose wipe already removed content media and SEO URLs along with
 * the catalog's own).
 */
export function contentStatements(seller: Seller): SeedStatement[] {
  // Every landing page: the shop's own and the legal pages.
  const pages = [...landingPages(seller), ...legalPages(seller)]
  return [
    ...CONTENT_TABLES.map((t) => ({ label: t, rows: 0, sql: `DELETE FROM ${t}` })),
    ...landingStatements(pages),
    ...articleStatements(),
    ...navigationStatements(),
  ]
}
