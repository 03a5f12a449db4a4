/** The browser's only way to the Store API: adds the server's key, keeps the context token in an HttpOnly cookie (CSRF: worker/middleware/same-origin). */
import type { MiddlewareHandler } from 'hono'
import { validate } from 'superstruct'
import { parseJsonObject } from '../../../shared/json-body'
import { REQUEST_LIMITS } from '../../../shared/request-limits'
import { PROXY_BODY_SCHEMAS } from '../../../shared/schemas/proxy-bodies'
import { createStoreApiClient, type Transport } from '../../../shared/store-api/client'
import { startsSession } from '../../../shared/store-api/session-writes'
import { storeApiErrorEntry, storeApiErrorResponse, violationEntries } from '../../../shared/store-api/errors'
import { featureOfPath, lacksFeature, routeNotFound } from '../../../shared/store-api/capabilities'
import { CacheError, CacheNone, cacheHeaders, cacheControl } from '../../cache'
import { statesCookie } from '../../page-cache'
import { shopCapabilities } from '../../store-api/capabilities'
import {
  cookieBookmark,
  D1_BOOKMARK_HEADER,
  type D1Bookmark,
  d1Bookmark,
  withBookmarkCookie,
} from '../../store-api/d1-bookmark'
import { contextTokenCookie, cookieContextToken } from './cookie'

export interface StoreApiProxyOptions {
  /** The transport for this request (embedded or upstream), carrying the shopper's D1 bookmark (decision 042). */
  transport: (c: Parameters<MiddlewareHandler>[0], bookmark: D1Bookmark) => Transport
}

const FORWARDED_HEADERS = [
  'accept',
  'cache-control',
  'content-type',
  'sw-language-id',
  'sw-include-seo-urls',
  'sw-include-search-info',
  // The shopper's address, set by Cloudflare's edge (never by the browser): throttles count per client.
  'cf-connecting-ip',
]
/**
 * Answers that can name the session's token: the context and the cart (`token`), and the account's
 * session changes (login, logout, register, change-password: `contextToken`).
 */
const TOKEN_BEARING = /^\/(context|checkout\/cart|account\/|asx-shopping-lists\/add-to-cart)/
/** The body fields a Store API answer names the session's token in. */
const TOKEN_FIELDS = ['token', 'contextToken']
/** Responses of these calls change the cart or the session context: the client refreshes its atoms. */
const REFRESH_TAGS: Array<[RegExp, string]> = [
  [/^\/checkout\/cart/, 'cart'],
  // A shopping list's lines put into the cart.
  [/^\/asx-shopping-lists\/add-to-cart$/, 'cart'],
  [/^\/context$/, 'context'],
  [/^\/account\/(login|logout|register)/, 'cart, context'],
  // Addresses and the default payment method feed the session's active addresses, delivery and payment.
  [/^\/account\/(address|change-payment-method)/, 'cart, context'],
]

export const storeApiProxy = (opts: StoreApiProxyOptions): MiddlewareHandler =>
  async function storeApiProxy(c) {
    const url = new URL(c.req.url)
    const path = url.pathname.replace(/^\/store-api/, '') || '/'
    const method = c.req.method
    const stateChanging = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
    // A plugin route the shop lacks (decision 054): Shopware's own 404, without asking it.
    const feature = featureOfPath(path)
    if (feature && (await lacksFeature({ shop: () => shopCapabilities(c.env, c.executionCtx) }, feature)))
      return routeNotFound(method, path, cacheHeaders(CacheNone))

    let body: string | undefined
    if (stateChanging) {
      const checked = await checkedBody(c.req.raw, method, path)
      if (checked instanceof Response) return checked
      body = checked
    }

    // An API client (the official api-client) sends its access key or its token and manages the token
    // itself: header mode, the cookie is neither read nor set. Browsers send neither and use the cookie.
    const headerMode = isApiClient(c.req.raw)
    const token = headerMode ? c.req.header('sw-context-token') : cookieContextToken(c)
    const headers = new Headers()
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name)
      if (value) headers.set(name, value)
    }
    if (token) headers.set('sw-context-token', token)
    // The shop's host and scheme, so the embedded Store API checks a storefrontUrl (the base of mail
    // links) against the shop's own domains; set, never passed on, so a browser cannot name another.
    headers.set('x-forwarded-host', url.host)
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''))

    // The D1 bookmark travels as the token does: a cookie for browsers, a header for API clients.
    const bookmark = headerMode ? d1Bookmark(c.req.header(D1_BOOKMARK_HEADER)) : cookieBookmark(c)
    const transport = opts.transport(c, bookmark)
    const upstream = await transport(
      new Request(`http://store-api.internal/store-api${path}${url.search}`, { method, headers, body }),
    )
    const info = { path, method, headerMode, token, bookmark }
    const renewed = upstream.headers.get('sw-context-token')
    const response = respond(c, await withoutBodyToken(upstream, path, headerMode, [token, renewed]), info)
    // A new token in cookie mode (login, logout, register): the page cache's hint follows the new session.
    if (!headerMode && adopted(renewed, info)) {
      const customer = await holdsCustomer(transport, renewed)
      response.headers.append('set-cookie', statesCookie(customer, url.protocol === 'https:'))
    }
    return response
  }

