/** An entity's canonical paths (shared/store-api/seo.ts): one lookup per locale, none for the path a page was resolved by. */
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../shared/constants'
import { createStoreApiClient, type Transport } from '../../../shared/store-api/client'
import { canonicalPaths, DETAIL_ROUTE, resolveSeoPath, type SeoUrlMatch } from '../../../shared/store-api/seo'

const PRODUCT = 'a'.repeat(32)
const PATHS: Record<Locale, string> = { 'de-DE': 'jacke-nordkap-sw1', 'en-GB': 'jacket-nordkap-sw1' }

/** Clients per locale over a transport answering each locale's canonical SEO URL; counts the lookups. */
function seoUrls() {
  const asked: Locale[] = []
  const apiFor = (locale: Locale) => {
    const transport: Transport = async () => {
      asked.push(locale)
      return Response.json({ elements: [{ routeName: DETAIL_ROUTE, foreignKey: PRODUCT, seoPathInfo: PATHS[locale] }] })
    }
    return createStoreApiClient({ transport, baseURL: 'http://store-api.internal/store-api' })
  }
  return { asked, apiFor }
}

const target = { routeName: DETAIL_ROUTE, foreignKey: PRODUCT }

describe('canonicalPaths', () => {
  it('asks every locale for its canonical path without a known one', async () => {
    const { asked, apiFor } = seoUrls()
    const paths = await canonicalPaths(apiFor, target, '/detail/x')
    expect(paths).toEqual({ 'de-DE': '/jacke-nordkap-sw1', 'en-GB': '/en-GB/jacket-nordkap-sw1' })
    expect(asked.sort()).toEqual(['de-DE', 'en-GB'])
  })

  it("takes the request's own canonical SEO URL for its locale and asks only the others", async () => {
    const { asked, apiFor } = seoUrls()
    const match: SeoUrlMatch = { ...target, seoPathInfo: PATHS['en-GB'], isCanonical: true }
    const paths = await canonicalPaths(apiFor, target, '/detail/x', { locale: 'en-GB', match })
    expect(paths).toEqual({ 'de-DE': '/jacke-nordkap-sw1', 'en-GB': '/en-GB/jacket-nordkap-sw1' })
    expect(asked).toEqual(['de-DE'])
  })

  it('asks anew when the path the request came by is not the canonical one', async () => {
    const { asked, apiFor } = seoUrls()
    const match: SeoUrlMatch = { ...target, seoPathInfo: 'alte-jacke', isCanonical: false }
    const paths = await canonicalPaths(apiFor, target, '/detail/x', { locale: 'de-DE', match })
    expect(paths['de-DE']).toBe('/jacke-nordkap-sw1')
    expect(asked.sort()).toEqual(['de-DE', 'en-GB'])
  })
})

describe('resolveSeoPath', () => {
  it('finds nothing, without a lookup, for a path that is no valid percent-encoding', async () => {
    let asked = 0
    const transport: Transport = async () => {
      asked++
      return Response.json({ elements: [] })
    }
    const api = createStoreApiClient({ transport, baseURL: 'http://store-api.internal/store-api' })
    // A lone surrogate's UTF-8 bytes (and a cut-off escape) make decodeURIComponent throw.
    expect(await resolveSeoPath(api, '/%ED%A0%80')).toBeNull()
    expect(await resolveSeoPath(api, '/jacke%E0%A4%A')).toBeNull()
    expect(asked).toBe(0)
  })
})
