/** The security header rules as data: the CSP, the sources a deployment adds, the assets' _headers file, the method table. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowedMethods } from '../../../worker/middleware/allowed-methods'
import { BASE_HEADERS, contentSecurityPolicy, cspSources, HSTS } from '../../../worker/middleware/security-headers'
import type { Env } from '../../../worker/env'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
const env = (vars: Partial<Env>) => vars as Env

describe('contentSecurityPolicy', () => {
  it('allows scripts from our origin and with the nonce only, never unsafe-inline', () => {
    const csp = directives(contentSecurityPolicy('n0nce', { media: [] }))
    expect(csp['script-src']).toEqual(["'self'", "'nonce-n0nce'"])
    expect(csp['connect-src']).toEqual(["'self'"])
    expect(csp['img-src']).toEqual(["'self'", 'data:'])
    expect(csp['frame-ancestors']).toEqual(["'self'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['form-action']).toEqual(["'self'"])
    // React's style props are inline style attributes.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('adds the tag manager and media origins a deployment configures', () => {
    const sources = cspSources(
      env({
        TAG_MANAGER_ID: 'GTM-TEST01',
        STORE_API_URL: 'https://shop.example/store-api',
        MEDIA_ORIGINS: 'https://cdn.example/media https://shop.example',
      }),
    )
    expect(sources).toEqual({
      tagManager: 'https://www.googletagmanager.com',
      media: ['https://shop.example', 'https://cdn.example'],
    })
    const csp = directives(contentSecurityPolicy('n', sources))
    expect(csp['connect-src']).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(csp['script-src']).toContain('https://www.googletagmanager.com')
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'https://shop.example',
      'https://cdn.example',
      'https://www.googletagmanager.com',
    ])
  })

  it('adds nothing third-party without configuration (an invalid container id counts as none)', () => {
    expect(cspSources(env({}))).toEqual({ tagManager: undefined, media: [] })
    expect(cspSources(env({ TAG_MANAGER_ID: 'x"; script-src *' }))).toEqual({ tagManager: undefined, media: [] })
  })
})

describe('public/_headers (static assets)', () => {
  const file = readFileSync(path.join(import.meta.dirname, '../../../public/_headers'), 'utf8')
  const rules = Object.fromEntries(
    file
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => {
        const [name, ...value] = line.trim().split(': ')
        return [name!.toLowerCase(), value.join(': ')]
      }),
  )
  it('sends the headers every worker answer carries, and HSTS', () => {
    expect(file).toMatch(/^\/\*$/m)
    expect(rules).toEqual({ ...BASE_HEADERS, 'strict-transport-security': HSTS })
  })
})

describe('allowedMethods', () => {
  it('names the methods of each part of the shop', () => {
    expect(allowedMethods('/store-api/search')).toEqual(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'])
    expect(allowedMethods('/assets/entry.js')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/media/x.svg')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/payment-provider/abc')).toEqual(['GET', 'HEAD', 'POST'])
    expect(allowedMethods('/en-GB/checkout/cart')).toEqual(['GET', 'HEAD', 'POST'])
  })
})
