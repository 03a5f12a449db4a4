/** Builds the per-request loader context: Store API clients with the shopper's token, language and the KV cache. */
import { startsSession } from '../../shared/store-api/session-writes'
import type { Context } from 'hono'
import { LANGUAGE_IDS, LOCALES, type Locale } from '../../shared/constants'
import { createStoreApiClient, type StoreApiClient, type Transport } from '../../shared/store-api/client'
import type { AppLoadContext, SalesChannelContext } from '../../client/routes/load-context'
import { readMainNavigation } from '../../client/routes/navigation.server'
import type { Category } from '../../client/types'
import type { Env } from '../env'
import { contextTokenCookie, cookieContextToken } from '../middleware/store-api-proxy/cookie'
import { cookieBookmark, type D1Bookmark, d1Bookmark as noBookmark } from '../store-api/d1-bookmark'
import { tagManagerConfig } from '../../shared/page-view'
import { legalCmsPages, type LegalPagesContext } from '../legal-pages'
import { shopCapabilities } from '../store-api/capabilities'
import { isUpstream, loaderTransport } from '../store-api/transport'

export interface ServerLoadContext extends AppLoadContext, LegalPagesContext {
  /** Set when the Store API issued a new context token during this request (the cookie must follow). */
  renewedToken(): string | undefined
  /** True once a session read in this request found a customer: the answer must then be `private, no-store`. */
  showsCustomer(): boolean
  /** Whether this request read the session (since its last token change). */
  sessionRead(): boolean
  /** The shopper's D1 bookmark, carried on every embedded Store API call of this request (decision 042). */
  d1Bookmark: D1Bookmark
  /**
   * Whether a Store API call of this request failed on the backend's side (no answer, a 5xx, 408 or 429):
   * what was rendered from it shows a notice in place of data and must not be kept for others.
   */
  faulted(): boolean
}

/** An answer that says the backend could not answer now (not that the request was wrong). */
const backendFault = (status: number) => status >= 500 || status === 408 || status === 429

/**
 * The load context of a request. `anonymous`: without the shopper's context token, for a page every
 * shopper without a customer shares (worker/page-cache): its reads cannot reach anyone's session.
 */
export async function createLoadContext(
  c: Context<{ Bindings: Env }>,
  { anonymous = false }: { anonymous?: boolean } = {},
): Promise<ServerLoadContext> {
  const locale = c.var.locale
  // A page for nobody reads without the shopper's bookmark too (it reads the catalog only).
  const d1Bookmark = anonymous ? noBookmark(undefined) : cookieBookmark(c)
  const backend = loaderTransport(c.env, c.executionCtx, c.req.header('cf-connecting-ip'), d1Bookmark)
  let faulted = false
  const transport: Transport = (request) =>
    backend(request).then(
      (response) => {
        if (backendFault(response.status)) faulted = true
        return response
      },
      (error: unknown) => {
        faulted = true
        throw error
      },
    )
  const languageIds = isUpstream(c.env) ? await upstreamLanguageIds(transport) : LANGUAGE_IDS
  const token = anonymous ? undefined : cookieContextToken(c)
  let renewed: string | undefined
  let session: Promise<SalesChannelContext | null> | undefined
  let customerSeen = false
  const api = createStoreApiClient({
    transport,
    languageId: languageIds[locale],
    contextToken: token,
    // A token Shopware hands out for a tokenless read is nobody's session: the page stays shared.
    keepsFirstToken: startsSession,
    onContextToken: (next) => {
      renewed = next
      // A new token is a new session (login, logout): what was read before belongs to the old one.
      session = undefined
    },
  })
  let navigation: Promise<Category[]> | undefined
  // Other locales only read the catalog (alternate paths), so they go without the shopper's token and stay
  // cacheable; so does the navigation of this one.
  const others = new Map<Locale, StoreApiClient>()
  const readSession = () =>
    (session ??= api.contextToken
      ? (api.invoke('readContext get /context') as Promise<SalesChannelContext>).then(
          (read) => {
            if (read?.customer) customerSeen = true
            return read
          },
          () => null,
        )
      : Promise.resolve(null))
  const apiFor = (other: Locale): StoreApiClient => {
    if (other === locale && !token) return api
    let client = others.get(other)
    if (!client) {
      client = createStoreApiClient({ transport, languageId: languageIds[other] })
      others.set(other, client)
    }
    return client
  }
  return {
    locale,
    languageId: languageIds[locale],
    origin: new URL(c.req.url).origin,
    api,
    apiFor,
    renewedToken: () => renewed,
    d1Bookmark,
    faulted: () => faulted,
    showsCustomer: () => customerSeen,
    // The same for every shopper: read without the session's token, so it is kept (KV, the isolate) for customers too.
    mainNavigation: () => (navigation ??= readMainNavigation(apiFor(locale))),
    // No token, no session: anonymous pages never create a context, so they stay cacheable.
    session: readSession,
    sessionRead: () => session !== undefined,
    // The same for every shopper and page: learnt once per backend and deploy (decision 054).
    shop: () => shopCapabilities(c.env, c.executionCtx),
    // Upstream: the legal pages' CMS pages the operator named (decision 062); embedded seeds them at their paths.
    legalPages: isUpstream(c.env) ? legalCmsPages(c.env.LEGAL_CMS_PAGES) : undefined,
    tracking: !!tagManagerConfig(c.env.TAG_MANAGER_ID, c.env.TAG_MANAGER_IGNORED_VIEWS),
  }
}

/** A real Shopware has its own language ids: find ours by translation code (cached long through the transport). */
async function upstreamLanguageIds(transport: Transport): Promise<Record<Locale, string>> {
  const api = createStoreApiClient({ transport })
  const result = (await api.invoke('readLanguages post /language', { body: { limit: 100 } }).catch(() => null)) as {
    elements?: Array<{ id: string; translationCode?: { code?: string } }>
  } | null
  const ids = { ...LANGUAGE_IDS }
  for (const locale of LOCALES) {
    const match = result?.elements?.find((language) => language.translationCode?.code === locale)
    if (match) ids[locale] = match.id
  }
  return ids
}

/** Sends a context token the Store API renewed during this request on to the browser as its cookie. */
export function withRenewedToken(response: Response, context: ServerLoadContext, url: URL): Response {
  const renewed = context.renewedToken()
  if (renewed) response.headers.append('set-cookie', contextTokenCookie(renewed, url.protocol === 'https:'))
  return response
}
