/** Locale resolution: URL prefix, Accept-Language, alternate paths. */
import { describe, expect, it } from 'vitest'
import { localePrefix, localizedPath, preferredLocale, splitLocalePath } from '../../../shared/locale'

describe('splitLocalePath', () => {
  it('reads /en-GB/… as en-GB and strips the prefix', () => {
    expect(splitLocalePath('/en-GB/search')).toEqual({ locale: 'en-GB', path: '/search' })
    expect(splitLocalePath('/en-GB')).toEqual({ locale: 'en-GB', path: '/' })
    expect(splitLocalePath('/en-GB/')).toEqual({ locale: 'en-GB', path: '/' })
  })
  it('reads anything else as de-DE', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'de-DE', path: '/' })
    expect(splitLocalePath('/arbeitsjacken')).toEqual({ locale: 'de-DE', path: '/arbeitsjacken' })
    // A path that merely starts with the letters is not the prefix.
    expect(splitLocalePath('/en-GBX/a')).toEqual({ locale: 'de-DE', path: '/en-GBX/a' })
  })
})

describe('localizedPath and localePrefix', () => {
  it('German has no prefix, English /en-GB', () => {
    expect(localePrefix('de-DE')).toBe('')
    expect(localePrefix('en-GB')).toBe('/en-GB')
    expect(localizedPath('de-DE', '/search')).toBe('/search')
    expect(localizedPath('en-GB', '/search')).toBe('/en-GB/search')
    expect(localizedPath('en-GB', '/')).toBe('/en-GB')
    expect(localizedPath('de-DE', '/')).toBe('/')
  })
})

describe('preferredLocale from Accept-Language', () => {
  it.each([
    ['en-US,en;q=0.9', 'en-GB'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de-DE'],
    ['fr-FR,en;q=0.5,de;q=0.9', 'de-DE'],
    ['fr-FR,en;q=0.5', 'en-GB'],
    ['en;q=0,de;q=0.1', 'de-DE'],
  ])('%s → %s', (header, locale) => expect(preferredLocale(header)).toBe(locale))
  it('answers null when none of ours is asked for', () => {
    expect(preferredLocale('fr-FR,it;q=0.8')).toBeNull()
    expect(preferredLocale('')).toBeNull()
    expect(preferredLocale(undefined)).toBeNull()
  })
})
