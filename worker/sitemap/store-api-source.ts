/**
 * Sitemap entries through the Store API (upstream mode): one page of its seo-url route (500 URLs) per
 * file, so a file costs two subrequests (its own locale, then the other locale's paths by foreign key).
 */
import { LOCALES } from '../../shared/constants'
import type { StoreApiClient } from '../../shared/store-api/client'
import type { SeoUrlMatch } from '../../shared/store-api/seo'
import type { AppLoadContext } from '../../client/routes/load-context'
import { SITEMAP_KINDS, type SitemapSource } from '../../shared/sitemap-source'

/** The Store API's largest page of SEO URLs. */
const URLS_PER_FILE = 500

export function storeApiSitemapSource(context: AppLoadContext): SitemapSource {
  return {
    async fileCount(kind) {
      // Categories and content fit one page; products are counted by the root category's listing.
      if (kind !== 'products') return 1
      return Math.max(1, Math.ceil((await productCount(context)) / URLS_PER_FILE))
    },
    async *entries(locale, kind, page) {
      const routeNames = SITEMAP_KINDS[kind]
      const own = await seoUrls(context.apiFor(locale), canonical(routeNames), page)
      if (!own.length) return
      const keys = own.map((u) => u.foreignKey)
      const others = await Promise.all(
        LOCALES.filter((l) => l !== locale).map(async (other) => {
          const found = await seoUrls(
            context.apiFor(other),
            [...canonical(routeNames), { type: 'equalsAny', field: 'foreignKey', value: keys }],
            1,
          )
          return [other, new Map(found.map((u) => [u.foreignKey, u.seoPathInfo]))] as const
        }),
      )
      yield own.map((entry) => ({
        paths: {
          [locale]: entry.seoPathInfo,
          ...Object.fromEntries(
            others.flatMap(([l, paths]) => (paths.has(entry.foreignKey) ? [[l, paths.get(entry.foreignKey)]] : [])),
          ),
        },
      }))
    },
  }
}

const canonical = (routeNames: readonly string[]) => [
  { type: 'equalsAny', field: 'routeName', value: routeNames },
  { type: 'equals', field: 'isCanonical', value: true },
]

async function seoUrls(api: StoreApiClient, filter: object[], page: number): Promise<SeoUrlMatch[]> {
  const result = (await api
    .invoke('readSeoUrl post /seo-url', { body: { filter, limit: URLS_PER_FILE, page } })
    .catch(() => null)) as { elements?: SeoUrlMatch[] } | null
  return result?.elements ?? []
}

/** Listed products: the root category's listing total (every listed product has one canonical SEO URL). */
async function productCount(context: AppLoadContext): Promise<number> {
  const navigation = await context.mainNavigation().catch(() => [])
  const rootId = navigation[0]?.parentId
  if (!rootId) return 0
  const listing = (await context.api
    .invoke('readProductListing post /product-listing/{categoryId}', {
      pathParams: { categoryId: rootId },
      body: { limit: 1, 'total-count-mode': 'exact' },
    })
    .catch(() => null)) as { total?: number } | null
  return listing?.total ?? 0
}
