/**
 * Content rules as pure functions: hidden visibility per breakpoint, includes, sub-page alternates.
 * CMS HTML is made safe by HTMLRewriter, on the worker: tests/worker/content/safe-html.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { withQuery } from '../../../client/components/content/alternates'
import { isExternal } from '../../../client/components/content/ContentLink'
import {
  backgroundStyle,
  styledClasses,
  textColourOn,
  visibilityClasses,
} from '../../../client/components/content/layout'
import { applyIncludes } from '../../../shared/store-api/includes'

describe('visibility', () => {
  it('hides an element at each size whose flag is false, and only there', () => {
    expect(visibilityClasses({ mobile: false, tablet: true, desktop: true })).toEqual(['cms-hidden-mobile'])
    expect(visibilityClasses({ mobile: true, tablet: false, desktop: false })).toEqual([
      'cms-hidden-tablet',
      'cms-hidden-desktop',
    ])
    // Missing flags (or no visibility at all) mean visible, as in Shopware.
    expect(visibilityClasses({})).toEqual([])
    expect(visibilityClasses(null)).toEqual([])
  })

  it('combines the block kind, the editor classes and the hidden sizes', () => {
    expect(
      styledClasses(['cms-block', 'cms-block-text'], { cssClass: ' promo  wide ', visibility: { desktop: false } }),
    ).toBe('cms-block cms-block-text promo wide cms-hidden-desktop')
  })

  it('turns background colour and media mode into styles', () => {
    const media = { url: '/media/category/a.svg' } as never
    expect(
      backgroundStyle({ backgroundColor: '#ff5b05', backgroundMedia: media, backgroundMediaMode: 'contain' }),
    ).toEqual({
      backgroundColor: '#ff5b05',
      color: '#1d1d1f',
      backgroundImage: 'url("/media/category/a.svg")',
      backgroundSize: 'contain',
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
    })
    expect(backgroundStyle({})).toEqual({})
  })

  it('writes on an editor’s background colour in the colour that reads on it (WCAG 1.4.3, at least 4.5:1)', () => {
    // The brand orange takes dark text: white on it is 3.1:1.
    expect(textColourOn('#ff5b05')).toBe('#1d1d1f')
    expect(textColourOn('#F5F5F7')).toBe('#1d1d1f')
    expect(textColourOn('#1f2a44')).toBe('#fff')
    expect(textColourOn('#000')).toBe('#fff')
    expect(textColourOn(' #ffd400 ')).toBe('#1d1d1f')
    // What is not a hex colour leaves the text alone.
    for (const colour of ['orange', 'rgb(0,0,0)', '#ff5b0', '', null, undefined])
      expect(textColourOn(colour)).toBeUndefined()
    expect(styledClasses(['cms-block'], { backgroundColor: '#ff5b05' })).toBe('cms-block cms-on-colour')
    expect(styledClasses(['cms-block'], { backgroundColor: 'orange' })).toBe('cms-block')
  })
})

describe('links and alternates', () => {
  it('treats absolute URLs as external (a target containing https leaves the shop)', () => {
    expect([
      isExternal('https://www.dguv.de/'),
      isExternal('mailto:a@b.example'),
      isExternal('/lexikon'),
      isExternal('lexikon'),
    ]).toEqual([true, true, false, false])
  })

  it('adds the sub-page query to every locale', () => {
    expect(withQuery({ 'de-DE': '/blog', 'en-GB': '/en-GB/blog' }, 'p=2')).toEqual({
      'de-DE': '/blog?p=2',
      'en-GB': '/en-GB/blog?p=2',
    })
    expect(withQuery({ 'de-DE': '/blog' }, '')).toEqual({ 'de-DE': '/blog' })
  })
})

describe('applyIncludes', () => {
  it('keeps the named fields of entities by apiAlias, nested ones included', () => {
    const entry = {
      id: 'a',
      name: 'S3',
      content: '<p>…</p>',
      seoUrls: [{ seoPathInfo: 'lexikon/s3', id: 'u', apiAlias: 'seo_url' }],
      apiAlias: 'asx_lexicon_entry',
    }
    expect(applyIncludes([entry], { asx_lexicon_entry: ['name', 'seoUrls'], seo_url: ['seoPathInfo'] })).toEqual([
      { name: 'S3', seoUrls: [{ seoPathInfo: 'lexikon/s3', apiAlias: 'seo_url' }], apiAlias: 'asx_lexicon_entry' },
    ])
    expect(applyIncludes(entry, undefined)).toBe(entry)
  })
})
