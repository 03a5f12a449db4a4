/** Which Chromium the browser tests launch: the one asked for, Playwright's own, a system one, or a clear error. */
import { describe, expect, it } from 'vitest'
import { SYSTEM_CHROMIUMS, findChromium } from '../../chromium'

const OWN = '/home/dev/.cache/ms-playwright/chromium-1200/chrome-linux/chrome'
const lookup = (present: string[], env: Record<string, string> = {}) => ({
  env,
  exists: (file: string) => present.includes(file),
  bundled: () => OWN,
})

describe('the browser tests’ Chromium', () => {
  it('is CHROMIUM_PATH when set, and says so when it does not exist', () => {
    expect(findChromium(lookup(['/opt/chrome', OWN], { CHROMIUM_PATH: '/opt/chrome' }))).toBe('/opt/chrome')
    expect(() => findChromium(lookup([OWN], { CHROMIUM_PATH: '/opt/chrome' }))).toThrow(
      'CHROMIUM_PATH names /opt/chrome, which does not exist.',
    )
  })

  it('is Playwright’s own where installed, else the first system one (Debian, then a Mac)', () => {
    expect(findChromium(lookup([OWN, '/usr/bin/chromium']))).toBe(OWN)
    expect(findChromium(lookup(['/usr/bin/chromium']))).toBe('/usr/bin/chromium')
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
    expect(findChromium(lookup([mac]))).toBe(mac)
    expect(
      findChromium({
        env: {},
        exists: (f) => f === '/usr/bin/chromium',
        bundled: () => {
          throw new Error('no build for this platform')
        },
      }),
    ).toBe('/usr/bin/chromium')
  })

  it('fails with how to get one when there is none', () => {
    let message = ''
    try {
      findChromium(lookup([]))
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('npx playwright install chromium')
    expect(message).toContain('apt-get install -y chromium')
    expect(message).toContain('CHROMIUM_PATH')
    for (const file of [OWN, ...SYSTEM_CHROMIUMS]) expect(message).toContain(file)
  })
})
