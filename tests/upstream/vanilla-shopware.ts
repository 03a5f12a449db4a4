/**
 * A vanilla Shopware 6.7 as the storefront meets it without our plugin: the embedded Store API's answers
 * reshaped the way Shopware's route classes and listeners send them, plus answers recorded from Shopware's
 * demo store (tests/upstream/recorded). Worker tests put it behind a stubbed fetch; the upstream browser
 * run serves it as a worker (tests/upstream/worker.ts with VANILLA on).
 *
 * What a vanilla Shopware does that the embedded backend does not:
 * - no `asx-` routes: Symfony's 404 (`code "0"`), as for every path no route matches;
 * - the service navigation of a shop without one answers 204 No Content;
 * - every answer names a context token, a new one for a call that came without one (reads too);
 * - `seoUrls` are null unless the call sends `sw-include-seo-urls: true`;
 * - media are absolute URLs of its media folder or CDN, not root-relative;
 * - products carry no `availability` record: `available`, `isCloseout`, the stock and the restock time say
 *   what is buyable; descriptions are HTML;
 * - find-variant answers the FoundCombination struct itself (`{ variantId, options }`);
 * - the legal pages are CMS layouts its settings name, with no SEO URL (./legal-pages.ts).
 */
import { LEGAL_LANDING_PAGE_IDS } from './legal-pages'
import recordedConfigurator from './recorded/product-configurator.json' with { type: 'json' }
import recordedProduct from './recorded/product.json' with { type: 'json' }

export type Backend = (request: Request) => Promise<Response>

export interface VanillaOptions {
  /** Origin of the shop's media (its CDN): root-relative media URLs are made absolute against it. */
  mediaOrigin: string
  /** Serve the recorded demo-store answers (RECORDED_PRODUCT_ID …) beside the backend's catalog. */
  recorded?: boolean
}

/** The demo store's product "Cigar Special 40%" (shopware/frontends' mocks/Product.ts). */
export const RECORDED_PRODUCT = recordedProduct as unknown as Record<string, unknown> & {
  id: string
  parentId: string
  productNumber: string
  translated: { name: string; description: string }
}

/** Symfony's NotFoundHttpException through Shopware's ErrorResponseFactory. */
export function symfonyNotFound(method: string, url: string): Response {
  return Response.json(
    {
      errors: [
        { code: '0', status: '404', title: 'Not Found', detail: `No route found for "${method} ${url}"`, meta: {} },
      ],
    },
    { status: 404 },
  )
}

const SERVICE_NAVIGATION = /^\/navigation\/service-navigation\/service-navigation$/
const FIND_VARIANT = /^\/product\/[0-9a-f]{32}\/find-variant$/
const PRODUCT_DETAIL = /^\/product\/([0-9a-f]{32})$/

/** Wraps a Store API backend into a vanilla Shopware's answers. */
export function vanillaShopware(backend: Backend, options: VanillaOptions): Backend {
  return async (request) => {
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/store-api(?=\/)/, '')
    const token = request.headers.get('sw-context-token')
    const withSeo = request.headers.get('sw-include-seo-urls') === 'true'
    let response: Response
    if (path.startsWith('/asx-')) response = symfonyNotFound(request.method, url.href)
    else if (SERVICE_NAVIGATION.test(path)) response = new Response(null, { status: 204 })
    else if (options.recorded && PRODUCT_DETAIL.exec(path)?.[1] === RECORDED_PRODUCT.id)
      response = Response.json({
        apiAlias: 'product_detail',
        product: RECORDED_PRODUCT,
        configurator: recordedConfigurator,
      })
    else response = await backend(request)
    const reshaped = await reshape(response, path, { withSeo, mediaOrigin: options.mediaOrigin })
    // Shopware's ContextTokenResponseSubscriber: every Store API answer names a token.
    const headers = new Headers(reshaped.headers)
    if (!headers.has('sw-context-token')) headers.set('sw-context-token', token ?? randomToken())
    return new Response(reshaped.body, { status: reshaped.status, headers })
  }
}

const randomToken = () => crypto.randomUUID().replaceAll('-', '')

async function reshape(
  response: Response,
  path: string,
  how: { withSeo: boolean; mediaOrigin: string },
): Promise<Response> {
  if (!response.ok || response.status === 204 || !response.headers.get('content-type')?.includes('json'))
    return response
  let body = reshapeValue(await response.json(), how)
  if (path === '/seo-url') body = withoutLegalLandingPages(body as SeoUrlList)
  if (FIND_VARIANT.test(path) && body && typeof body === 'object' && 'foundCombination' in body)
    body = { ...(body as { foundCombination: object }).foundCombination, apiAlias: 'found_combination' }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, headers })
}

function reshapeValue(value: unknown, how: { withSeo: boolean; mediaOrigin: string }): unknown {
  if (Array.isArray(value)) return value.map((item) => reshapeValue(item, how))
  if (!value || typeof value !== 'object') return value
  const entity = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(entity)) {
    if (key === 'seoUrls' && !how.withSeo) out[key] = null
    else if (key === 'availability' && entity.apiAlias === 'product') continue
    else if (key === 'url' && typeof field === 'string' && isMediaEntity(entity) && field.startsWith('/'))
      out[key] = new URL(field, how.mediaOrigin).href
    else out[key] = reshapeValue(field, how)
  }
  if (entity.apiAlias === 'product') {
    if (typeof out.description === 'string') out.description = asHtml(out.description)
    const translated = out.translated as { description?: unknown } | undefined
    if (typeof translated?.description === 'string') translated.description = asHtml(translated.description)
  }
  return out
}

interface SeoUrlList {
  elements?: Array<{ routeName?: string; foreignKey?: string }>
  total?: number
}

/** A seo-url answer without the legal landing pages' URLs (./legal-pages.ts). */
function withoutLegalLandingPages(list: SeoUrlList): SeoUrlList {
  if (!Array.isArray(list?.elements)) return list
  const elements = list.elements.filter(
    (url) => !(url.routeName === 'frontend.landing.page' && LEGAL_LANDING_PAGE_IDS.has(url.foreignKey ?? '')),
  )
  const total = typeof list.total === 'number' ? list.total - (list.elements.length - elements.length) : list.total
  return { ...list, elements, total }
}

const isMediaEntity = (entity: Record<string, unknown>) =>
  entity.apiAlias === 'media' || entity.apiAlias === 'media_thumbnail'

/** Shopware keeps descriptions as the editor's HTML: a plain text becomes paragraphs. */
function asHtml(text: string): string {
  if (/<\w/.test(text)) return text
  const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('')
}
