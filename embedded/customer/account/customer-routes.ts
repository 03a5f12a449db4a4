/**
 * The logged-in customer's own record: GET and POST /account/customer (the full customer entity with
 * its active addresses) and POST /account/change-payment-method/{paymentMethodId} (the default method,
 * which the session follows at once).
 */
import { Hono } from 'hono'
import type { StoreApiEnv } from '../../platform/database'
import { isUuid } from '../../../shared/ids'
import { applyIncludes } from '../../../shared/store-api/includes'
import { requireCustomer } from '../../platform/context'
import { updateContextSelections } from '../../platform/context'
import { customerNotLoggedIn, invalidUuid, unknownPaymentMethod } from '../../platform/errors'
import { findPaymentMethod, demoMode, paymentMethodAvailable } from '../../platform/reference'
import { readBody } from '../../platform/validation'
import { readCustomer, accountTypeOf } from './storage'

export const customerReadRoutes = new Hono<{ Bindings: StoreApiEnv }>()

customerReadRoutes.on(['GET', 'POST'], '/account/customer', async (c) => {
  const body = await readBody(c)
  const context = await requireCustomer(c)
  const customer = await readCustomer(c.env.DB, context.customerId, context)
  // The session outlived its customer (account deleted elsewhere): it is no longer logged in.
  if (!customer) throw customerNotLoggedIn()
  return c.json(applyIncludes(customer, body.includes as Record<string, string[]> | undefined))
})

customerReadRoutes.post('/account/change-payment-method/:paymentMethodId{[^/]+}', async (c) => {
  const id = c.req.param('paymentMethodId')!
  if (!isUuid(id)) throw invalidUuid(id, '/paymentMethodId')
  await readBody(c)
  const context = await requireCustomer(c)
  const db = c.env.DB
  const accountType = await accountTypeOf(db, context.customerId)
  if (!accountType) throw customerNotLoggedIn()
  const method = findPaymentMethod(id)
  // Purchase on invoice is for business customers only: for anyone else it is no method at all.
  if (!method || !paymentMethodAvailable(method, accountType, demoMode(c.env))) throw unknownPaymentMethod(id)
  await db
    .prepare(
      "UPDATE customer SET default_payment_method_id = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
    )
    .bind(method.id, context.customerId)
    .run()
  await updateContextSelections(db, context.token, { paymentMethodId: method.id })
  return c.json({ success: true })
})
