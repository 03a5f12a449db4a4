/**
 * Password recovery (Shopware's SendPasswordRecoveryMailRoute, ResetPasswordRoute and
 * CustomerRecoveryIsExpiredRoute): POST /account/recovery-password mails a link with a hash valid two
 * hours and always answers success, so the answer never tells which emails have an account;
 * POST /account/recovery-password-confirm sets the new password (an unknown or expired hash is
 * CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED, as Shopware answers both); POST
 * /account/customer-recovery-is-expired tells a page whether its link still works.
 */
import { Hono } from 'hono'
import type { StoreApiEnv } from '../../platform/database'
import { loadSalesChannelContext } from '../../platform/context'
import { ApiError, type ApiErrorEntry, apiError } from '../../platform/errors'
import { DEFAULT_LANGUAGE_ID } from '../../platform/sales-channel'
import { resetRequests, throttle } from '../../platform/throttle'
import { readBody } from '../../platform/validation'
import { blankViolation, violation } from '../../platform/violations'
import { checkEmail, checkNewPassword, customerNotFoundByHash, notEqualViolation, textOf } from './fields'
import { randomHash } from './hash'
import { sendPasswordRecovery } from './mails'
import { checkStorefrontUrl } from '../../platform/storefront-url'
import { deleteRecovery, findAccountByEmail, findRecovery, saveRecovery, updatePassword } from './writes'

export const recoveryRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/** How long a recovery link works (Shopware: two hours). */
export const RECOVERY_VALID_MS = 2 * 60 * 60 * 1000
/** Recovery hashes have Shopware's length; the expiry check refuses any other. */
const HASH_LENGTH = 32

const expired = (createdAt: string, now = Date.now()) => now - Date.parse(createdAt) > RECOVERY_VALID_MS

recoveryRoutes.post('/account/recovery-password', async (c) => {
  const body = await readBody(c)
  const context = await loadSalesChannelContext(c)
  const { email, errors } = checkEmail(body.email)
  const { url, errors: urlErrors } = checkStorefrontUrl(c, body.storefrontUrl)
  if (errors.length || urlErrors.length) throw new ApiError(400, [...errors, ...urlErrors])
  // Counted for unknown emails too, so the limit says nothing about which emails have an account.
  await throttle(c, 'resetPassword', email!)
  const customer = await findAccountByEmail(c.env.DB, email!)
  // The link is made and mailed after the answer, so a known email is answered as fast as an unknown one.
  if (customer) {
    const mailed = async () => {
      const hash = randomHash(HASH_LENGTH)
      await saveRecovery(c.env.DB, customer.id, hash)
      const languageId = customer.languageId ?? context.languageId ?? DEFAULT_LANGUAGE_ID
      await sendPasswordRecovery(c.env, customer, `${url}/account/recover/password?hash=${hash}`, languageId)
    }
    c.executionCtx.waitUntil(
      mailed().catch((error: unknown) => console.error('password recovery mail not written', error)),
    )
  }
  return c.json({ success: true })
})

recoveryRoutes.post('/account/recovery-password-confirm', async (c) => {
  const body = await readBody(c)
  const hash = textOf(body.hash)
  const errors: ApiErrorEntry[] = hash ? [] : [blankViolation('/hash', body.hash)]
  const tooWeak = checkNewPassword(body.newPassword, '/newPassword')
  errors.push(...tooWeak)
  if (!tooWeak.length && body.newPasswordConfirm !== body.newPassword)
    errors.push(notEqualViolation('/newPasswordConfirm'))
  if (errors.length) throw new ApiError(400, errors)
  const recovery = await findRecovery(c.env.DB, hash)
  if (!recovery || expired(recovery.createdAt))
    throw apiError(410, 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', `The hash "${hash}" is expired.`, '/', { hash })
  // A new password ends every session of the customer and lifts a login block on their email.
  await updatePassword(c.env.DB, recovery.customerId, body.newPassword as string, null)
  await deleteRecovery(c.env.DB, hash)
  const account = await c.env.DB.prepare('SELECT email FROM customer WHERE id = ?')
    .bind(recovery.customerId)
    .first<{ email: string }>()
  if (account) await resetRequests(c, 'login', account.email)
  return c.json({ success: true })
})

recoveryRoutes.post('/account/customer-recovery-is-expired', async (c) => {
  const body = await readBody(c)
  const hash = textOf(body.hash)
  if (!hash) throw new ApiError(400, [blankViolation('/hash', body.hash)])
  if (hash.length !== HASH_LENGTH)
    throw new ApiError(400, [
      violation('NOT_EQUAL_LENGTH_ERROR', `This value should have exactly ${HASH_LENGTH} characters.`, '/hash', {
        '{{ value }}': JSON.stringify(hash),
        '{{ limit }}': HASH_LENGTH,
      }),
    ])
  const recovery = await findRecovery(c.env.DB, hash)
  if (!recovery) throw customerNotFoundByHash(hash)
  return c.json({ data: [{ isExpired: expired(recovery.createdAt) }], apiAlias: 'array_struct' })
})
