/** Small pieces every loader uses: route errors with the Store API's status, page parameters, alternates. */
import { data } from 'react-router'
import { LOCALES } from '../../shared/constants'
import { localizedPath, splitLocalePath } from '../../shared/locale'
import { StoreApiError } from '../../shared/store-api/client'
import type { Alternates } from '../types'

export const notFound = () =>
  data({ code: 'FRAMEWORK__NOT_FOUND', message: 'Page not found' }, { status: 404, statusText: 'Not Found' })

/** Store API failures become route errors with the same status (503 maintenance, 408 timeout …). */
export function rethrow(error: unknown): never {
  if (error instanceof StoreApiError) {
    throw data(
      { code: error.code, message: error.message },
      { status: error.status, statusText: error.errors[0]?.title },
    )
  }
  throw error
}

/**
 * A positive page number from the URL; anything else is a 400 the shopper sees as an error page.
 * @example positiveIntParam(new URL('http://x/?p=2'), ['p', 'page']) // 2
 */
export function positiveIntParam(url: URL, names: string[], fallback = 1): number {
  const raw = names.map((name) => url.searchParams.get(name)).find((value) => value !== null)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    throw data(
      { code: 'FRAMEWORK__INVALID_PAGE', message: `Invalid ${names[0]}` },
      { status: 400, statusText: 'Bad Request' },
    )
  }
  return value
}

export const pageParam = (url: URL) => positiveIntParam(url, ['p', 'page'])

/** Locale-independent pages (home, search, cart) have the same path under each prefix. */
export function staticAlternates(request: Request): Alternates {
  const url = new URL(request.url)
  const { path } = splitLocalePath(url.pathname)
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(locale, path) + url.search]))
}
