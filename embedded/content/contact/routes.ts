/**
 * The contact form (Shopware's POST /contact-form): validated field by field, throttled per client like
 * Shopware's `contact_form` limiter, then one mail to the shop (MAIL_SHOP_ADDRESS) and a copy to the
 * sender, both through the outbox in the request's language.
 */
import { Hono } from 'hono'
import { isUuid } from '../../../shared/ids'
import { salutationKeyOf } from '../../platform/reference'
import type { StoreApiEnv } from '../../platform/database'
import { mailLanguageId } from '../../platform/context'
import { invalidUuid } from '../../platform/errors'
import { enqueueMail } from '../../platform/mail/outbox'
import { sellerOf } from '../../platform/seller'
import { shopOrigins } from '../../platform/storefront-url'
import { throttle } from '../../platform/throttle'
import { readBody } from '../../platform/validation'
import { Violations, typeViolation } from '../../platform/violations'
import { type ContactMessage, contactCopyMail, contactShopMail } from './mails'

export const contactRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/** Where contact mails go when the operator configured no MAIL_SHOP_ADDRESS. */
export const DEFAULT_SHOP_ADDRESS = 'service@arbeitsschutz-shop.example'
/** Shopware refuses names with links (spam through the copy to the sender). */
const NAME_FIELDS = ['firstName', 'lastName'] as const

function checkContact(body: Record<string, unknown>): ContactMessage {
  const v = new Violations()
  if (v.notBlank('salutationId', body.salutationId) && !salutationKeyOf(body.salutationId as string))
    v.missing('salutationId', 'salutation', body.salutationId)
  for (const field of NAME_FIELDS) if (v.notBlank(field, body[field])) v.noLink(field, body[field])
  v.email('email', body.email)
  v.notBlank('subject', body.subject)
  v.notBlank('comment', body.comment)
  if (body.phone !== undefined && body.phone !== null && typeof body.phone !== 'string')
    v.push(typeViolation('/phone', 'string'))
  v.throwIfAny()
  for (const field of ['navigationId', 'slotId'] as const) {
    const value = body[field]
    if (value !== undefined && value !== null && value !== '' && !(typeof value === 'string' && isUuid(value)))
      throw invalidUuid(String(value), `/${field}`)
  }
  const trimmed = (field: string) => (body[field] as string).trim()
  return {
    salutationKey: salutationKeyOf(body.salutationId as string)!,
    firstName: trimmed('firstName'),
    lastName: trimmed('lastName'),
    email: trimmed('email'),
    phone: typeof body.phone === 'string' ? body.phone.trim() : '',
    subject: trimmed('subject'),
    comment: trimmed('comment'),
  }
}

contactRoutes.post('/contact-form', async (c) => {
  const message = checkContact(await readBody(c))
  await throttle(c, 'contactForm')
  const languageId = await mailLanguageId(c)
  const shop = c.env.MAIL_SHOP_ADDRESS?.trim() || DEFAULT_SHOP_ADDRESS
  // The form names no storefrontUrl: the footer's links lead to the host the shopper used.
  const origin = shopOrigins(c)[0] ?? ''
  const seller = sellerOf(c.env)
  await enqueueMail(c.env, contactShopMail(languageId, shop, message, origin, seller))
  await enqueueMail(c.env, contactCopyMail(languageId, message, origin, seller))
  // Shopware answers the slot's confirmation text here; the shop's form has none of its own.
  return c.json({ individualSuccessMessage: '', apiAlias: 'contact_form_result' })
})
