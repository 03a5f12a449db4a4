/**
 * The logged-in customer's own account: POST /account/change-profile, /account/change-email,
 * /account/change-password and DELETE /account/customer (Shopware's ChangeCustomerProfileRoute,
 * ChangeEmailRoute, ChangePasswordRoute, DeleteCustomerRoute). Every route acts on the session's
 * customer only; there is no id in any body that could name another customer.
 */
import { Hono } from 'hono'
import type { StoreApiEnv } from '../../platform/database'
import { type HonoContext, requireCustomer } from '../../platform/context'
import { ApiError, type ApiErrorEntry, customerNotLoggedIn } from '../../platform/errors'
import { verifyPassword } from '../../platform/password'
import { readBody } from '../../platform/validation'
import {
  checkEmail,
  checkNewPassword,
  checkProfile,
  emailNotUniqueViolation,
  emailTaken,
  refuseTakenEmail,
  notEqualViolation,
  passwordNotCorrectViolation,
} from './fields'
import { bindCustomerSession, startAnonymousSession } from './session'
import { deleteCustomer, findPassword, updateEmail, updatePassword, updateProfile } from './writes'

export const profileRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/** The session's registered customer; guests and anonymous sessions get Shopware's 403. */
async function requireAccount(c: HonoContext) {
  const context = await requireCustomer(c)
  const credentials = await findPassword(c.env.DB, context.customerId)
  if (!credentials || credentials.guest) throw customerNotLoggedIn()
  return { context, credentials }
}

const passwordMatches = (given: unknown, stored: { hash: string; salt: string; iterations: number }) =>
  typeof given === 'string' && given !== '' && verifyPassword(given, stored.salt, stored.iterations, stored.hash)

profileRoutes.post('/account/change-profile', async (c) => {
  const body = await readBody(c)
  const { context } = await requireAccount(c)
  // VAT ids follow the format of the country the customer is billed in.
  const billing = await c.env.DB.prepare(
    `SELECT a.country_id AS countryId FROM customer c JOIN customer_address a
       ON a.id = c.default_billing_address_id AND a.customer_id = c.id WHERE c.id = ?`,
  )
    .bind(context.customerId)
    .first<{ countryId: string }>()
  const { profile, errors } = checkProfile(body, billing?.countryId)
  if (errors.length) throw new ApiError(400, errors)
  await updateProfile(c.env.DB, context.customerId, profile!)
  return c.json({ success: true })
})

profileRoutes.post('/account/change-email', async (c) => {
  const body = await readBody(c)
  const { context, credentials } = await requireAccount(c)
  const errors: ApiErrorEntry[] = []
  const { email, errors: emailErrors } = checkEmail(body.email)
  errors.push(...emailErrors)
  if (email && String(body.emailConfirmation ?? '').trim() !== email)
    errors.push(notEqualViolation('/emailConfirmation', 'The email addresses must be identical'))
  if (email && (await emailTaken(c.env.DB, email, context.customerId))) errors.push(emailNotUniqueViolation(email))
  if (!(await passwordMatches(body.password, credentials))) errors.push(passwordNotCorrectViolation())
  if (errors.length) throw new ApiError(400, errors)
  await updateEmail(c.env.DB, context.customerId, email!).catch(refuseTakenEmail(email!))
  return c.json({ success: true })
})

profileRoutes.post('/account/change-password', async (c) => {
  const body = await readBody(c)
  const { context, credentials } = await requireAccount(c)
  const errors: ApiErrorEntry[] = []
  if (!(await passwordMatches(body.password, credentials))) errors.push(passwordNotCorrectViolation())
  const tooWeak = checkNewPassword(body.newPassword, '/newPassword')
  errors.push(...tooWeak)
  if (!tooWeak.length && body.newPasswordConfirm !== body.newPassword)
    errors.push(notEqualViolation('/newPasswordConfirm'))
  if (errors.length) throw new ApiError(400, errors)
  // As Shopware: the token is renewed; here every other session of the customer ends too.
  const token = await bindCustomerSession(c, context, context.customerId)
  await updatePassword(c.env.DB, context.customerId, body.newPassword as string, token)
  return c.json({ contextToken: token })
})

profileRoutes.delete('/account/customer', async (c) => {
  const { context } = await requireAccount(c)
  await deleteCustomer(c.env.DB, context.customerId)
  // The old token died with the customer; the client continues with a fresh anonymous one.
  await startAnonymousSession(c, context)
  return c.body(null, 204)
})
