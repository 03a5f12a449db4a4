/** Lexicon and blog routes (the shop's own asx-* endpoints in Shopware's criteria style). */
import { Hono, type Context } from 'hono'
import { any, array, enums, optional, record, string, type } from 'superstruct'
import { LISTING_LIMIT } from '../../../../shared/constants'
import { isUuid } from '../../../../shared/ids'
import type { Env } from '../../../env'
import { requestLanguageId } from '../../platform/context'
import { applyIncludes } from './entity'
import { ApiError, apiError, errorEntry, invalidUuid } from '../../platform/errors'
import { findBlogPost, findLexiconEntry, listBlogPosts, searchLexicon, type LexiconConditions } from './queries'
import { boundedInt, check, pageNumber, readBody } from '../../platform/validation'

export const articleRoutes = new Hono<{ Bindings: Env }>()

const MAX_LIMIT = 100
const Filter = type({ type: enums(['equals', 'equalsAny']), field: enums(['letter', 'id']), value: any() })
const Paging = {
  limit: optional(boundedInt(1, MAX_LIMIT)),
  page: optional(pageNumber()),
  p: optional(pageNumber()),
  includes: optional(record(string(), array(string()))),
}
const LexiconCriteria = type({ filter: optional(array(Filter)), 'post-filter': optional(array(Filter)), ...Paging })
const BlogCriteria = type(Paging)

/** One article by id in the request language: 400 for a malformed id, 404 (`code`) when there is none. */
function articleById<T>(
  find: (db: D1Database, id: string, languageId: string) => Promise<T | null>,
  code: string,
  what: string,
) {
  return async (c: Context<{ Bindings: Env }>) => {
    const id = c.req.param('id') ?? ''
    if (!isUuid(id)) throw invalidUuid(id, '/id')
    await readBody(c)
    const article = await find(c.env.DB, id, requestLanguageId(c))
    if (!article) throw apiError(404, code, `${what} "${id}" not found.`, '/id', { id })
    return c.json(article as object)
  }
}

type FilterInput = { type: 'equals' | 'equalsAny'; field: 'letter' | 'id'; value: unknown }

/** One filter as a condition: letters upper-cased A–Z, ids 32-hex; anything else is a 400 naming the filter. */
function condition(filter: FilterInput, pointer: string): LexiconConditions {
  const raw = filter.type === 'equalsAny' && typeof filter.value === 'string' ? filter.value.split('|') : filter.value
  const values = filter.type === 'equalsAny' ? raw : [raw]
  const valid = (v: unknown): v is string =>
    typeof v === 'string' && (filter.field === 'letter' ? /^[a-z]$/i.test(v) : isUuid(v))
  if (!Array.isArray(values) || !values.length || !values.every(valid)) {
    const expected = filter.field === 'letter' ? 'a single letter A to Z' : 'a 32-hex id'
    throw new ApiError(400, [
      errorEntry(400, 'FRAMEWORK__INVALID_FILTER_QUERY', `The filter on ${filter.field} expects ${expected}.`, pointer),
    ])
  }
  return filter.field === 'letter' ? { letters: values.map((v) => v.toUpperCase()) } : { ids: values }
}

const paging = (criteria: { limit?: number; page?: number; p?: number }, fallbackLimit: number) => {
  const limit = criteria.limit ?? fallbackLimit
  const page = criteria.p ?? criteria.page ?? 1
  return { limit, page, offset: (page - 1) * limit }
}

articleRoutes.on(['GET', 'POST'], '/asx-lexicon', async (c) => {
  const criteria = check(await readBody(c), LexiconCriteria)
  const { limit, page, offset } = paging(criteria, MAX_LIMIT)
  const filter = (criteria.filter ?? []).map((f, i) => condition(f as FilterInput, `/filter/${i}/value`))
  const postFilter = (criteria['post-filter'] ?? []).map((f, i) =>
    condition(f as FilterInput, `/post-filter/${i}/value`),
  )
  const found = await searchLexicon(c.env.DB, requestLanguageId(c), filter, postFilter, limit, offset)
  return c.json({
    elements: applyIncludes(found.elements, criteria.includes),
    total: found.total,
    page,
    limit,
    aggregations: {
      letters: {
        buckets: found.letters.map((b) => ({ ...b, apiAlias: 'aggregation_bucket' })),
        apiAlias: 'letters_aggregation',
      },
    },
    entity: 'asx_lexicon_entry',
    apiAlias: 'dal_entity_search_result',
  })
})

articleRoutes.on(
  ['GET', 'POST'],
  '/asx-lexicon/:id',
  articleById(findLexiconEntry, 'ASX__LEXICON_ENTRY_NOT_FOUND', 'Lexicon entry'),
)

articleRoutes.on(['GET', 'POST'], '/asx-blog', async (c) => {
  const criteria = check(await readBody(c), BlogCriteria)
  const { limit, page, offset } = paging(criteria, LISTING_LIMIT)
  const found = await listBlogPosts(c.env.DB, requestLanguageId(c), limit, offset)
  return c.json({
    elements: applyIncludes(found.elements, criteria.includes),
    total: found.total,
    page,
    limit,
    aggregations: {},
    entity: 'asx_blog_post',
    apiAlias: 'dal_entity_search_result',
  })
})

articleRoutes.on(['GET', 'POST'], '/asx-blog/:id', articleById(findBlogPost, 'ASX__BLOG_POST_NOT_FOUND', 'Blog post'))
