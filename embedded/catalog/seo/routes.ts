/** The seo-url route: resolves request paths to entities and finds an entity's path in another language. */
import { Hono } from 'hono'
import { any, array, enums, optional, type } from 'superstruct'
import type { StoreApiEnv } from '../../platform/database'
import { requestLanguageId } from '../../platform/context'
import { seoUrlEntity } from './entity'
import { ApiError, errorEntry } from '../../platform/errors'
import { SEO_FIELDS, findSeoUrls, type SeoCondition } from './queries'
import { boundedInt, check, pageNumber, readBody } from '../../platform/validation'
import { entitySearchResult } from '../../platform/search-result'

export const seoRoutes = new Hono<{ Bindings: StoreApiEnv }>()

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 500
const SeoCriteria = type({
  filter: optional(array(type({ type: enums(['equals', 'equalsAny']), field: enums(SEO_FIELDS), value: any() }))),
  limit: optional(boundedInt(1, MAX_LIMIT)),
  page: optional(pageNumber()),
})

type Filter = { type: 'equals' | 'equalsAny'; field: SeoCondition['field']; value: unknown }

/** A filter value as column values: equalsAny takes an array or Shopware's 'a|b' string; flags become 0/1. */
function conditionValues(filter: Filter): (string | number)[] | null {
  const raw =
    filter.type === 'equalsAny'
      ? typeof filter.value === 'string'
        ? filter.value.split('|')
        : filter.value
      : [filter.value]
  if (!Array.isArray(raw)) return null
  const values: (string | number)[] = []
  for (const v of raw) {
    if (filter.field === 'isCanonical') {
      if (v === true || v === 1 || v === '1' || v === 'true') values.push(1)
      else if (v === false || v === 0 || v === '0' || v === 'false') values.push(0)
      else return null
    } else if (typeof v === 'string') {
      values.push(filter.field === 'seoPathInfo' ? v.replace(/^\/+/, '') : v)
    } else return null
  }
  return values
}

function conditions(filters: Filter[]): SeoCondition[] {
  const invalid: number[] = []
  const out = filters.map((f, i) => {
    const values = conditionValues(f)
    if (!values) invalid.push(i)
    return { field: f.field, values: values ?? [] }
  })
  if (invalid.length) {
    throw new ApiError(
      400,
      invalid.map((i) =>
        errorEntry(
          400,
          'VIOLATION::INVALID_TYPE_ERROR',
          `Invalid value for filter on ${filters[i].field}.`,
          `/filter/${i}/value`,
        ),
      ),
    )
  }
  return out
}

seoRoutes.on(['GET', 'POST'], '/seo-url', async (c) => {
  const languageId = requestLanguageId(c)
  const criteria = check(await readBody(c), SeoCriteria)
  const limit = criteria.limit ?? DEFAULT_LIMIT
  const page = criteria.page ?? 1
  const rows = await findSeoUrls(
    c.env.DB,
    languageId,
    conditions((criteria.filter ?? []) as Filter[]),
    limit,
    (page - 1) * limit,
  )
  return c.json(entitySearchResult('seo_url', rows.map(seoUrlEntity), { page, limit, aggregations: [] }))
})
