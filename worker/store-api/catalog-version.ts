/**
 * The catalog version the edge's kept pages and catalog reads follow (decision 037). Embedded: the
 * catalog's own version, bumped by every change a page shows (seed, stock flags, ratings). Upstream: a
 * KV value the operator (or a Shopware webhook) bumps after a catalog change:
 * `wrangler kv key put --binding CACHE catalog-version "$(date +%s)"`; without it, copies follow their age.
 */
import { catalogVersion as embeddedCatalogVersion } from '@edge-storefront/embedded'
import type { Env } from '../env'
import { isUpstream } from './mode'

export const CATALOG_VERSION_KEY = 'catalog-version'
/** KV's shortest edge cache time; an operator's bump reaches every location within it. */
const KV_CACHE_SECONDS = 30

export function catalogVersion(env: Env): Promise<string> {
  if (!isUpstream(env)) return embeddedCatalogVersion(env.DB)
  return env.CACHE.get(CATALOG_VERSION_KEY, { cacheTtl: KV_CACHE_SECONDS }).then(
    (value) => value ?? '0',
    () => '0',
  )
}
