/**
 * Newsletter with double opt-in (Shopware's newsletter routes): subscribe writes the recipient as
 * notSet and mails the confirmation link `{storefrontUrl}/newsletter-subscribe?em={sha1(email)}&hash=…`;
 * confirm turns it optIn; unsubscribe optOut. A logged-in customer subscribing their own email needs no
 * opt-in (Shopware's doubleOptInRegistered default: off) and is `direct` at once. The customer's
 * `newsletter` flag follows the recipient with the customer's email. `/account/newsletter-recipient`
 * answers the status of the logged-in customer's own email only (notSet while the opt-in mail waits).
 */
import { Hono } from 'hono'
import { randomId } from '../../../shared/ids'
import { SALUTATIONS, salutationKeyOf } from '../../platform/reference'
import type { StoreApiEnv } from '../../platform/database'
import { type HonoContext, TOKEN_HEADER, mailLanguageId, requireRegisteredCustomer } from '../../platform/context'
import { apiError } from '../../platform/errors'
import { enqueueMail } from '../../platform/mail/outbox'
import { sellerOf } from '../../platform/seller'
import { countRequest } from '../../platform/throttle'
import { originOf } from '../../platform/mail/layout'
import { checkStorefrontUrl, shopOrigins } from '../../platform/storefront-url'
import { SUCCESS } from '../../platform/success'
import { readBody } from '../../platform/validation'
import { Violations } from '../../platform/violations'
import { optInMail, welcomeMail } from './mails'
import {
  type NewsletterStatus,
  type RecipientRow,
  findRecipientByEmail,
  findRecipientByHash,
  recipientStatusOfCustomer,
  sessionCustomerEmail,
  setRecipientStatus,
  upsertRecipient,
} from './storage'

export const newsletterRoutes = new Hono<{ Bindings: StoreApiEnv }>()

const OPTIONS = ['direct', 'subscribe', 'confirmSubscribe', 'unsubscribe'] as const
type Option = (typeof OPTIONS)[number]
/** First and last name at least 2 characters when given. */
const NAME_MIN = 2

