/** The worker's bindings and variables, as wrangler.toml declares them. */
export interface Env {
  /** Static client assets (Vite build output). */
  ASSETS: Fetcher
  /** Edge caches: catalog reads and SEO lookups (see worker/cache.ts). */
  CACHE: KVNamespace
  /** Logos uploaded in the product designer (worker/designer). */
  UPLOADS: KVNamespace
  /** The embedded Store API's database (worker/embedded). */
  DB: D1Database
  /** Base URL of a real Shopware 6 Store API, e.g. https://shop.example/store-api. Empty: embedded. */
  STORE_API_URL?: string
  /** Tag manager container id for page_view events; empty turns tracking off. */
  TAG_MANAGER_ID?: string
  /** Comma-separated path prefixes whose views are not reported. */
  TAG_MANAGER_IGNORED_VIEWS?: string
  /** Where contact-form mails go (worker/embedded/content/contact); empty: the shop's default service address. */
  MAIL_SHOP_ADDRESS?: string
  /** The sales channel's access key (a wrangler secret). Only read on the worker. */
  STORE_API_ACCESS_KEY?: string
}
