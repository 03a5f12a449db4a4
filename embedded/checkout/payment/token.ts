/**
 * The payment token: what /handle-payment hands the payment provider page, in its URL. It names the
 * order, its transaction and payment method, where to return after success and after failure, and
 * when it expires; an HMAC-SHA256 over all of it (key: the PAYMENT_TOKEN_SECRET binding, else a secret
 * the embedded shop makes once and keeps in D1) makes it tamper-proof. A token pays once: the provider
 * writes its nonce to `payment_token_use` when it takes it.
 */
import type { Database } from '../../platform/database'
import { randomId } from '../../../shared/ids'
import type { StoreApiEnv } from '../../platform/database'
import { base64Url, fromBase64Url } from '../../platform/url-safe'

/** How long a shopper may take at the provider (Shopware's payment token lifetime: 30 minutes). */
const PAYMENT_TOKEN_SECONDS = 30 * 60

export interface PaymentToken {
  /** Nonce: one use per token. */
  nonce: string
  orderId: string
  transactionId: string
  paymentMethodId: string
  finishUrl: string
  errorUrl: string
  /** Expiry in epoch seconds. */
  expires: number
}

const SECRET_NAME = 'payment-token'

/** The embedded shop's own secret: read; made once (the first writer wins) when there is none yet. */
async function embeddedSecret(db: Database): Promise<string> {
  const read = db.prepare('SELECT value FROM embedded_secret WHERE name = ?').bind(SECRET_NAME)
  const kept = await read.first<{ value: string }>()
  if (kept) return kept.value
  const [, made] = await db.batch<{ value: string }>([
    db
      .prepare('INSERT OR IGNORE INTO embedded_secret (name, value) VALUES (?, ?)')
      .bind(SECRET_NAME, randomId() + randomId()),
    read,
  ])
  return made.results[0]!.value
}

/** The HMAC key: the binding when set, else the embedded shop's own secret. */
async function signingKey(env: StoreApiEnv): Promise<CryptoKey> {
  const secret = env.PAYMENT_TOKEN_SECRET || (await embeddedSecret(env.DB))
  const bytes = new TextEncoder().encode(secret)
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

const FIELDS = ['nonce', 'orderId', 'transactionId', 'paymentMethodId', 'finishUrl', 'errorUrl', 'expires'] as const

/** A fresh signed token for `claims`, valid PAYMENT_TOKEN_SECONDS from `now`. */
export async function signPaymentToken(
  env: StoreApiEnv,
  claims: Omit<PaymentToken, 'nonce' | 'expires'>,
  now = Date.now(),
): Promise<string> {
  const token: PaymentToken = { ...claims, nonce: randomId(), expires: Math.floor(now / 1000) + PAYMENT_TOKEN_SECONDS }
  const payload = base64Url(new TextEncoder().encode(JSON.stringify(FIELDS.map((f) => token[f]))))
  const signature = await crypto.subtle.sign('HMAC', await signingKey(env), new TextEncoder().encode(payload))
  return `${payload}.${base64Url(new Uint8Array(signature))}`
}

type TokenCheck = { ok: true; token: PaymentToken } | { ok: false; reason: 'invalid' | 'expired' }

/** The token's claims when its signature holds and it has not expired. */
export async function verifyPaymentToken(env: StoreApiEnv, text: string, now = Date.now()): Promise<TokenCheck> {
  const [payload, signature, ...rest] = text.split('.')
  const signatureBytes = fromBase64Url(signature ?? '')
  const payloadBytes = fromBase64Url(payload ?? '')
  if (rest.length || !payload || !signatureBytes || !payloadBytes) return { ok: false, reason: 'invalid' }
  const key = await signingKey(env)
  const valid = await crypto.subtle.verify('HMAC', key, signatureBytes, new TextEncoder().encode(payload))
  if (!valid) return { ok: false, reason: 'invalid' }
  const values = JSON.parse(new TextDecoder().decode(payloadBytes)) as unknown[]
  const token = Object.fromEntries(FIELDS.map((f, i) => [f, values[i]])) as unknown as PaymentToken
  if (token.expires * 1000 <= now) return { ok: false, reason: 'expired' }
  return { ok: true, token }
}

/** Takes the token for one payment; false when it was taken before. */
export async function takeToken(db: Database, token: PaymentToken): Promise<boolean> {
  const result = await db
    .prepare('INSERT OR IGNORE INTO payment_token_use (nonce, order_id) VALUES (?, ?)')
    .bind(token.nonce, token.orderId)
    .run()
  return result.meta.changes > 0
}

/** Whether the token was already taken (the page then shows so instead of the form). */
export const tokenUsed = async (db: Database, token: PaymentToken) =>
  !!(await db.prepare('SELECT 1 AS used FROM payment_token_use WHERE nonce = ?').bind(token.nonce).first())
