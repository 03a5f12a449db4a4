/** Lexicon and blog routes: the shop's own asx-* endpoints, searched with Shopware criteria. */
import type { Database, StoreApiEnv } from '../../platform/database'
import { Hono } from 'hono'
import { LISTING_LIMIT } from '../../../shared/constants'
import { isUuid } from '../../../shared/ids'
import { applyIncludes } from '../../../shared/store-api/includes'
import { parseCriteria } from '../../criteria/parse'
import { blogPostSchema, lexiconSchema } from '../../criteria/schemas'
import { type HonoContext, requestLanguageId } from '../../platform/context'
import { apiError, invalidUuid } from '../../platform/errors'
import { readBody } from '../../platform/validation'
import { findBlogPost, findLexiconEntry, listBlogPosts, searchLexicon } from './queries'
import { entitySearchResult } from '../../platform/search-result'

export const articleRoutes = new Hono<{ Bindings: StoreApiEnv }>()

const MAX_LIMIT = 100

/** One article by id in the request language: 400 for a malformed id, 404 (`code`) when there is none. */
function articleById<T>(
  find: (db: Database, id: string, languageId: string) => Promise<T | null>,
  code: string,
  what: string,
) {
  return async (c: HonoContext) => {
    const id = c.req.param('id') ?? ''
    if (!isUuid(id)) throw invalidUuid(id, '/id')
    await readBody(c)
    const article = await find(c.env.DB, id, requestLanguageId(c))
    if (!article) throw apiError(404, code, `${what} "${id}" not found.`, '/id', { id })
    return c.json(article as object)
  }
}

articleRoutes.on(['GET', 'POST'], '/asx-lexicon', async (c) => {
  const criteria = parseCriteria(await readBody(c), lexiconSchema, { defaultLimit: MAX_LIMIT, maxLimit: MAX_LIMIT })
  const found = await searchLexicon(c.env.DB, requestLanguageId(c), criteria)
  const letters = found.letters.map((b) => ({ ...b, apiAlias: 'aggregation_bucket' }))
  return c.json(
    entitySearchResult('asx_lexicon_entry', applyIncludes(found.elements, criteria.includes), {
      total: found.total,
      page: criteria.page,
      limit: criteria.limit,
      aggregations: { letters: { buckets: letters, apiAlias: 'letters_aggregation' } },
    }),
  )
})

articleRoutes.on(
  ['GET', 'POST'],
  '/asx-lexicon/:id',
  articleById(findLexiconEntry, 'ASX__LEXICON_ENTRY_NOT_FOUND', 'Lexicon entry'),
)

articleRoutes.on(['GET', 'POST'], '/asx-blog', async (c) => {
  const criteria = parseCriteria(await readBody(c), blogPostSchema, {
    defaultLimit: LISTING_LIMIT,
    maxLimit: MAX_LIMIT,
  })
  const found = await listBlogPosts(c.env.DB, requestLanguageId(c), criteria)
  return c.json(
    entitySearchResult('asx_blog_post', applyIncludes(found.elements, criteria.includes), {
      total: found.total,
      page: criteria.page,
      limit: criteria.limit,
    }),
  )
})

articleRoutes.on(['GET', 'POST'], '/asx-blog/:id', articleById(findBlogPost, 'ASX__BLOG_POST_NOT_FOUND', 'Blog post'))
