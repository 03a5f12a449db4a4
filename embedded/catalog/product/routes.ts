/** Product routes: detail with configurator, find-variant, reviews, cross-selling. Cacheable: no context is created. */
import { Hono } from 'hono'
import { array, optional, record, string, type, union } from 'superstruct'
import { isUuid } from '../../../shared/ids'
import type { StoreApiEnv } from '../../platform/database'
import { entitiesByPid, findVariant, loadProductDetail, productExtras } from './load'
import { requestLanguageId, type HonoContext } from '../../platform/context'
import { applyIncludes } from '../../../shared/store-api/includes'
import { parseCriteria } from '../../criteria/parse'
import { queryCriteria } from '../../criteria/query'
import { productSchema, reviewSchema } from '../../criteria/schemas'
import { crossSellingElement, type CrossSellingKind } from './cross-selling'
import { apiError, invalidUuid } from '../../platform/errors'
import { crossSellingRead } from './cross-selling-queries'
import { searchReviews } from '../reviews/reviews'
import { localeOf } from '../../platform/sales-channel'
import { check, readBody, uuid } from '../../platform/validation'

export const productRoutes = new Hono<{ Bindings: StoreApiEnv }>()

const CrossSellingBody = type({ includes: optional(record(string(), array(string()))) })
const FindVariantBody = type({
  options: union([array(uuid()), record(uuid(), uuid())]),
  switchedGroup: optional(uuid()),
})

async function criteriaInput(c: HonoContext): Promise<Record<string, unknown>> {
  return { ...(await readBody(c)), ...queryCriteria(new URL(c.req.url).searchParams) }
}

function productIdParam(c: HonoContext): string {
  const productId = c.req.param('productId')!
  if (!isUuid(productId)) throw invalidUuid(productId, '/productId')
  return productId
}

export const productNotFound = (productId: string) =>
  apiError(404, 'PRODUCT__PRODUCT_NOT_FOUND', `Could not find product with id "${productId}"`, '/productId', {
    productId,
  })

productRoutes.on(['GET', 'POST'], '/product/:productId', async (c) => {
  const productId = productIdParam(c)
  const languageId = requestLanguageId(c)
  const raw = await criteriaInput(c)
  const criteria = parseCriteria(raw, productSchema[localeOf(languageId) ?? 'de-DE'], {
    defaultLimit: 1,
    maxLimit: 100,
  })
  const detail = await loadProductDetail(c.env.DB, productId, languageId, productExtras(criteria.associations, true))
  if (!detail) throw productNotFound(productId)
  const skip = raw.skipConfigurator === true || raw.skipConfigurator === '1' || raw.skipConfigurator === 'true'
  return c.json(applyIncludes(skip ? { product: detail.product } : detail, criteria.includes))
})

productRoutes.post('/product/:productId/find-variant', async (c) => {
  const productId = productIdParam(c)
  const body = check(await readBody(c), FindVariantBody)
  const optionIds = Array.isArray(body.options) ? body.options : Object.values(body.options)
  const found = await findVariant(c.env.DB, productId, optionIds, body.switchedGroup, requestLanguageId(c))
  if (!found)
    throw apiError(
      404,
      'CONTENT__PRODUCT_VARIANT_NOT_FOUND',
      `Variant for productId ${productId} with options ${optionIds.join(', ')} not found.`,
      '/options',
      { productId },
    )
  return c.json({ foundCombination: found })
})

/** Reviews of a product (a variant's reviews are its product's): a criteria search over product_review. */
productRoutes.on(['GET', 'POST'], '/product/:productId/reviews', async (c) => {
  const productId = productIdParam(c)
  const languageId = requestLanguageId(c)
  const criteria = parseCriteria(await criteriaInput(c), reviewSchema, { defaultLimit: 10, maxLimit: 100 })
  const reviews = await searchReviews(c.env.DB, productId, criteria, languageId)
  if (!reviews) throw productNotFound(productId)
  return c.json(applyIncludes(reviews, criteria.includes))
})

productRoutes.on(['GET', 'POST'], '/product/:productId/cross-selling', async (c) => {
  const productId = productIdParam(c)
  const languageId = requestLanguageId(c)
  const { includes } = check(await readBody(c), CrossSellingBody)
  const extras = productExtras({}, false, includes)
  const found = await crossSellingRead(c.env.DB, productId, languageId, { seoCategory: extras.seoCategory })
  if (!found) throw productNotFound(productId)
  const { pid, groups, rows } = found
  const products = await entitiesByPid(c.env.DB, rows, languageId, extras)
  const pick = (pids: number[]) => pids.flatMap((pid) => products.get(pid) ?? [])
  const elements = (Object.keys(groups) as CrossSellingKind[]).map((kind) =>
    crossSellingElement(pid, kind, pick(groups[kind]), languageId),
  )
  // Shopware honours includes on every route: a page showing product cards asks only for their fields.
  return c.json(applyIncludes(elements, includes))
})
