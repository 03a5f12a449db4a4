/** The worker: reading this file shows the whole request pipeline, in order. */
import { Hono, type Context } from 'hono'
import { LOCALES, type Locale } from '../shared/constants'
import { localePrefix, localizedPath } from '../shared/locale'
import { PAYLOAD_SUFFIX, pagePathOfPayload } from '../shared/paths'
import { canonicalPaths, resolveSeoPath } from '../shared/store-api/seo'
import { cacheControl, pageStrategy } from './cache'
import {
  closedFor,
  deliverMailBatch,
  embeddedMedia,
  type MailMessage,
  PROVIDER_PATH,
  paymentProvider,
} from '@edge-storefront/embedded'
import type { Env } from './env'
import { methodGuard } from './middleware/allowed-methods'
import { loadContext } from './middleware/load-context'
import { locale } from './middleware/locale'
import { redirectGuard } from './middleware/redirect'
import { embeddedRedirectIndex } from './middleware/redirect/sources'
import { sameOrigin } from './middleware/same-origin'
import { securityHeaders } from './middleware/security-headers'
import { pageTimings, serverTiming, timed, Timings } from './middleware/server-timing'
import { storeApiProxy } from './middleware/store-api-proxy'
import { upstreamConfigured } from './middleware/upstream-config'
import { buildFiles } from './build-files'
import { designer } from './designer'
import { withConsent } from './consent'
import { forms } from './forms'
import { legalCmsPages, legalPagesScope, legalTwin } from './legal-pages'
import { clientAssets, shopStylesheets } from './ssr/assets'
import { errorPage } from './ssr/error-page'
import { createLoadContext, type ServerLoadContext, withRenewedToken } from './ssr/context'
import { renderPayload } from './ssr/payload'
import { renderPage } from './ssr/render'
import { keptSuggestions, renderSuggestions, SUGGEST_PATH } from './ssr/suggest'
import { renderSessionData } from './ssr/session-data'
import { renderWishlistIds } from './ssr/wishlist-ids'
import { SESSION_DATA_PATH, WISHLIST_IDS_PATH } from '../shared/paths'
import {
  anonymousRequest,
  followCustomerState,
  PAGE_CACHE_HEADER,
  type PageCacheState,
  personalised,
  sharedAnswerKey,
  sharedPage,
  sharedPageKey,
} from './page-cache'
import { catalogVersion } from './store-api/catalog-version'
import { withBookmarkCookie } from './store-api/d1-bookmark'
import { isUpstream, storeApiTransport } from './store-api/transport'
import { SITEMAP_INDEX_PATH, sitemaps } from './sitemap'
import { textsFiles } from './ssr/texts-asset'

const app = new Hono<{ Bindings: Env }>()

// 1. Static assets (/assets/*, favicon) are answered by Workers assets before this code runs (their
// headers: public/_headers). Everything here gets the security headers and a CSP nonce, and methods a
// path does not answer are a 405 (decision 030). Upstream mode without its access key serves nothing
// but a 503 and tells the operator why (decision 034).
app.use('*', securityHeaders(), methodGuard())
app.use('*', upstreamConfigured())

// 2. The browser's Store API: CSRF-guarded, key added here, token in an HttpOnly cookie. Its
// Server-Timing names the worker's whole time (`worker`) beside the backend's own (`app`).
app.all(
  '/store-api/*',
  serverTiming('worker'),
  sameOrigin(),
  storeApiProxy({ transport: (c, bookmark) => storeApiTransport(c.env, c.executionCtx, bookmark) }),
)

// 3. Generated catalog pictures of the embedded Store API (a real Shopware serves its own media).
app.get('/media/*', (c) => (isUpstream(c.env) ? c.notFound() : embeddedMedia.fetch(c.req.raw, c.env, c.executionCtx)))

// 3b. The embedded shop's payment provider page (a real Shopware's payment handlers name their own).
app.all(`${PROVIDER_PATH}/*`, sameOrigin({ forbidden: (c) => errorPage(c.req.raw, 403) }), async (c) =>
  isUpstream(c.env) ? c.notFound() : paymentProvider(c.req.raw, c.env, await shopStylesheets(c.env)),
)

// 4. Product designer uploads (shopper logos, kept in KV).
app.route('/', designer)

// 4b. The build's files: sw.js, builds/latest.json, builds/meta/{id}.json (decision 031).
app.route('/', buildFiles)

// 4c. A locale's texts, one immutable file named by its content (decision 044).
app.route('/', textsFiles)

// 5. Crawler files.
app.get('/robots.txt', (c) => c.text(robots(new URL(c.req.url).origin)))
app.route('/', sitemaps)

