/**
 * The bindings and variables the embedded Store API reads, declared by the embedded shop itself; the
 * worker's Env (worker/env.ts) includes them.
 */
import type { RequestThrottle } from './platform/request-throttle'
import type { SellerSetting } from './platform/seller'

/** What the mail queue carries: the outbox id only, the mail itself stays in D1. */
export interface MailMessage {
  outboxId: string
}

export interface EmbeddedEnv {
  /** The embedded Store API's database. */
  DB: D1Database
  /** The shop's KV: the maintenance switch (`storefront:maintenance`) is read from it. */
  CACHE: KVNamespace
  /**
   * The request throttles' counters, one Durable Object per counter key (platform/throttle.ts).
   * wrangler.toml binds it; without it the throttles count in the process.
   */
  THROTTLE?: DurableObjectNamespace<RequestThrottle>
  /**
   * The seller (platform/seller.ts): name, address, VAT ID, tax number, register, managing directors, email,
   * phone and return address, for invoices, return labels, the mails' footer and the seeded legal pages.
   * wrangler.toml's `[vars.SHOP_COMPANY]` table (or the same as JSON text); what it leaves out, or what
   * cannot be read, is the placeholder default.
   */
  SHOP_COMPANY?: SellerSetting | string
  /** Where contact-form mails go (content/contact); empty: the shop's default service address. */
  MAIL_SHOP_ADDRESS?: string
  /** Mail delivery queue: the outbox ids the consumer delivers (platform/mail/delivery.ts). */
  MAIL_QUEUE?: Queue<MailMessage>
  /** Cloudflare Email Service binding; used when MAIL_FROM is set and no HTTP provider is. */
  EMAIL?: SendEmail
  /** The sender address of the shop's mails; empty keeps mail in the outbox. */
  MAIL_FROM?: string
  /** An HTTP mail provider's endpoint (JSON POST); empty: unused. */
  MAIL_HTTP_URL?: string
  /** The HTTP mail provider's bearer token (a wrangler secret). */
  MAIL_HTTP_TOKEN?: string
  /**
   * The HMAC key of payment tokens (a wrangler secret; checkout/payment/token.ts). Empty: the embedded
   * shop makes its own once and keeps it in D1.
   */
  PAYMENT_TOKEN_SECRET?: string
  /** "true": the embedded Store API answers 503 maintenance (decision 033; also the KV key storefront:maintenance). */
  MAINTENANCE_MODE?: string
  /** Comma-separated client addresses that still reach the shop in maintenance (Shopware's IP allow-list). */
  MAINTENANCE_ALLOWED_IPS?: string
  /** "true": registration needs the double opt-in (Shopware's sales-channel setting, default off). */
  DOUBLE_OPT_IN_REGISTRATION?: string
  /**
   * "true": the demo payment provider runs (card and wallet, any Luhn-valid number pays). On for
   * `npm start` and the tests, off in wrangler.toml, so a deployed shop never takes card data.
   */
  DEMO_MODE?: string
}
