/**
 * What the route guards know without asking: every path that may redirect, when the backend can name
 * them all (decision 045). Most requests name a path that never moved; with an index the guard answers
 * "no redirect" from memory instead of two Store API reads per new path. Embedded: read from D1 once per
 * catalog version and isolate (the seed, which writes redirects, bumps the version). Upstream: a real
 * Shopware has no list of outdated SEO paths, so the guard asks per path (cached in KV).
 */
import { withLeadingSlash } from '../../../shared/paths'
import { catalogVersion, redirectSourceRows, type RedirectSourceRows } from '@edge-storefront/embedded'
import type { Env } from '../../env'

/** Beyond this many redirects of a kind the index is not kept (memory per isolate): every path is asked. */
export const MAX_INDEXED_REDIRECTS = 20_000

/** A stored redirect's source and a request path compare without trailing slashes, with a leading one. */
export const redirectPath = (path: string): string => withLeadingSlash(path.replace(/\/+$/, ''))

/** The paths that may redirect; anything else certainly does not. */
export class RedirectIndex {
  private readonly seoPaths = new Map<string, Set<string>>()
  private readonly stored: Set<string>

  constructor(rows: Pick<RedirectSourceRows, 'seoPaths' | 'storedSources'>) {
    for (const { languageId, seoPathInfo } of rows.seoPaths) {
      const paths = this.seoPaths.get(languageId) ?? new Set<string>()
      paths.add(seoPathInfo)
      this.seoPaths.set(languageId, paths)
    }
    this.stored = new Set(rows.storedSources.map(redirectPath))
  }

  /**
   * Whether an outdated SEO path of `languageId` (without leading slash) or a stored redirect source
   * (`paths`: the request path and the page path below the locale) may match.
   */
  mayRedirect(languageId: string, seoPathInfo: string, paths: string[]): boolean {
    return !!this.seoPaths.get(languageId)?.has(seoPathInfo) || paths.some((p) => this.stored.has(redirectPath(p)))
  }
}

let memo: { version: string; index: Promise<RedirectIndex | null> } | undefined

/**
 * The embedded shop's index for the current catalog version, loaded once per version and isolate; null
 * when the redirects are too many to keep or cannot be read (the guard then asks).
 */
export async function embeddedRedirectIndex(env: Env): Promise<RedirectIndex | null> {
  const version = await catalogVersion(env.DB)
  if (memo?.version === version) return memo.index
  const index = redirectSourceRows(env.DB.withSession('first-unconstrained'), MAX_INDEXED_REDIRECTS).then(
    (rows) => {
      // A replica behind the version just read: use its rows for this request, load again on the next.
      if (rows && rows.version !== version && memo?.index === index) memo = undefined
      return rows && new RedirectIndex(rows)
    },
    () => {
      if (memo?.index === index) memo = undefined
      return null
    },
  )
  memo = { version, index }
  return index
}