// 6. Pages and their payloads: locale first (redirects, cookie), then loaders and the streamed render.
const isPayload = (path: string) => pagePathOfPayload(path) !== null
/** Data endpoints are never redirected by locale and never set the locale cookie. */
const isData = (path: string) =>
  isPayload(path) || path === SUGGEST_PATH || path === SESSION_DATA_PATH || path === WISHLIST_IDS_PATH
// Pages answer a Server-Timing of their phases: locale, context, guards, version and lookup (a shared page's
// catalog version and kept copy), loaders, render, cache, total (decision 037).
app.use('*', pageTimings())
app.use('*', timed('locale', locale({ skip: isData, alternatePath })))
app.use('*', timed('context', loadContext()))
app.use(
  '*',
  timed(
    'guards',
    redirectGuard({
      pageOf: pagePathOfPayload,
      // Embedded: the paths that may redirect are known per catalog version; most paths need no lookup.
      index: (c) => (isUpstream(c.env) ? Promise.resolve(null) : embeddedRedirectIndex(c.env)),
    }),
  ),
)
// Forms and data routes, mounted once under every locale prefix (/checkout/cart/add, /en-GB/checkout/cart/add).
const localized = new Hono<{ Bindings: Env }>()
  .route('/', forms)
  .get(SUGGEST_PATH, async (c) => {
    // Nobody's data for a shopper without a customer: kept at the edge per term and price area, like a page.
    const key = sharedAnswerKey(c.req.raw, await pageScope(c.env))
    const kept = key && (await shared(c, key, renderSuggestions))
    const context = c.var.loadContext
    return kept ? keptSuggestions(kept, c.req.raw, context) : renderSuggestions(c.req.raw, context)
  })
  .get(WISHLIST_IDS_PATH, async (c) => {
    const context = c.var.loadContext
    return withRenewedToken(await renderWishlistIds(c.req.raw, context), context, new URL(c.req.url))
  })
  .get(SESSION_DATA_PATH, async (c) => {
    const context = c.var.loadContext
    const response = withRenewedToken(await renderSessionData(c.req.raw, context), context, new URL(c.req.url))
    await followCustomerState(response, c.req.raw, context)
    return response
  })
for (const l of LOCALES) app.route(localePrefix(l) || '/', localized)
// A POST to a page runs its form action (docs/decisions/017-form-actions.md): without JavaScript the page
// itself (a 303 on success, the page with its errors otherwise), with it the page's payload.
app.get('*', page)
app.post(
  '*',
  sameOrigin({ forbidden: async (c) => errorPage(c.req.raw, 403, { stylesheets: await shopStylesheets(c.env) }) }),
  page,
)

async function page(c: Context<{ Bindings: Env }>): Promise<Response> {
  const key = sharedPageKey(c.req.raw, await pageScope(c.env))
  const kept = key && (await shared(c, key))
  if (kept) {
    // Cache-Control for the browser: the page rule's for a shopper without a customer.
    kept.headers.set('cache-control', cacheControl(pageStrategy({ method: 'GET', path: c.req.path, session: false })))
    return consented(c, kept)
  }
  const context = c.var.loadContext
  const timings = c.var.timings
  const response = isPayload(c.req.path)
    ? await renderPayload(c.req.raw, c.env, c.var.locale, context, timings)
    : await renderPage(c.req.raw, c.env, c.var.locale, context, c.var.cspNonce, timings)
  withRenewedToken(response, context, new URL(c.req.url))
  await followCustomerState(response, c.req.raw, context)
  // The shopper's D1 bookmark (decision 042): set only where a context token took part.
  withBookmarkCookie(response, context.d1Bookmark, new URL(c.req.url))
  const session = !!context.api.contextToken || !!context.renewedToken() || context.showsCustomer()
  const strategy = pageStrategy({ method: c.req.method, path: c.req.path, session })
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', cacheControl(strategy))
  return consented(c, cacheState(c, response, 'BYPASS'))
}

/** A page with the shopper's consent applied: the banner until they chose, the tag manager once allowed. */
const consented = (c: Context<{ Bindings: Env }>, response: Response) =>
  withConsent(response, c.req.raw, { env: c.env, locale: c.var.locale, nonce: c.var.cspNonce })

/** An answer rendered for nobody (from the anonymous request and load context) to be kept. */
type SharedAnswer = (request: Request, context: ServerLoadContext, timings?: Timings) => Promise<Response>

/**
 * A catalog, content or search page (or, with `renderFor`, another answer of nobody's data) for a shopper
 * without a customer: the edge's kept copy, or a render for nobody that is kept (worker/page-cache). A
 * shopper with a session fetches their cart and session after hydration (`data-session`); Cache-Control
 * for the browser is the caller's to set. Null when the shop is closed (the embedded maintenance switch,
 * read beside the copy): its notice is never a kept page.
 */
