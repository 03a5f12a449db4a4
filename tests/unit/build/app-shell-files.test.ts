/** The build's app-shell files (scripts/app-shell-files.ts, scripts/vite-build-meta.ts): offline page, manifest, id, precache list. */
import { describe, expect, it } from 'vitest'
import { APP_ICONS, offlinePage, webManifest } from '../../../scripts/app-shell-files'
import { buildInfo, contentHash, precacheList } from '../../../scripts/vite-build-meta'
import { THEME_COLOR } from '../../../shared/build'
import { loadDictionary } from '../../../shared/i18n/dictionaries'
import { existsSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

describe('offline page', () => {
  it('is a self-contained page in German and English: no script, no file but the precached icon, a link that tries again', () => {
    const de = offlinePage('de-DE', loadDictionary('de-DE'))
    const en = offlinePage('en-GB', loadDictionary('en-GB'))
    expect(de).toContain('<html lang="de-DE">')
    expect(de).toContain('<h1>Sie sind offline</h1>')
    expect(de).toContain('<a href="">Erneut versuchen</a>')
    expect(en).toContain('<html lang="en-GB">')
    expect(en).toContain('<h1>You are offline</h1>')
    expect(en).toContain('<a href="">Try again</a>')
    for (const page of [de, en]) {
      expect(page).not.toMatch(/<script|<link[^>]+stylesheet|src=/)
      expect([...page.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(['/favicon.svg', ''])
      expect(page).toContain('<main>')
      expect(page).toContain('name="viewport"')
    }
  })
})

describe('web app manifest', () => {
  it('opens the installed app on its locale’s home page, standalone, with the shop’s icons and colour', () => {
    const de = JSON.parse(webManifest('de-DE', loadDictionary('de-DE')))
    const en = JSON.parse(webManifest('en-GB', loadDictionary('en-GB')))
    expect(de).toMatchObject({
      start_url: '/',
      lang: 'de-DE',
      display: 'standalone',
      theme_color: THEME_COLOR,
      scope: '/',
    })
    expect(en).toMatchObject({ start_url: '/en-GB', lang: 'en-GB', display: 'standalone' })
    expect(en.description).toBe(loadDictionary('en-GB').meta.tagline)
    expect(de.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['any', '192x192', '512x512'])
  })

  it('names icons that exist in public/', () => {
    for (const icon of APP_ICONS) expect(existsSync(path.join('public', icon.src)), icon.src).toBe(true)
  })
})

describe('build id and precache list', () => {
  const files = new Map<string, string>([
    ['assets/a.js', 'a'],
    ['favicon.svg', '<svg/>'],
  ])

  it('hashes names and contents: the same files give the same id in any order, a change gives another', () => {
    const reversed = new Map([...files].reverse())
    expect(contentHash(reversed)).toBe(contentHash(files))
    expect(contentHash(new Map([...files, ['assets/a.js', 'b']]))).not.toBe(contentHash(files))
    expect(contentHash(files)).toMatch(/^[0-9a-f]{16}$/)
  })

  it('uses the content hash and the given time outside a git checkout', () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'build-'))
    expect(buildInfo(outside, files, 42)).toEqual({ id: contentHash(files), timestamp: 42 })
  })

  it('precaches every shipped file but the build’s bookkeeping, HTML by the address the assets answer it at', () => {
    expect(
      precacheList([
        'assets/b.js',
        '.vite/manifest.json',
        'assets/b.js.map',
        '.assetsignore',
        'offline/de-DE.html',
        'docs/index.html',
        '_headers',
      ]),
    ).toEqual(['/assets/b.js', '/docs/', '/offline/de-DE'])
  })
})
