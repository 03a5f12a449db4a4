/** The document's head names the page's build (the app shell compares it with builds/latest.json) and links the manifest. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ClientAssets } from '../../../worker/ssr/assets'
import { Document } from '../../../worker/ssr/document'

const assets = (build?: string): ClientAssets => ({
  build,
  entry: '/assets/entry.js',
  css: [],
  modulepreload: [],
  chunksOf: () => ({ js: [], css: [] }),
  codeOf: () => [],
})

const render = (locale: 'de-DE' | 'en-GB', files: ClientAssets) =>
  renderToStaticMarkup(
    createElement(
      Document,
      { locale, assets: files } as Parameters<typeof Document>[0],
      createElement('p', null, 'page'),
    ),
  )

describe('document head', () => {
  it('names the build of the assets it loads', () => {
    const html = render('de-DE', assets('3f2a9c0d1e4b5a6c'))
    expect(html).toContain('<meta name="build-id" content="3f2a9c0d1e4b5a6c"/>')
    expect(html).toContain('<link rel="manifest" href="/manifest/de-DE.webmanifest"/>')
  })

  it('names no build when there is none (dev server)', () => {
    const html = render('en-GB', assets())
    expect(html).not.toContain('build-id')
    expect(html).toContain('<link rel="manifest" href="/manifest/en-GB.webmanifest"/>')
  })
})
