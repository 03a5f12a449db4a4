/** The shell streams first: header, navigation, cart count and the product are sent before its reviews and cross-selling exist. */
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPage } from '../../../worker/ssr/render'
import {
  CRAWLER,
  GERMAN_BROWSER,
  ORIGIN,
  catalogFixture,
  embeddedLoadContext,
  heldDeferredProductReads,
  testEnv,
} from '../helpers'

let fixture: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => {
  fixture = await catalogFixture('de-DE')
})

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string, sofar = ''): Promise<string> {
  const decoder = new TextDecoder()
  let text = sofar
  while (!text.includes(marker)) {
    const { value, done } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  return text
}

describe('streaming SSR', () => {
  it('sends the shell with header, cart count and the product while its reviews are still loading', async () => {
    const { context, release } = heldDeferredProductReads()
    const response = await renderPage(
      new Request(ORIGIN + fixture.product.path, { headers: GERMAN_BROWSER }),
      testEnv(),
      'de-DE',
      context,
    )
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()

    const shell = await readUntil(reader, 'Bewertungen werden geladen')
    expect(shell).toContain('<header class="site-header">')
    expect(shell).toContain('data-testid="cart-count">0</span>')
    expect(shell).toContain('Hauptnavigation')
    // The product is the page: it comes with the shell, and its title and description sit in the head.
    expect(shell).toContain(`<h1>${fixture.product.name}</h1>`)
    expect(shell.slice(0, shell.indexOf('</head>'))).toContain(`<title>${fixture.product.name} | Workwear Pro</title>`)
    expect(shell).not.toContain('"@type":"Product"')
    // Finished islands sit in place, not moved behind the shell to appear later (a layout shift).
    expect(shell).toMatch(/<div class="product-breadcrumb"><!--\$--><nav [^>]*class="breadcrumb"/)

    release()
    const rest = await readUntil(reader, '</html>', '')
    // The structured data waits for the review count.
    expect(rest).toContain('"@type":"Product"')
    // The browser hydrates with the same product the HTML shows.
    expect(rest).toMatch(/window.__staticRouterHydrationData=.*"productNumber":"[^"]+"/)
    expect(rest.indexOf('window.__staticRouterHydrationData')).toBeLessThan(rest.indexOf('</body></html>'))
  })

  it('answers 404, not a page, for an SEO path whose product the Store API no longer finds', async () => {
    const context = embeddedLoadContext(async (request) =>
      new URL(request.url).pathname === `/store-api/product/${fixture.product.id}`
        ? Response.json(
            { errors: [{ status: '404', code: 'FRAMEWORK__PRODUCT_NOT_FOUND', title: 'Not Found', detail: 'gone' }] },
            { status: 404 },
          )
        : undefined,
    )
    const response = await renderPage(
      new Request(ORIGIN + fixture.product.path, { headers: GERMAN_BROWSER }),
      testEnv(),
      'de-DE',
      context,
    )
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain(`<h1>${fixture.product.name}</h1>`)
  })

  it('waits for all data before sending anything to a crawler', async () => {
    const { context, release } = heldDeferredProductReads()
    setTimeout(release, 20)
    const response = await renderPage(
      new Request(ORIGIN + fixture.product.path, { headers: CRAWLER }),
      testEnv(),
      'de-DE',
      context,
    )
    const html = await response.text()
    expect(html).toContain(`<h1>${fixture.product.name}</h1>`)
    expect(html).toContain('"@type":"Product"')
    expect(html).not.toContain('<!--$?-->')
  })

  it('sends a browser without JavaScript to the page rendered whole, marked not for the index', async () => {
    const { context, release } = heldDeferredProductReads()
    const response = await renderPage(
      new Request(`${ORIGIN}${fixture.product.path}?size=XL`, { headers: GERMAN_BROWSER }),
      testEnv(),
      'de-DE',
      context,
    )
    const reader = response.body!.getReader()
    const shell = await readUntil(reader, 'Bewertungen werden geladen')
    const head = shell.slice(0, shell.indexOf('</head>'))
    expect(head).toContain(
      `<noscript><meta http-equiv="refresh" content="0; url=${fixture.product.path}?size=XL&amp;_nojs=1"/></noscript>`,
    )
    release()
    await readUntil(reader, '</html>', '')

    const whole = heldDeferredProductReads()
    setTimeout(whole.release, 20)
    const noScript = await renderPage(
      new Request(`${ORIGIN}${fixture.product.path}?size=XL&_nojs=1`, { headers: GERMAN_BROWSER }),
      testEnv(),
      'de-DE',
      whole.context,
    )
    expect(noScript.headers.get('x-robots-tag')).toBe('noindex')
    const html = await noScript.text()
    expect(html).toContain(`<h1>${fixture.product.name}</h1>`)
    expect(html).not.toContain('<!--$?-->')
    expect(html).not.toContain('http-equiv="refresh"')
    // Links and the canonical address are those of the page itself, without the flag.
    expect(html).not.toContain('_nojs')
  })

  it('renders a page without deferred data as it is, with no refresh for browsers without JavaScript', async () => {
    const { context } = heldDeferredProductReads()
    const response = await renderPage(
      new Request(`${ORIGIN}/login`, { headers: GERMAN_BROWSER }),
      testEnv(),
      'de-DE',
      context,
    )
    const html = await response.text()
    expect(html).toContain('<form')
    expect(html).not.toContain('http-equiv="refresh"')
  })
})
