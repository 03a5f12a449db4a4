/** The one typed Store API client: pages, the proxy's tests and the embedded backend's tests use it; only the transport differs. */
import type { operations } from '@shopware/api-client/store-api-types'
import type { StoreApiErrorEntry } from './errors'

/**
 * The header a caller marks a request with: `true` retries a write that is safe to repeat, `false`
 * keeps a read from being retried. Taken off before the request leaves (`withRetry`).
 */
export const RETRY_MARK_HEADER = 'x-storefront-idempotent'

/** A transport turns a Store API request (path relative to /store-api) into a response. */
export type Transport = (request: Request) => Promise<Response>

export type OperationKey = keyof operations & string
type Op<K extends OperationKey> = operations[K]
type Maybe<T, K extends string> = T extends Record<K, infer V> ? V : undefined

export interface InvokeOptions<K extends OperationKey> {
  pathParams?: Maybe<Op<K>, 'pathParams'>
  query?: Record<string, string | number | undefined>
  body?: Maybe<Op<K>, 'body'> | Record<string, unknown>
  headers?: Record<string, string>
  /** Marks the call for the retry rule (shared/store-api/faults.ts): `true` a write safe to repeat, `false` a read that is not. */
  idempotent?: boolean
}

/** Raised for any non-2xx answer: status, the error list (as sent: fields may be missing), 'Unknown error' without a body. */
export class StoreApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: Partial<StoreApiErrorEntry>[],
  ) {
    super(
      errors
        .map((e) => e.detail || e.title)
        .filter(Boolean)
        .join('; ') || 'Unknown error',
    )
    this.name = 'StoreApiError'
  }
  get code(): string | undefined {
    return this.errors[0]?.code
  }
}

export interface StoreApiClientOptions {
  transport: Transport
  /** Base the transport resolves paths against; requests are made as `${baseURL}/…`. */
  baseURL?: string
  contextToken?: string
  languageId?: string
  /** Called whenever a response carries a (new) sw-context-token. */
  onContextToken?: (token: string) => void
  /**
   * Without a token, which calls' new token to keep (a page's loaders: only a session-starting write's,
   * shared/store-api/session-writes.ts). A real Shopware names a new token on every tokenless read, and
   * keeping it would give an anonymous page a session. API clients keep every token (the default).
   */
  keepsFirstToken?: (method: string, path: string) => boolean
}

export interface StoreApiClient {
  invoke<K extends OperationKey>(
    operation: K,
    options?: InvokeOptions<K>,
  ): Promise<Op<K> extends { response: infer R } ? R : unknown>
  /** The raw response, for callers that need status or headers (204 checks, proxy tests). */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>
  readonly contextToken: string | undefined
}

/**
 * Creates a Store API client over any transport.
 * @example
 * const api = createStoreApiClient({ transport: embedded })
 * const product = await api.invoke('readProductDetail post /product/{productId}', { pathParams: { productId } })
 */
export function createStoreApiClient(options: StoreApiClientOptions): StoreApiClient {
  const baseURL = options.baseURL ?? 'http://store-api.internal/store-api'
  let contextToken = options.contextToken

  async function request(
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers = new Headers({ accept: 'application/json', ...init.headers })
    if (contextToken) headers.set('sw-context-token', contextToken)
    if (options.languageId && !headers.has('sw-language-id')) headers.set('sw-language-id', options.languageId)
    let body: string | undefined
    if (init.body !== undefined && method !== 'GET') {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(init.body)
    }
    const response = await options.transport(new Request(baseURL + path, { method, headers, body }))
    const renewed = response.headers.get('sw-context-token')
    const kept = contextToken || !options.keepsFirstToken || options.keepsFirstToken(method, path)
    if (renewed && renewed !== contextToken && kept) {
      contextToken = renewed
      options.onContextToken?.(renewed)
    }
    return response
  }

  return {
    get contextToken() {
      return contextToken
    },
    request,
    async invoke(operation, opts = {}) {
      const [, method, template] = operation.split(' ') as [string, string, string]
      let path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = (opts.pathParams as Record<string, string> | undefined)?.[name]
        if (value === undefined) throw new TypeError(`Missing path parameter ${name} for ${operation}`)
        return encodeURIComponent(value)
      })
      const query = Object.entries(opts.query ?? {}).filter(([, v]) => v !== undefined)
      if (query.length) path += `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}`
      const headers =
        opts.idempotent === undefined ? opts.headers : { ...opts.headers, [RETRY_MARK_HEADER]: String(opts.idempotent) }
      const response = await request(method.toUpperCase(), path, { body: opts.body, headers })
      if (!response.ok) throw await toError(response)
      if (response.status === 204) return undefined as never
      return (await response.json()) as never
    },
  }
}

/** Turns an error response into a StoreApiError; a body that is not the Store API shape still yields one entry. */
export async function toError(response: Response): Promise<StoreApiError> {
  const text = await response.text().catch(() => '')
  let errors: Partial<StoreApiErrorEntry>[] = []
  try {
    const parsed = JSON.parse(text) as { errors?: Partial<StoreApiErrorEntry>[] }
    if (Array.isArray(parsed.errors)) errors = parsed.errors
  } catch {
    if (text) errors = [{ status: String(response.status), title: response.statusText, detail: text.slice(0, 500) }]
  }
  return new StoreApiError(response.status, errors)
}
