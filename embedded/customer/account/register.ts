/**
 * Registration: POST /account/register and POST /account/register-confirm (Shopware's RegisterRoute and
 * RegisterConfirmRoute). Double opt-in is the sales channel's setting DOUBLE_OPT_IN_REGISTRATION
 * (default off, as Shopware): on, the customer stays inactive, gets the opt-in mail and the session
 * gets no customer; off, the session is renewed and bound to the new customer. Guests (guest: true)
 * need no password, are never loginable and get a guest session for the checkout.
 */
import { Hono } from 'hono'
import type { EmbeddedEnv } from '../../env'
import type { StoreApiEnv } from '../../platform/database'
import { loadSalesChannelContext } from '../../platform/context'
import { ApiError, type ApiErrorEntry, apiError } from '../../platform/errors'
import { readBody } from '../../platform/validation'
import { blankViolation } from '../../platform/violations'
import { type AddressInput, validateAddress } from '../address/validation'
import {
  type Body,
  checkEmail,
  checkNewPassword,
  checkProfile,
  customerNotFoundByHash,
  emailNotUniqueViolation,
  emailTaken,
  refuseTakenEmail,
  textOf,
} from './fields'
import { emailHash, randomHash } from './hash'
import { sendRegistrationOptIn } from './mails'
import { bindCustomerSession } from './session'
import { readCustomer } from './storage'
import { checkStorefrontUrl } from '../../platform/storefront-url'
import { confirmOptIn, findByOptInHash, insertCustomer, passwordColumns } from './writes'

export const registerRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/** The sales channel's registration opt-in setting (wrangler.toml var). */
export const registrationNeedsOptIn = (env: Pick<EmbeddedEnv, 'DOUBLE_OPT_IN_REGISTRATION'>) =>
  env.DOUBLE_OPT_IN_REGISTRATION?.trim().toLowerCase() === 'true'

registerRoutes.post('/account/register', async (c) => {
  const body = await readBody(c)
  const context = await loadSalesChannelContext(c)
  const guest = body.guest === true
  const errors: ApiErrorEntry[] = []

  const { email, errors: emailErrors } = checkEmail(body.email)
  errors.push(...emailErrors)
  if (!guest) errors.push(...checkNewPassword(body.password, '/password'))
  const { url: storefrontUrl, errors: urlErrors } = checkStorefrontUrl(c, body.storefrontUrl)
  errors.push(...urlErrors)
  if (body.acceptedDataProtection !== true)
    errors.push(blankViolation('/acceptedDataProtection', body.acceptedDataProtection))

  const billing = validateAddress(withCustomerNames(body.billingAddress, body), '/billingAddress')
  errors.push(...billing.errors)
  const shipping =
    body.shippingAddress === undefined || body.shippingAddress === null
      ? null
      : validateAddress(withCustomerNames(body.shippingAddress, body), '/shippingAddress')
  if (shipping) errors.push(...shipping.errors)
  const billingCountry = billing.address?.countryId ?? countryIdOf(body.billingAddress)
  const { profile, errors: profileErrors } = checkProfile(body, billingCountry)
  errors.push(...profileErrors)

  // A registered account's email is never taken twice; guests may share it with an account and with
  // each other (Shopware's CustomerEmailUnique looks at registered accounts only; migration 0016).
  if (email && !guest && (await emailTaken(c.env.DB, email))) errors.push(emailNotUniqueViolation(email))
  if (errors.length) throw new ApiError(400, errors)

  const optIn = !guest && registrationNeedsOptIn(c.env)
  const customer = {
    email: email!,
    profile: profile!,
    guest,
    password: guest ? null : await passwordColumns(body.password as string),
    languageId: context.languageId,
    billing: billing.address as AddressInput,
    shipping: shipping?.address ?? null,
    optInHash: optIn ? randomHash() : null,
  }
  // Every registration is a new record, as in Shopware: an earlier guest of this email keeps its own
  // orders, which neither a later guest nor a new account of the email can read.
  const customerId = await insertCustomer(c.env.DB, customer).catch(refuseTakenEmail(customer.email))

  if (customer.optInHash) {
    const link = `${storefrontUrl}/registration/confirm?em=${await emailHash(customer.email)}&hash=${customer.optInHash}`
    await sendRegistrationOptIn(c.env, { email: customer.email, ...profile! }, link, context.languageId)
    return c.json(await readCustomer(c.env.DB, customerId, context))
  }
  await bindCustomerSession(c, context, customerId)
  return c.json(
    await readCustomer(c.env.DB, customerId, { ...context, billingAddressId: null, shippingAddressId: null }),
  )
})

registerRoutes.post('/account/register-confirm', async (c) => {
  const body = await readBody(c)
  const hash = textOf(body.hash)
  const em = textOf(body.em)
  const errors = [
    ...(hash ? [] : [blankViolation('/hash', body.hash)]),
    ...(em ? [] : [blankViolation('/em', body.em)]),
  ]
  if (errors.length) throw new ApiError(400, errors)
  const context = await loadSalesChannelContext(c)
  const found = await findByOptInHash(c.env.DB, hash)
  // A wrong hash and a hash that does not belong to this email answer alike.
  if (!found || (await emailHash(found.email)) !== em) throw customerNotFoundByHash(hash)
  if (found.active && found.confirmedAt)
    throw apiError(
      412,
      'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED',
      `The customer with the id "${found.id}" is already confirmed.`,
      '/',
      {
        customerId: found.id,
      },
    )
  await confirmOptIn(c.env.DB, found.id)
  await bindCustomerSession(c, context, found.id)
  return c.json(await readCustomer(c.env.DB, found.id, { ...context, billingAddressId: null, shippingAddressId: null }))
})

/** Shopware reuses the customer's salutation and names for an address that leaves them out. */
function withCustomerNames(address: unknown, body: Body): unknown {
  if (!address || typeof address !== 'object' || Array.isArray(address)) return address
  const own = address as Body
  const filled: Body = { ...own }
  for (const field of ['salutationId', 'firstName', 'lastName', 'title'])
    if ((own[field] === undefined || own[field] === null || own[field] === '') && typeof body[field] === 'string')
      filled[field] = body[field]
  return filled
}

const countryIdOf = (address: unknown) =>
  address && typeof address === 'object' && typeof (address as Body).countryId === 'string'
    ? ((address as Body).countryId as string)
    : null