/** Whether the session of `token` holds a customer (a guest of a checkout too); false when it cannot be read. */
async function holdsCustomer(transport: Transport, token: string): Promise<boolean> {
  const api = createStoreApiClient({ transport, contextToken: token })
  const context = (await api.invoke('readContext get /context').catch(() => null)) as { customer?: unknown } | null
  return !!context?.customer
}

/** A request carrying `sw-access-key` or `sw-context-token` comes from an API client, not from our pages (ADR 004). */
const isApiClient = (request: Request): boolean =>
  request.headers.has('sw-access-key') || request.headers.has('sw-context-token')

/**
 * A cookie-mode browser never sees its token: it lives in an HttpOnly cookie, so no script on the page
 * can read the session. The token fields of an answer that names the old or the new token are dropped.
 */
async function withoutBodyToken(
  response: Response,
  path: string,
  headerMode: boolean,
  tokens: Array<string | null | undefined>,
): Promise<Response> {
  if (headerMode || !TOKEN_BEARING.test(path) || !response.headers.get('content-type')?.includes('json'))
    return response
  const text = await response.text()
  const named = tokens.filter((t): t is string => !!t && text.includes(t))
  if (!named.length) return new Response(text, response)
  const body = JSON.parse(text) as Record<string, unknown>
  for (const field of TOKEN_FIELDS) if (named.includes(body[field] as string)) delete body[field]
  return new Response(JSON.stringify(body), response)
}

async function checkedBody(request: Request, method: string, path: string): Promise<string | undefined | Response> {
  const text = await boundedText(request)
  if (text === null) return failure(413, 'STOREFRONT__BODY_TOO_LARGE', 'The request body is too large.')
  const body = parseJsonObject(text)
  if (!body.ok) return failure(400, body.code, body.detail)
  const parsed = body.value
  const rule = PROXY_BODY_SCHEMAS.find((r) => r.method === method && r.path.test(path))
  if (rule) {
    const [error] = validate(parsed ?? {}, rule.schema)
    if (error) return storeApiErrorResponse(400, violationEntries(error), cacheHeaders(CacheError))
  }
  return text || undefined
}

/**
 * The body as text, or null when it is larger than REQUEST_LIMITS.bodyBytes; a larger one is read on
 * (and dropped) up to bodyDrainBytes, so the 413 goes out after the client finished sending.
 */
async function boundedText(request: Request): Promise<string | null> {
  if (!request.body) return ''
  const declared = Number(request.headers.get('content-length') ?? 0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (size <= REQUEST_LIMITS.bodyDrainBytes) {
    const { value, done } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size <= REQUEST_LIMITS.bodyBytes && declared <= REQUEST_LIMITS.bodyBytes) chunks.push(value)
  }
  if (size > REQUEST_LIMITS.bodyBytes || declared > REQUEST_LIMITS.bodyBytes) {
    await reader.cancel().catch(() => undefined)
    return null
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

function respond(
  c: Parameters<MiddlewareHandler>[0],
  upstream: Response,
  info: { path: string; method: string; headerMode: boolean; token: string | undefined; bookmark: D1Bookmark },
): Response {
  const headers = new Headers()
  // content-disposition: order documents (PDF) download under their own file name; retry-after: how long
  // a throttled (429) or closed (503) Store API asks the shopper to wait.
  for (const name of [
    'content-type',
    'content-disposition',
    'sw-version-id',
    'x-robots-tag',
    'server-timing',
    'retry-after',
  ]) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  headers.set('cache-control', cacheControl(CacheNone))
  const renewed = upstream.headers.get('sw-context-token')
  // Header mode: every answer names the token, the first one too (the client has nothing to keep otherwise).
  const current = renewed || info.token
  if (current && info.headerMode) headers.set('sw-context-token', current)
  const tag = REFRESH_TAGS.find(([pattern]) => pattern.test(info.path))?.[1]
  if (tag && info.method !== 'GET' && upstream.ok) headers.set('x-storefront-refresh', tag)
  const url = new URL(c.req.url)
  if (!info.headerMode && adopted(renewed, info)) {
    headers.append('set-cookie', contextTokenCookie(renewed, url.protocol === 'https:'))
  }
  const kept = info.bookmark.toKeep()
  if (kept && info.headerMode) headers.set(D1_BOOKMARK_HEADER, kept)
  const response = new Response(upstream.body, { status: upstream.status, headers })
  return info.headerMode ? response : withBookmarkCookie(response, info.bookmark, url)
}

/**
 * The new token a browser keeps: one that differs from its own, and without one only a write that starts a
 * session (a real Shopware's token for a tokenless read is nobody's session: no cookie, the pages stay shared).
 */
const adopted = (
  renewed: string | null,
  info: { path: string; method: string; token: string | undefined },
): renewed is string => !!renewed && renewed !== info.token && (!!info.token || startsSession(info.method, info.path))

/** An error of the proxy's own, before any Store API is asked. */
const failure = (status: number, code: string, detail: string) =>
  storeApiErrorResponse(status, storeApiErrorEntry(status, code, detail), cacheHeaders(CacheError))
