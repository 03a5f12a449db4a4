/** The content endpoints (lexicon, blog) through the one Store API client, with the content's SEO route names and types. */
import type { Schemas } from '@shopware/api-client/store-api-types'
import { uuidFor } from '../ids'
import { toError, type StoreApiClient } from './client'

/** SEO route names of content (the platform's landing page route, and the shop's own asx.* routes). */
export const LANDING_ROUTE = 'frontend.landing.page'
export const LEXICON_ROUTE = 'asx.lexicon.list'
export const LEXICON_ENTRY_ROUTE = 'asx.lexicon.entry'
export const BLOG_ROUTE = 'asx.blog.list'
export const BLOG_POST_ROUTE = 'asx.blog.post'

/** Foreign keys of the list pages' SEO URLs (a list has no entity of its own). */
export const LEXICON_ID = uuidFor('asx:lexicon')
export const BLOG_ID = uuidFor('asx:blog')

/** Posts per blog page; lexicon pages show every term of the chosen letters at once. */
export const BLOG_LIMIT = 4
export const LEXICON_LIMIT = 100
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')

export type Media = Schemas['Media']
export type LandingPage = Schemas['LandingPage']
export type CmsPage = Schemas['CmsPage']
export type CmsSection = Schemas['CmsSection']
export type CmsBlock = Schemas['CmsBlock']
export type CmsSlot = Schemas['CmsSlot']

interface SeoUrlRef {
  seoPathInfo: string
}

export interface LexiconEntry {
  id: string
  name: string
  letter: string
  description: string
  content?: string
  metaTitle?: string | null
  metaDescription?: string | null
  seoUrls?: SeoUrlRef[]
  apiAlias: 'asx_lexicon_entry'
}

export interface BlogPost {
  id: string
  title: string
  teaser: string
  content?: string
  author: string
  publishedAt: string
  metaTitle?: string | null
  metaDescription?: string | null
  coverMedia?: Media | null
  seoUrls?: SeoUrlRef[]
  apiAlias: 'asx_blog_post'
}

export interface SearchResult<T> {
  elements: T[]
  total: number
  page: number
  limit: number
}

export interface LetterBucket {
  key: string
  count: number
}

export type LexiconResult = SearchResult<LexiconEntry> & { aggregations: { letters: { buckets: LetterBucket[] } } }

/** A content call (custom endpoints have no generated operation type); non-2xx answers become StoreApiErrors. */
async function post<T>(api: StoreApiClient, path: string, body: object = {}): Promise<T> {
  const response = await api.request('POST', path, { body })
  if (!response.ok) throw await toError(response)
  return (await response.json()) as T
}

/**
 * Lexicon entries: `letter` narrows the elements (a post-filter), while the letters aggregation still
 * counts every letter, which is what an A–Z index needs.
 * @example await readLexicon(api, { letter: 'S' }) // { elements: [{ name: 'S1P', … }], aggregations: { letters: … } }
 */
export function readLexicon(
  api: StoreApiClient,
  opts: { letter?: string | null; limit?: number; page?: number } = {},
): Promise<LexiconResult> {
  const body = {
    limit: opts.limit ?? LEXICON_LIMIT,
    page: opts.page ?? 1,
    ...(opts.letter ? { 'post-filter': [{ type: 'equals', field: 'letter', value: opts.letter }] } : {}),
    includes: { asx_lexicon_entry: ['id', 'name', 'letter', 'description', 'seoUrls'], seo_url: ['seoPathInfo'] },
  }
  return post<LexiconResult>(api, '/asx-lexicon', body)
}

export const readLexiconEntry = (api: StoreApiClient, id: string): Promise<LexiconEntry> =>
  post(api, `/asx-lexicon/${encodeURIComponent(id)}`)

/** One page of blog posts, newest first, without their bodies. */
export function readBlog(api: StoreApiClient, page: number, limit = BLOG_LIMIT): Promise<SearchResult<BlogPost>> {
  const includes = {
    asx_blog_post: ['id', 'title', 'teaser', 'author', 'publishedAt', 'coverMedia', 'seoUrls'],
    seo_url: ['seoPathInfo'],
  }
  return post<SearchResult<BlogPost>>(api, '/asx-blog', { page, limit, includes })
}

export const readBlogPost = (api: StoreApiClient, id: string): Promise<BlogPost> =>
  post(api, `/asx-blog/${encodeURIComponent(id)}`)
