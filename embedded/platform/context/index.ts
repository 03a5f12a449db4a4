/** The SalesChannelContext of a request (sw-context-token → stored context) and the language header every route honours. */
import type { Context, MiddlewareHandler } from 'hono'
import { randomId } from '../../../shared/ids'
import type { StoreApiEnv } from '../database'
import { apiError, customerNotLoggedIn } from '../errors'
import { demoMode } from '../reference'
import { DEFAULT_LANGUAGE_ID, localeOf } from '../sales-channel'
import {
  findSalesChannelContext,
  insertSalesChannelContext,
  updateContextLanguage,
  type SalesChannelContextRow,
} from './storage'

/** Hono's request context in an embedded route (not to be confused with the SalesChannelContext). */
export type HonoContext = Context<{ Bindings: StoreApiEnv }>

export const TOKEN_HEADER = 'sw-context-token'
export const LANGUAGE_HEADER = 'sw-language-id'

/** The language a request asks for: its sw-language-id header, else `fallback` (de-DE). Unknown ids are a 412. */
export function requestLanguageId(c: Context, fallback = DEFAULT_LANGUAGE_ID): string {
  const header = c.req.header(LANGUAGE_HEADER)?.trim().toLowerCase()
  if (!header) return fallback
  if (!localeOf(header)) {
    throw apiError(
      412,
      'FRAMEWORK__LANGUAGE_NOT_FOUND',
      `The language "${header}" was not found.`,
      `/${LANGUAGE_HEADER}`,
      { languageId: header },
    )
  }
  return header
}

/**
 * Rejects unknown languages before any route runs, and echoes a sent context token, so every answer
 * to a request that has a context names it. Catalog reads never look the token up: they stay shareable.
 */
export const contextHeaders = (): MiddlewareHandler<{ Bindings: StoreApiEnv }> =>
  async function contextHeaders(c, next) {
    requestLanguageId(c)
    const token = c.req.header(TOKEN_HEADER)
    if (token) c.header(TOKEN_HEADER, token)
    await next()
  }

/** Shopware's SalesChannelContext as far as the embedded API keeps one: token, language, customer. */
export interface SalesChannelContext extends SalesChannelContextRow {
  /** The language of this request: the header's, else the one stored with the context. */
  languageId: string
  /** Whether the demo payment provider runs (DEMO_MODE): its methods are offered only then. */
  demo: boolean
}

/** Loads the request's SalesChannelContext, or creates one (random token) when none was sent or it is unknown. */
export async function loadSalesChannelContext(c: HonoContext): Promise<SalesChannelContext> {
  const db = c.env.DB
  const sent = c.req.header(TOKEN_HEADER)
  const found = sent ? await findSalesChannelContext(db, sent) : null
  const headerLanguage = c.req.header(LANGUAGE_HEADER) ? requestLanguageId(c) : undefined
  let row: SalesChannelContextRow
  if (found) {
    row = found
    if (headerLanguage && headerLanguage !== found.languageId) {
      await updateContextLanguage(db, found.token, headerLanguage)
      row = { ...found, languageId: headerLanguage }
    }
  } else {
    row = await insertSalesChannelContext(db, randomId(), headerLanguage ?? DEFAULT_LANGUAGE_ID)
  }
  c.header(TOKEN_HEADER, row.token)
  return { ...row, languageId: headerLanguage ?? row.languageId, demo: demoMode(c.env) }
}

/**
 * A context with a customer, a guest checkout's included (Shopware's `_loginRequired` with
 * `_loginRequiredAllowGuest`: the order and account routes a guest may use); no customer is Shopware's
 * 403. Account features a guest must not see use requireRegisteredCustomer.
 */
export async function requireCustomer(c: HonoContext): Promise<SalesChannelContext & { customerId: string }> {
  const context = await loadSalesChannelContext(c)
  if (!context.customerId) throw customerNotLoggedIn()
  return context as SalesChannelContext & { customerId: string }
}

/**
 * A registered (non-guest) customer's context, for the routes Shopware keeps from guest sessions
 * (wishlist, reviews: `_loginRequired` without `_loginRequiredAllowGuest`); guests get the same 403.
 * Carries the account type read in the same lookup (the business-only routes check it).
 */
export async function requireRegisteredCustomer(c: HonoContext) {
  const context = await requireCustomer(c)
  const row = await c.env.DB.prepare('SELECT guest, account_type AS accountType FROM customer WHERE id = ?')
    .bind(context.customerId)
    .first<{ guest: number; accountType: string }>()
  if (!row || row.guest) throw customerNotLoggedIn()
  return { ...context, accountType: row.accountType }
}

/**
 * The language a mail goes out in without creating a context: the request's header, else the one stored
 * with the sent token's context (the shopper's chosen locale in cookie mode), else de-DE.
 */
export async function mailLanguageId(c: HonoContext): Promise<string> {
  if (c.req.header(LANGUAGE_HEADER)) return requestLanguageId(c)
  const token = c.req.header(TOKEN_HEADER)
  const context = token ? await findSalesChannelContext(c.env.DB, token) : null
  return context?.languageId ?? DEFAULT_LANGUAGE_ID
}

// What other domains of the backend may use of this one's storage.
export { type SalesChannelContextRow, updateContextSelections } from './storage'
