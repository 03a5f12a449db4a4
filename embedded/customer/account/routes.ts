/** Account session routes: POST /account/login and POST /account/logout (Shopware's wire format). */
import { Hono } from 'hono'
import { string, type } from 'superstruct'
import type { StoreApiEnv } from '../../platform/database'
import { loadSalesChannelContext } from '../../platform/context'
import { ApiError, apiError, customerNotLoggedIn } from '../../platform/errors'
import { tooLongViolation } from '../../platform/violations'
import { checkCredentials } from '../../platform/password'
import { resetRequests, throttle } from '../../platform/throttle'
import { check, readBody } from '../../platform/validation'
import { findCustomerLogin } from './storage'
import { bindCustomerSession, startAnonymousSession } from './session'

export const accountRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/** The longest e-mail address a customer can have (the customer's email column). */
const USERNAME_MAX = 255

const Login = type({ username: string(), password: string() })

const badCredentials = () =>
  apiError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.')

accountRoutes.post('/account/login', async (c) => {
  const { username, password } = check(await readBody(c), Login)
  if (username.length > USERNAME_MAX) throw new ApiError(400, [tooLongViolation('/username', username, USERNAME_MAX)])
  await throttle(c, 'login', username)
  const customer = await findCustomerLogin(c.env.DB, username)
  // Unknown email and wrong password answer alike, in what they say and in the time they take (a
  // password is derived either way), so an answer does not tell which emails have an account.
  const valid = await checkCredentials(password, customer)
  if (!customer || !valid) throw badCredentials()
  if (!customer.active)
    throw apiError(
      401,
      'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
      `The customer with the id "${customer.id}" has not completed the opt-in.`,
    )
  await resetRequests(c, 'login', username)
  const token = await bindCustomerSession(c, await loadSalesChannelContext(c), customer.id)
  return c.json({ contextToken: token })
})

accountRoutes.post('/account/logout', async (c) => {
  await readBody(c)
  const context = await loadSalesChannelContext(c)
  if (!context.customerId) throw customerNotLoggedIn()
  const token = await startAnonymousSession(c, context)
  return c.json({ contextToken: token })
})