async function shared(
  c: Context<{ Bindings: Env }>,
  key: Request,
  renderFor: SharedAnswer = (request, context, timings) =>
    isPayload(c.req.path)
      ? renderPayload(request, c.env, c.var.locale, context, timings)
      : renderPage(request, c.env, c.var.locale, context, c.var.cspNonce, timings),
): Promise<Response | null> {
  const nonce = c.var.cspNonce
  // Built only when the page is rendered (a miss, or a stale copy renewed): a kept copy needs neither.
  const render = async (timings?: Timings) => {
    const anonymous = await createLoadContext(c, { anonymous: true })
    const response = await renderFor(anonymousRequest(c.req.raw), anonymous, timings)
    return { response, faulted: anonymous.faulted }
  }
  const closed = isUpstream(c.env) ? undefined : closedFor(c.env, c.req.header('cf-connecting-ip'), c.executionCtx)
  const timings = c.var.timings ?? new Timings()
  const answer = await sharedPage({
    key,
    version: await timings.time('version', () => catalogVersion(c.env)),
    ctx: c.executionCtx,
    // The request's own render is timed; a background one (a stale copy renewed) is not this answer's time.
    render: (background) => render(background ? undefined : timings),
    closed,
    timings,
  })
  if (!answer) return null
  const [copy, state] = answer
  const session = !!c.var.loadContext.api.contextToken
  // A miss was rendered for this answer, with its nonce: without a session there is nothing to mark.
  const response = state === 'MISS' && !session ? copy : personalised(copy, { nonce, session })
  return cacheState(c, response, state)
}

/**
 * What a kept page belongs to: the build whose files it names, the backend whose catalog it shows and the
 * tag manager it loads (a deployment's settings).
 */
async function pageScope(env: Env): Promise<string> {
  const build = (await clientAssets(env).catch(() => null))?.build ?? 'dev'
  // Upstream, the legal pages' CMS pages are a setting too (decision 062): a changed one is not answered from old copies.
  const backend = isUpstream(env)
    ? env.STORE_API_URL!.trim() + legalPagesScope(legalCmsPages(env.LEGAL_CMS_PAGES))
    : 'embedded'
  return [build, backend, env.TAG_MANAGER_ID ?? '', env.TAG_MANAGER_IGNORED_VIEWS ?? ''].join('-')
}

/** Names how the page cache answered, for people (x-page-cache) and for Server-Timing. */
function cacheState(c: Context<{ Bindings: Env }>, response: Response, state: PageCacheState): Response {
  response.headers.set(PAGE_CACHE_HEADER, state)
  c.var.timings?.describe('cache', state)
  return response
}

/** A German SEO path's English twin (and back), for first visits that follow the browser's language. */
async function alternatePath(c: Context<{ Bindings: Env }>, target: Locale, path: string): Promise<string | null> {
  // A legal page the operator named has its fixed path in each language, not a SEO URL (decision 062).
  const legal = isUpstream(c.env) ? legalTwin(legalCmsPages(c.env.LEGAL_CMS_PAGES), path, c.var.locale, target) : null
  if (legal) return legal
  const context = await createLoadContext(c)
  const match = await resolveSeoPath(context.api, path).catch(() => null)
  if (!match) return null
  return (await canonicalPaths(context.apiFor, match, path))[target] ?? null
}

app.onError(async (error, c) => {
  console.error('Unhandled error', error)
  return errorPage(c.req.raw, 500, { stylesheets: await shopStylesheets(c.env) })
})

// The request throttles' Durable Object class (wrangler.toml binds it as THROTTLE).
export { RequestThrottle } from '@edge-storefront/embedded/durable-objects'

// 7. Mail: the MAIL_QUEUE consumer delivers what the embedded Store API wrote to its outbox (decision 019).
export default {
  fetch: app.fetch,
  queue: (batch, env) => deliverMailBatch(batch, env),
} satisfies ExportedHandler<Env, MailMessage>

/** Crawlers may read every page but the shopper's own (checkout, search results, data endpoints). */
function robots(origin: string): string {
  const rules = LOCALES.flatMap((l) => [
    `Disallow: ${localizedPath(l, '/checkout')}`,
    `Disallow: ${localizedPath(l, '/search')}`,
  ])
  return [
    'User-agent: *',
    ...rules,
    'Disallow: /store-api/',
    `Disallow: /*${PAYLOAD_SUFFIX}`,
    `Disallow: /*${SESSION_DATA_PATH}`,
    `Disallow: /*${WISHLIST_IDS_PATH}`,
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n')
}
