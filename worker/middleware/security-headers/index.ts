/**
 * The one place for response security headers (docs/decisions/030-headers-and-hardening.md): a CSP with
 * a fresh nonce on every HTML answer, and nosniff, Referrer-Policy, Permissions-Policy and HSTS (https)
 * on every answer. Static assets get the same from public/_headers, checked against these constants.
 */
import type { MiddlewareHandler } from 'hono'
import { TAG_MANAGER_ORIGIN, tagManagerConfig } from '../../../shared/page-view'
import type { Env } from '../../env'
import { isUpstream } from '../../store-api/transport'

declare module 'hono' {
  interface ContextVariableMap {
    /** This response's CSP nonce: every inline script the worker writes carries it. */
    cspNonce: string
  }
}

/** Headers every answer carries; a handler's own stricter value (the payment page's same-origin) wins. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), serial=(), bluetooth=(), interest-cohort=()',
}
/** Two years, subdomains too; sent on https only (a browser ignores it on http, and localhost must stay http). */
export const HSTS = 'max-age=63072000; includeSubDomains'

/** Origins the pages may load from beyond their own: the tag manager when configured, media of the Store API. */
export interface CspSources {
  tagManager?: string
  media: string[]
}

/**
 * The Content-Security-Policy of an HTML answer. Scripts: our own files and inline scripts with this
 * answer's nonce, never 'unsafe-inline'. Styles allow inline `style` attributes (React's style props).
 * @example contentSecurityPolicy('abc', { media: [] }) // "default-src 'self'; script-src 'self' 'nonce-abc'; …"
 */
export function contentSecurityPolicy(nonce: string, sources: CspSources): string {
  const tag = sources.tagManager ? [sources.tagManager] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...tag],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...sources.media, ...tag],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...tag],
    'frame-src': ["'self'", ...tag],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The embedded payment provider page is our own origin (/payment-provider/…).
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** What the deployment lets pages load: the tag manager's origin if one is configured, the upstream's media. */
export function cspSources(env: Env): CspSources {
  const media = isUpstream(env) ? [new URL(env.STORE_API_URL!.trim()).origin] : []
  for (const origin of (env.MEDIA_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean)) media.push(new URL(origin).origin)
  const tagManager = tagManagerConfig(env.TAG_MANAGER_ID, undefined) ? TAG_MANAGER_ORIGIN : undefined
  return { tagManager, media: [...new Set(media)] }
}

/** The deployment's sources, worked out once per env (its vars do not change under a running isolate). */
const sourcesByEnv = new WeakMap<Env, CspSources>()
function deploymentSources(env: Env): CspSources {
  let sources = sourcesByEnv.get(env)
  if (!sources) {
    sources = cspSources(env)
    sourcesByEnv.set(env, sources)
  }
  return sources
}

/** A nonce for one answer: 128 random bits, base64. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

/**
 * Sets `c.var.cspNonce` and adds the security headers to whatever the pipeline answers.
 * @example app.use('*', securityHeaders())
 */
export const securityHeaders = (): MiddlewareHandler<{ Bindings: Env }> =>
  async function securityHeaders(c, next) {
    const nonce = newNonce()
    c.set('cspNonce', nonce)
    await next()
    // Answers passed on from elsewhere (media, assets) may have immutable headers: copy them once.
    const response = new Response(c.res.body, c.res)
    const headers = response.headers
    for (const [name, value] of Object.entries(BASE_HEADERS)) if (!headers.has(name)) headers.set(name, value)
    if (new URL(c.req.url).protocol === 'https:') headers.set('strict-transport-security', HSTS)
    if (headers.get('content-type')?.startsWith('text/html'))
      headers.set('content-security-policy', contentSecurityPolicy(nonce, deploymentSources(c.env)))
    c.res = undefined
    c.res = response
  }
