/** The worker's bindings and variables, as wrangler.toml declares them: the edge's own and the embedded shop's. */
import type { EmbeddedEnv } from '@edge-storefront/embedded'

export interface Env extends EmbeddedEnv {
  /** Static client assets (Vite build output). */
  ASSETS: Fetcher
  /** Edge caches: catalog reads and SEO lookups (see worker/cache.ts); the maintenance switch. */
  CACHE: KVNamespace
  /** Logos uploaded in the product designer (worker/designer). */
  UPLOADS: KVNamespace
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
  /**
   * Upstream mode: the Shopware CMS page of each legal page (decision 062), as the shop's basic information
   * names them: `imprint=<id>, terms=<id>, withdrawal=<id>, privacy=<id>, payment-shipping=<id>,
   * accessibility=<id>` (or a JSON object / TOML table of the same). Their fixed paths (shared/legal.ts)
   * render those pages; a page not named resolves as any path (the shop's SEO URL there, or 404).
   */
  LEGAL_CMS_PAGES?: string | Record<string, string>
  /** Comma-separated path prefixes whose views are not reported. */
  TAG_MANAGER_IGNORED_VIEWS?: string
  /** The sales channel's access key (a wrangler secret). Only read on the worker. */
  STORE_API_ACCESS_KEY?: string
  /** Milliseconds an upstream Store API call may take before it answers 408; empty: 10 s (shared/store-api/faults.ts). */
  STORE_API_TIMEOUT_MS?: string
}
