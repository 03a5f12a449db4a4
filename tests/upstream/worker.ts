/**
 * A stand-in for a real Shopware: the embedded Store API served as a worker of its own that, like
 * Shopware's SalesChannelAuthenticationListener, refuses every Store API request without the sales
 * channel's `sw-access-key`. The upstream-mode tests run the storefront against it (decision 034).
 * With VANILLA on it answers as a Shopware without our plugin does (./vanilla-shopware.ts: no asx-
 * routes, a token on every answer, SEO URLs only when asked, media absolute under MEDIA_ORIGIN, no
 * availability record, the demo store's recorded product).
 */
import { Hono } from 'hono'
import { embeddedMedia, embeddedStoreApi } from '@edge-storefront/embedded'
import type { Env } from '../../worker/env'
import { vanillaShopware } from './vanilla-shopware'

export interface UpstreamEnv extends Env {
  /** The one access key this "sales channel" accepts (a wrangler var of the test setup). */
  ACCESS_KEY: string
  /** "true": answer as a vanilla Shopware without the storefront's plugin. */
  VANILLA?: string
  /** Where a vanilla Shopware's media live (absolute URLs); the stand-in's own origin when empty. */
  MEDIA_ORIGIN?: string
}

/** Shopware's prefix of sales-channel access keys (AccessKeyHelper). */
const SALES_CHANNEL_KEY_PREFIX = 'SWSC'

/**
 * Shopware's answer to a Store API request without the right key, or null when the key is right:
 * no header 401 (Symfony's UnauthorizedHttpException: code "0"); a key of another origin or of no
 * sales channel 412 FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND.
 */
export function accessKeyRefusal(request: Request, accessKey: string): Response | null {
  const given = request.headers.get('sw-access-key')
  if (!given) {
    return Response.json(
      { errors: [{ code: '0', status: '401', title: 'Unauthorized', detail: 'Header "sw-access-key" is required.' }] },
      { status: 401, headers: { 'www-authenticate': 'header' } },
    )
  }
  if (!given.startsWith(SALES_CHANNEL_KEY_PREFIX) || given !== accessKey) {
    return Response.json(
      {
        errors: [
          {
            code: 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND',
            status: '412',
            title: 'Precondition Failed',
            detail: 'No matching sales channel found.',
          },
        ],
      },
      { status: 412 },
    )
  }
  return null
}

const upstream = new Hono<{ Bindings: UpstreamEnv }>()
upstream.all('/store-api/*', (c) => {
  const refusal = accessKeyRefusal(c.req.raw, c.env.ACCESS_KEY)
  if (refusal) return refusal
  const embedded = (request: Request) => embeddedStoreApi.fetch(request, c.env, c.executionCtx)
  if (c.env.VANILLA !== 'true') return embedded(c.req.raw)
  const mediaOrigin = c.env.MEDIA_ORIGIN || new URL(c.req.url).origin
  return vanillaShopware(embedded, { mediaOrigin, recorded: true })(c.req.raw)
})
// Media need no key, as Shopware's public media folder.
upstream.get('/media/*', (c) => embeddedMedia.fetch(c.req.raw, c.env, c.executionCtx))

export default upstream
// The request throttles' Durable Object class (wrangler.toml binds it as THROTTLE).
export { RequestThrottle } from '@edge-storefront/embedded/durable-objects'
