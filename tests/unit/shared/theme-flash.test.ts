/** Theme resolution (light by default, system, dark), flash cookies and the one cookie reader. */
import { describe, expect, it } from 'vitest'
import { cookieValue } from '../../../shared/cookies'
import { flashCookie, isFlashCookie, readFlash } from '../../../shared/flash'
import { DEFAULT_THEME, themeCookie, themeOfCookie } from '../../../shared/theme'

describe('theme', () => {
  it('is light by default and when the cookie names something unknown', () => {
    expect(DEFAULT_THEME).toBe('light')
    expect(themeOfCookie(null)).toBe('light')
    expect(themeOfCookie('theme=purple')).toBe('light')
  })

  it('is what the cookie chose: light, system or dark', () => {
    expect(themeOfCookie('locale=de-DE; theme=system')).toBe('system')
    expect(themeOfCookie('theme=dark;locale=en-GB')).toBe('dark')
  })

  it('is kept a year, site-wide, secure on https', () => {
    expect(themeCookie('dark', false)).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(themeCookie('system', true)).toMatch(/; Secure$/)
  })
})

describe('flash', () => {
  it('round-trips a type and a key through its cookie', () => {
    const cookie = flashCookie({ type: 'success', key: 'wishlist.added' })
    expect(isFlashCookie(cookie)).toBe(true)
    expect(readFlash(`locale=de-DE; ${cookie.split(';')[0]}`)).toEqual({ type: 'success', key: 'wishlist.added' })
  })

  it('ignores anything but a known type and a plain key', () => {
    expect(readFlash('flash=shout:wishlist.added')).toBeNull()
    expect(readFlash('flash=info:<script>')).toBeNull()
    expect(readFlash('locale=de-DE')).toBeNull()
    expect(isFlashCookie('theme=dark')).toBe(false)
  })
})

describe('cookieValue', () => {
  it('finds a cookie by its exact name', () => {
    expect(cookieValue('a=1; flash=success:x.y; ab=2', 'flash')).toBe('success:x.y')
    expect(cookieValue('ab=2', 'a')).toBeNull()
    expect(cookieValue(undefined, 'a')).toBeNull()
  })
})
