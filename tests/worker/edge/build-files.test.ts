/** The build's files (worker/build-files.ts): sw.js and builds/latest.json asked for anew, meta immutable; pages name their build. */
import { describe, expect, it } from 'vitest'
import { fakeAssets, GERMAN_BROWSER, ENGLISH_BROWSER, request } from '../helpers'

const BUILD = { id: '3f2a9c0d1e4b5a6c', timestamp: 1_795_000_000_000 }
const META = { ...BUILD, assets: ['/assets/entry.client-test.js', '/offline/de-DE', '/offline/en-GB'] }

/** Static assets as a build writes them: the build's files beside the stand-in Vite manifest. */
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname
    if (path === '/builds/latest.json') return Response.json(BUILD)
    if (path === `/builds/meta/${BUILD.id}.json`) return Response.json(META)
    if (path === '/sw.js')
      return new Response('const __BUILD_ID__="3f2a9c0d1e4b5a6c";', { headers: { 'content-type': 'text/javascript' } })
    if (path === '/.vite/manifest.json') return fakeAssets.fetch(input)
    return new Response('Not found', { status: 404 })
  },
} as unknown as Fetcher

const get = (path: string, headers: Record<string, string> = GERMAN_BROWSER) =>
  request(path, { headers }, { ASSETS: assets })

describe('build files', () => {
  it('serves /sw.js for scope / and makes the browser ask for it again each time', async () => {
    const response = await get('/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    expect(response.headers.get('service-worker-allowed')).toBe('/')
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(await response.text()).toContain(BUILD.id)
  })

  it('serves /builds/latest.json with no-cache', async () => {
    const response = await get('/builds/latest.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    expect(await response.json()).toEqual(BUILD)
  })

  it('serves a build’s meta file as immutable: its id names its content', async () => {
    const response = await get(`/builds/meta/${BUILD.id}.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(await response.json()).toEqual(META)
  })

  it('answers 404 for a build that does not exist and for a meta path that names no build file', async () => {
    expect((await get('/builds/meta/0000000000000000.json')).status).toBe(404)
    const odd = await get('/builds/meta/..%2F..%2Fsecret.json')
    expect(odd.status).toBeLessThan(500)
    expect(odd.headers.get('cache-control')).not.toContain('immutable')
  })

  it('answers 404 for /builds/latest.json when the assets hold no build (a stale deploy, the dev server)', async () => {
    const response = await request(
      '/builds/latest.json',
      {},
      {
        ASSETS: { fetch: async () => new Response('', { status: 404 }) } as unknown as Fetcher,
      },
    )
    expect(response.status).toBe(404)
  })
})

describe('pages link their web app manifest (the build id: tests/unit/worker/document-build.test.ts)', () => {
  it('links the German manifest from a German page', async () => {
    const html = await (await get('/')).text()
    expect(html).toContain('<link rel="manifest" href="/manifest/de-DE.webmanifest"/>')
  })

  it('links the English manifest (start_url /en-GB) from an English page', async () => {
    const html = await (await get('/en-GB', ENGLISH_BROWSER)).text()
    expect(html).toContain('<link rel="manifest" href="/manifest/en-GB.webmanifest"/>')
  })
})