async function sha1(text: string) {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

const recipientNotFound = (identifier: string, value: string) =>
  apiError(
    400,
    'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND',
    `The NewsletterRecipient with the identifier "${identifier}" - ${value} was not found.`,
    '/',
    { identifier, value },
  )

/** Validates the subscribe body field by field, as Shopware's newsletter_recipient.create definition. */
function checkSubscribe(c: HonoContext, body: Record<string, unknown>) {
  const v = new Violations()
  v.email('email', body.email)
  v.choice('option', body.option, OPTIONS)
  for (const field of ['firstName', 'lastName'] as const) {
    const value = body[field]
    if (value === undefined || value === null || value === '') continue
    if (v.notBlank(field, value) && v.minLength(field, value, NAME_MIN)) v.noLink(field, value)
  }
  const { url: storefrontUrl, errors } = checkStorefrontUrl(c, body.storefrontUrl)
  v.push(...errors)
  const salutationId = body.salutationId
  if (salutationId !== undefined && salutationId !== null && salutationId !== '')
    v.choice(
      'salutationId',
      salutationId,
      SALUTATIONS.map((salutation) => salutation.id),
    )
  v.throwIfAny()
  return {
    email: (body.email as string).trim(),
    option: body.option as Option,
    storefrontUrl: storefrontUrl!,
    salutationKey: salutationKeyOf(salutationId as string) ?? null,
  }
}

/** The status an option sets; opt-in turns every subscribing option into notSet until the link is followed. */
function statusOf(option: Option, doubleOptIn: boolean): NewsletterStatus {
  if (option === 'unsubscribe') return 'optOut'
  if (doubleOptIn) return 'notSet'
  return option === 'confirmSubscribe' ? 'optIn' : 'direct'
}

newsletterRoutes.post('/newsletter/subscribe', async (c) => {
  const body = await readBody(c)
  const input = checkSubscribe(c, body)
  const wait = await countRequest(c, 'newsletterForm')
  if (wait)
    throw apiError(
      429,
      'CONTENT__NEWSLETTER_RECIPIENT_THROTTLED',
      `Too many requests, try again in ${wait} seconds.`,
      '/',
      { seconds: wait },
    )
  const db = c.env.DB
  const existing = await findRecipientByEmail(db, input.email)
  // A confirmed subscription stays as it is (Shopware answers without touching it).
  if (existing && existing.status !== 'optOut' && existing.confirmedAt && input.option !== 'unsubscribe')
    return c.json({ success: true, status: existing.status })
  const languageId = await mailLanguageId(c)
  const customerEmail = await sessionCustomerEmail(db, c.req.header(TOKEN_HEADER))
  // Guests always confirm by mail; a customer only for an email that is not their own.
  const doubleOptIn = customerEmail === null || customerEmail.toLowerCase() !== input.email.toLowerCase()
  const status = statusOf(input.option, doubleOptIn)
  const hash = randomId()
  await upsertRecipient(db, {
    id: existing?.id ?? randomId(),
    email: input.email,
    salutationKey: input.salutationKey,
    title: text(body.title),
    firstName: text(body.firstName),
    lastName: text(body.lastName),
    zipCode: text(body.zipCode),
    city: text(body.city),
    street: text(body.street),
    status,
    hash,
    languageId,
  })
  const name = text(body.firstName)
  if (status === 'notSet') {
    const link = `${input.storefrontUrl}/newsletter-subscribe?em=${await sha1(input.email)}&hash=${hash}`
    await enqueueMail(
      c.env,
      optInMail(languageId, input.email, name, link, originOf(input.storefrontUrl), sellerOf(c.env)),
    )
  } else if (status === 'direct' || status === 'optIn') {
    await enqueueMail(c.env, welcomeMail(languageId, input.email, name, originOf(input.storefrontUrl), sellerOf(c.env)))
  }
  return c.json({ success: true, status })
})

newsletterRoutes.post('/newsletter/confirm', async (c) => {
  const body = await readBody(c)
  const hash = typeof body.hash === 'string' ? body.hash : ''
  const recipient = hash ? await findRecipientByHash(c.env.DB, hash) : null
  if (!recipient) throw recipientNotFound('hash', hash)
  await checkConfirmable(recipient, body.em)
  await setRecipientStatus(c.env.DB, recipient, 'optIn')
  // Confirming names no storefrontUrl: the footer's links lead to the host the shopper used.
  const origin = shopOrigins(c)[0] ?? ''
  await enqueueMail(
    c.env,
    welcomeMail(recipient.languageId, recipient.email, recipient.firstName, origin, sellerOf(c.env)),
  )
  return c.json(SUCCESS)
})

/** Shopware's newsletter_recipient.opt_in_before: still unconfirmed, and `em` is the email's SHA-1. */
async function checkConfirmable(recipient: RecipientRow, em: unknown) {
  const v = new Violations()
  if (recipient.status !== 'notSet')
    v.add('status', 'NOT_EQUAL_ERROR', 'This value should be equal to "notSet".', {
      '{{ value }}': JSON.stringify(recipient.status),
      '{{ compared_value }}': '"notSet"',
    })
  const expected = await sha1(recipient.email)
  if (em !== expected)
    v.add('em', 'NOT_EQUAL_ERROR', `This value should be equal to "${expected}".`, {
      '{{ value }}': JSON.stringify(em ?? null),
      '{{ compared_value }}': JSON.stringify(expected),
    })
  v.throwIfAny()
}

newsletterRoutes.post('/newsletter/unsubscribe', async (c) => {
  const body = await readBody(c)
  const v = new Violations()
  v.email('email', body.email)
  v.throwIfAny()
  const email = (body.email as string).trim()
  const recipient = await findRecipientByEmail(c.env.DB, email)
  if (!recipient) throw recipientNotFound('email', email)
  await setRecipientStatus(c.env.DB, recipient, 'optOut')
  return c.json(SUCCESS)
})

/**
 * Shopware's AccountNewsletterRecipientRoute (`_loginRequired`, no guests): the recipient of the session
 * customer's email, `undefined` when there is none. The email is read from the session's customer row,
 * never from the request, so one customer cannot learn another's status. The Criteria body narrows a
 * search that can only find this one recipient, so it changes nothing of the answer.
 */
const readAccountRecipient = async (c: HonoContext) => {
  const { customerId } = await requireRegisteredCustomer(c)
  const status = await recipientStatusOfCustomer(c.env.DB, customerId)
  return c.json({ status: status ?? 'undefined', apiAlias: 'account_newsletter_recipient' })
}
newsletterRoutes.get('/account/newsletter-recipient', readAccountRecipient)
newsletterRoutes.post('/account/newsletter-recipient', readAccountRecipient)
