/** The worker's bindings and variables, as wrangler.toml declares them. */
import type { MailMessage } from './embedded/platform/mail/outbox'
import type { RequestThrottle } from './embedded/platform/request-throttle'

export interface Env {
  /** Static client assets (Vite build output). */
  ASSETS: Fetcher
  /** Edge caches: catalog reads and SEO lookups (see worker/cache.ts). */
  CACHE: KVNamespace
  /** Logos uploaded in the product designer (worker/designer). */
  UPLOADS: KVNamespace
  /** The embedded Store API's database (worker/embedded). */
  DB: D1Database
  /**
   * The request throttles' counters, one Durable Object per counter key (worker/embedded/platform/throttle.ts).
   * wrangler.toml binds it; without it the throttles count in the process (worker/embedded/platform/throttle.ts).
   */
  THROTTLE?: DurableObjectNamespace<RequestThrottle>
  /** Base URL of a real Shopware 6 Store API, e.g. https://shop.example/store-api. Empty: embedded. */
  STORE_API_URL?: string
  /** Further origins product pictures come from (a CDN in front of Shopware's media), space- or comma-separated; for the CSP's img-src. */
  MEDIA_ORIGINS?: string
  /** Tag manager container id for page_view events; empty turns tracking off. */
  TAG_MANAGER_ID?: string
  /**
   * The shop's size chart, shipping information and contact pages in upstream mode (decision 054): a path
   * below the locale prefix, `landing_page:<id>` or `category:<id>` (its SEO path per locale), or `none`.
   * Unset: the shop's default path, when the shop has a page there; otherwise the link is not shown.
   */
  CONTENT_PAGE_SIZE_CHART?: string
  CONTENT_PAGE_SHIPPING_INFO?: string
  CONTENT_PAGE_CONTACT?: string
  /** Comma-separated path prefixes whose views are not reported. */
  TAG_MANAGER_IGNORED_VIEWS?: string
  /** Where contact-form mails go (worker/embedded/content/contact); empty: the shop's default service address. */
  MAIL_SHOP_ADDRESS?: string
  /** The sales channel's access key (a wrangler secret). Only read on the worker. */
  STORE_API_ACCESS_KEY?: string
  /** Milliseconds an upstream Store API call may take before it answers 408; empty: 10 s (shared/store-api/faults.ts). */
  STORE_API_TIMEOUT_MS?: string
  /** Mail delivery queue: the outbox ids the consumer delivers (worker/embedded/platform/mail/delivery.ts). */
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
}
