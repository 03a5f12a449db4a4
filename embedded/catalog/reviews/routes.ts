/**
 * POST /product/{productId}/review (Shopware's ProductReviewSaveRoute): a logged-in customer writes one
 * review per product; sending its `id` rewrites it, a second one without is Shopware's ENTITY_EXISTS
 * violation. Reviews show at once (decision 020). Name and email default to the customer's.
 */
import { Hono } from 'hono'
import { isUuid, randomId } from '../../../shared/ids'
import type { StoreApiEnv } from '../../platform/database'
import { requireRegisteredCustomer } from '../../platform/context'
import { invalidUuid } from '../../platform/errors'
import { SUCCESS } from '../../platform/success'
import { readBody } from '../../platform/validation'
import { Violations, blankViolation, typeViolation } from '../../platform/violations'
import { productNotFound } from '../product/routes'
import { productKey } from '../product'
import { findCustomerReview, insertReview, updateReview } from './write'

export const reviewWriteRoutes = new Hono<{ Bindings: StoreApiEnv }>()

const TITLE_MIN = 5
const CONTENT_MIN = 40

/** Points as a number 1..5 (Shopware: GreaterThanOrEqual 1, LessThanOrEqual 5); form posts send them as text. */
function points(v: Violations, value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value
  if (n === undefined || n === null || n === '') v.push(blankViolation('/points'))
  else if (typeof n !== 'number' || !Number.isFinite(n)) v.push(typeViolation('/points', 'numeric'))
  else if (n < 1)
    v.add('points', 'TOO_LOW_ERROR', 'This value should be greater than or equal to 1.', {
      '{{ value }}': n,
      '{{ compared_value }}': 1,
    })
  else if (n > 5)
    v.add('points', 'TOO_HIGH_ERROR', 'This value should be less than or equal to 5.', {
      '{{ value }}': n,
      '{{ compared_value }}': 5,
    })
  else return n
  return null
}

reviewWriteRoutes.post('/product/:productId/review', async (c) => {
  const context = await requireRegisteredCustomer(c)
  const productId = c.req.param('productId')
  if (!isUuid(productId)) throw invalidUuid(productId, '/productId')
  const body = await readBody(c)
  const db = c.env.DB
  const key = await productKey(db, productId)
  if (!key) throw productNotFound(productId)
  const customer = await db
    .prepare('SELECT first_name AS firstName, email FROM customer WHERE id = ?')
    .bind(context.customerId)
    .first<{ firstName: string; email: string }>()
  const v = new Violations()
  const name = body.name === undefined ? customer?.firstName : body.name
  const email = body.email === undefined ? customer?.email : body.email
  v.notBlank('name', name)
  if (v.notBlank('title', body.title)) v.minLength('title', body.title, TITLE_MIN)
  if (v.notBlank('content', body.content)) v.minLength('content', body.content, CONTENT_MIN)
  const rating = points(v, body.points)
  const own = await findCustomerReview(db, key.pid, context.customerId)
  const id = body.id
  if (id !== undefined && id !== null && id !== '') {
    // Only the customer's own review of this product can be rewritten.
    if (typeof id !== 'string' || id !== own?.id) v.missing('id', 'product_review', id)
  } else if (own) {
    v.add('customerId', 'ENTITY_EXISTS', 'The product_review entity already exists.', {
      '{{ entity }}': 'product_review',
    })
  }
  v.throwIfAny()
  const input = {
    title: (body.title as string).trim(),
    content: (body.content as string).trim(),
    points: rating!,
    author: (name as string).trim(),
    email: typeof email === 'string' ? email.trim() : '',
    languageId: context.languageId,
  }
  if (own) await updateReview(db, key.pid, own.id, context.customerId, input)
  else await insertReview(db, key.pid, randomId(), context.customerId, input)
  return c.json(SUCCESS)
})
