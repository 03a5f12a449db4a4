/**
 * React DOM's streaming server with its text encoded in batches (scripts/vite-react-server-text.ts) streams
 * the same bytes as React's own build: both builds render the same pages, streamed boundaries included.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { batchedServerText, reactServerBuildFile, serverBuild } from '../../../scripts/vite-react-server-text'

const require = createRequire(import.meta.url)
/** A package's production build (the tests run React's development builds, NODE_ENV picks). */
const production = (pkg: string, build: string) =>
  require(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'cjs', build))
const React = production('react', 'react.production.js') as typeof import('react')
const packages: Record<string, unknown> = {
  react: React,
  'react-dom': production('react-dom', 'react-dom.production.js'),
}
const load = (id: string) => packages[id] ?? require(id)

const original = readFileSync(reactServerBuildFile(), 'utf8')
const builds = {
  react: { server: serverBuild(original, load), React },
  batched: { server: serverBuild(batchedServerText(original), load), React },
}

/** A page with what a shop page has: attributes, escaped and non-ASCII text, a long list, streamed parts. */
function page(React: typeof import('react'), later: Promise<string>) {
  const h = React.createElement
  function Streamed() {
    const text = React.use(later)
    return h('section', { className: 'reviews', 'aria-label': text }, h('p', null, text))
  }
  const cards = Array.from({ length: 120 }, (_, i) =>
    h(
      'li',
      { key: i, className: 'product-card', 'data-id': `p${i}` },
      h('a', { href: `/arbeitsjacke-${i}?o=a&b=<${i}>` }, `Arbeitsjacke „Nordkap“ ${i} – Größe ${i % 7} 👷`),
      h('span', { className: 'price', style: { fontWeight: 600 } }, `${i},99 €`),
      h('input', { type: 'checkbox', defaultChecked: i % 2 === 0, 'aria-label': `Merken ${i}` }),
    ),
  )
  return h(
    'html',
    { lang: 'de' },
    h(
      'head',
      null,
      h('title', null, 'Arbeitsjacken & Zubehör'),
      h('meta', { name: 'description', content: '"x" <y>' }),
    ),
    h(
      'body',
      null,
      h('h1', null, 'Arbeitsjacken & <Zubehör>'),
      h('p', null, 'x'.repeat(5000), ' ', 'é'.repeat(3000)),
      h('ul', null, cards),
      h(React.Suspense, { fallback: h('p', null, 'Lädt …') }, h(Streamed)),
      h('script', { dangerouslySetInnerHTML: { __html: 'window.__BOOT__ = {"a":"</"}' } }),
    ),
  )
}

async function streamed({ server, React }: (typeof builds)['react'], options: object = {}) {
  let resolve!: (text: string) => void
  const later = new Promise<string>((r) => (resolve = r))
  const stream = await server.renderToReadableStream(page(React, later), options)
  setTimeout(() => resolve('Bewertungen „gut“ & <sicher>'), 5)
  const chunks: Uint8Array[] = []
  const reader = stream.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value)
  return Buffer.concat(chunks)
}

describe('React DOM server with text encoded in batches', () => {
  it('streams the same bytes as React’s own build, a boundary streamed later included', async () => {
    const expected = await streamed(builds.react)
    const actual = await streamed(builds.batched)
    expect(actual.length).toBeGreaterThan(20_000)
    expect(actual.toString('utf8')).toContain('Bewertungen „gut“ &amp; &lt;sicher&gt;')
    expect(Buffer.compare(actual, expected)).toBe(0)
  })

  it('streams the same bytes with the worker’s options: every finished boundary in place', async () => {
    const options = { progressiveChunkSize: Number.MAX_SAFE_INTEGER }
    expect(Buffer.compare(await streamed(builds.batched, options), await streamed(builds.react, options))).toBe(0)
  })

  it('refuses another React whose server build it does not know', () => {
    expect(() => batchedServerText(original.replace('function stringToChunk(content)', 'function toChunk(c)'))).toThrow(
      /React's server build changed/,
    )
  })
})
