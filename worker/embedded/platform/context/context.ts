/** Per-request language and sales-channel context: the sw-language-id and sw-context-token headers. */
import type { Context, MiddlewareHandler } from 'hono'
import { randomId } from '../../../../shared/ids'
import type { Env } from '../../../env'
import { apiError } from '../errors'
import { DEFAULT_LANGUAGE_ID, localeOf } from '../sales-channel'
import { findContext, insertContext, updateContextLanguage, type ContextRow } from './storage'

export type EmbeddedContext = Context<{ Bindings: Env }>

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
export const contextHeaders = (): MiddlewareHandler<{ Bindings: Env }> =>
  async function contextHeaders(c, next) {
    requestLanguageId(c)
    const token = c.req.header(TOKEN_HEADER)
    if (token) c.header(TOKEN_HEADER, token)
    await next()
  }

export interface SalesChannelSession extends ContextRow {
  /** The language of this request: the header's, else the one stored with the context. */
  languageId: string
}

/** Loads the request's context, or creates one (random token) when none was sent or it is unknown. */
export async function openContext(c: EmbeddedContext): Promise<SalesChannelSession> {
  const db = c.env.DB
  const sent = c.req.header(TOKEN_HEADER)
  const found = sent ? await findContext(db, sent) : null
  const headerLanguage = c.req.header(LANGUAGE_HEADER) ? requestLanguageId(c) : undefined
  let row: ContextRow
  if (found) {
    row = found
    if (headerLanguage && headerLanguage !== found.languageId) {
      await updateContextLanguage(db, found.token, headerLanguage)
      row = { ...found, languageId: headerLanguage }
    }
  } else {
    row = await insertContext(db, randomId(), headerLanguage ?? DEFAULT_LANGUAGE_ID)
  }
  c.header(TOKEN_HEADER, row.token)
  return { ...row, languageId: headerLanguage ?? row.languageId }
}
