/**
 * What a page makes the browser load before it hydrates (docs/decisions/039): the entry and the shell it
 * imports, React DOM's client (imported on start, evaluated in a task of its own), then the chunks of the
 * views the page rendered with their static imports; never an island's chunk (loaded after the first
 * render) nor another view's. The manifest is shaped as Vite writes it.
 */
import { describe, expect, it } from 'vitest'
import type { ViewName } from '../../../client/routes/table'
import { viewModule } from '../../../client/routes/views'
import { assetsOf, type ManifestChunk } from '../../../worker/ssr/assets'

const manifest: Record<string, ManifestChunk> = {
  'client/entry.client.tsx': {
    file: 'assets/entry.client-facade.js',
    isEntry: true,
    imports: ['_shell.js'],
    css: ['assets/entry.css'],
    dynamicImports: [
      'node_modules/react-dom/client.js',
      'client/routes/product/page.tsx',
      'client/routes/login/page.tsx',
      'client/routes/home/page.tsx',
    ],
  },
  '_shell.js': { file: 'assets/shell.js' },
  'node_modules/react-dom/client.js': {
    file: 'assets/react-dom-client.js',
    isDynamicEntry: true,
    imports: ['client/entry.client.tsx'],
  },
  '_NumberStepper.js': { file: 'assets/NumberStepper.js', imports: ['_shell.js'] },
  '_ProductCard.js': { file: 'assets/ProductCard.js', imports: ['_shell.js'], css: ['assets/ProductCard.css'] },
  'client/routes/product/page.tsx': {
    file: 'assets/product-view.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_NumberStepper.js'],
    dynamicImports: ['client/components/product/Reviews.tsx', 'client/components/product/CrossSelling.tsx'],
  },
  'client/components/product/Reviews.tsx': { file: 'assets/Reviews.js', isDynamicEntry: true, imports: ['_shell.js'] },
  'client/components/product/CrossSelling.tsx': {
    file: 'assets/CrossSelling.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_ProductCard.js'],
  },
  'client/routes/login/page.tsx': { file: 'assets/login-view.js', isDynamicEntry: true, imports: ['_shell.js'] },
  'client/routes/home/page.tsx': {
    file: 'assets/home-view.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_ProductCard.js'],
  },
}

/** The module preloads of a page that rendered `views` (as worker/ssr/document.tsx writes them). */
function preloadsOf(...views: ViewName[]) {
  const assets = assetsOf(manifest)
  const chunks = views.map((view) => assets.chunksOf(viewModule(view)))
  return {
    entry: assets.entry,
    js: [...assets.modulepreload, ...chunks.flatMap((chunk) => chunk.js)],
    css: [...assets.css, ...chunks.flatMap((chunk) => chunk.css)],
  }
}

describe('the preload list of a page type', () => {
  it('a product page: the shell, the product view and its static imports; no island', () => {
    expect(preloadsOf('product')).toEqual({
      entry: '/assets/entry.client-facade.js',
      js: ['/assets/shell.js', '/assets/react-dom-client.js', '/assets/product-view.js', '/assets/NumberStepper.js'],
      css: ['/assets/entry.css'],
    })
  })

  it('the login page: the shell and the login view only', () => {
    expect(preloadsOf('login').js).toEqual(['/assets/shell.js', '/assets/react-dom-client.js', '/assets/login-view.js'])
  })

  it('the home page: its view with what it imports (and that CSS), nothing of the product page', () => {
    expect(preloadsOf('home')).toMatchObject({
      js: ['/assets/shell.js', '/assets/react-dom-client.js', '/assets/home-view.js', '/assets/ProductCard.js'],
      css: ['/assets/entry.css', '/assets/ProductCard.css'],
    })
  })
})

describe("a payload's code (decision 047)", () => {
  it("names the views' chunks and their static imports once each, never the entry's", () => {
    const assets = assetsOf(manifest)
    expect(assets.codeOf([viewModule('product'), viewModule('home'), viewModule('login')])).toEqual([
      '/assets/product-view.js',
      '/assets/NumberStepper.js',
      '/assets/home-view.js',
      '/assets/ProductCard.js',
      '/assets/login-view.js',
    ])
    expect(assets.codeOf([])).toEqual([])
  })
})
