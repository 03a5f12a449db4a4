/** The shop's path rules, case by case. */
import { describe, expect, it } from 'vitest'
import {
  linkTypeRoute,
  navigationPath,
  pagePathOfPayload,
  pageUrlOfPayload,
  payloadUrl,
  productPath,
  withLeadingSlash,
} from '../../../shared/paths'

describe('productPath: first SEO path, else /detail/{id}', () => {
  it('uses the first SEO path with a leading slash', () => {
    expect(
      productPath({ id: 'p1', seoUrls: [{ seoPathInfo: 'softshelljacke-nordkap-sw10001' }, { seoPathInfo: 'other' }] }),
    ).toBe('/softshelljacke-nordkap-sw10001')
  })
  it('keeps an SEO path that already has a slash', () => {
    expect(productPath({ id: 'p1', seoUrls: [{ seoPathInfo: '/jacke' }] })).toBe('/jacke')
  })
  it('falls back to /detail/{id} without SEO urls', () => {
    expect(productPath({ id: 'abc' })).toBe('/detail/abc')
    expect(productPath({ id: 'abc', seoUrls: [] })).toBe('/detail/abc')
    expect(productPath({ id: 'abc', seoUrls: [{ seoPathInfo: '' }] })).toBe('/detail/abc')
  })
})

describe('linkTypeRoute: category→navigation, product→detail, landing_page→landingPage, default navigation', () => {
  it.each([
    ['category', 'navigation'],
    ['product', 'detail'],
    ['landing_page', 'landingPage'],
    [null, 'navigation'],
    ['something-else', 'navigation'],
  ])('%s → %s', (linkType, route) => expect(linkTypeRoute(linkType)).toBe(route))
})

describe('navigationPath', () => {
  it('link entries use the external link first', () => {
    expect(
      navigationPath({
        id: 'n1',
        type: 'link',
        externalLink: 'https://example.com/x',
        seoUrls: [{ seoPathInfo: 'seo' }],
      }),
    ).toBe('https://example.com/x')
  })
  it('link entries then use the SEO path', () => {
    expect(navigationPath({ id: 'n1', type: 'link', seoUrls: [{ seoPathInfo: 'service/kontakt' }] })).toBe(
      '/service/kontakt',
    )
  })
  it('link entries finally use /{route}/{internalLink}', () => {
    expect(navigationPath({ id: 'n1', type: 'link', linkType: 'product', internalLink: 'p9' })).toBe('/detail/p9')
    expect(navigationPath({ id: 'n1', type: 'link', linkType: 'landing_page', internalLink: 'l1' })).toBe(
      '/landingPage/l1',
    )
    expect(navigationPath({ id: 'n1', type: 'link', linkType: 'category', internalLink: 'c1' })).toBe('/navigation/c1')
  })
  it('page and folder entries use the SEO path, else /{route}/{id}', () => {
    expect(navigationPath({ id: 'c1', type: 'page', seoUrls: [{ seoPathInfo: 'arbeitsjacken' }] })).toBe(
      '/arbeitsjacken',
    )
    expect(navigationPath({ id: 'c1', type: 'page' })).toBe('/navigation/c1')
    expect(navigationPath({ id: 'c2', type: 'folder', seoUrls: [] })).toBe('/navigation/c2')
  })
  it('breadcrumb paths get a leading slash', () => {
    expect(withLeadingSlash('account/order')).toBe('/account/order')
    expect(withLeadingSlash('/search')).toBe('/search')
  })
})

describe('_payload.json: a page URL and its data URL, both ways', () => {
  it('puts the suffix after the path, before the query', () => {
    expect(payloadUrl('https://shop.test/en-GB/x?p=2')).toBe('/en-GB/x/_payload.json?p=2')
    expect(payloadUrl('https://shop.test/en-GB/x/')).toBe('/en-GB/x/_payload.json')
    expect(payloadUrl('https://shop.test/')).toBe('/_payload.json')
  })
  it('finds the page again, the home page included', () => {
    expect(pageUrlOfPayload('https://shop.test/en-GB/x/_payload.json?p=2').href).toBe('https://shop.test/en-GB/x?p=2')
    expect(pagePathOfPayload('/_payload.json')).toBe('/')
    expect(pagePathOfPayload('/en-GB/x')).toBeNull()
  })
})
