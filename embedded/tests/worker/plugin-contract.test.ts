/**
 * The plugin contract (docs/plugin-api.openapi.json) against the embedded Store API: the document names
 * exactly the `asx-` routes the embedded router serves, and every answer it documents (each operation's
 * successes and errors) is driven here and validated with ajv, status and body, as
 * embedded/tests/unit/store-api-harness.ts validates against Shopware's schema. The check is strict: an
 * object the document describes by its properties may carry no others (unless it says so), so a field
 * the backend answers without the document naming it fails too. Request bodies are checked against the
 * document as well: what a success sends must be valid, what a refusal sends for its body must not be.
 */
import { env } from 'cloudflare:test'
import Ajv, { type ValidateFunction } from 'ajv'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import contractText from '../../../docs/plugin-api.openapi.json?raw'
import { LANGUAGE_IDS } from '../../../shared/constants'
import { blogPostId, lexiconEntryId } from '../../seed/content/keys'
import { planProduct } from '../../seed/catalog/products'
import { customerId } from '../../seed/keys'
import { LIMITERS, SHOPPING_LIST_SHARES_PER_HOUR } from '../../platform/throttle-windows'
import { UPSTREAM_TEST_ACCESS_KEY } from '../../../tests/upstream/access-key'

// The route table. The pool evaluated the worker (and with it the embedded Store API) before this file
// ran, so the modules are evaluated anew with Hono's basePath watched: the app that
// `new Hono().basePath('/store-api')` makes in embedded/index.ts is recorded, and with it (Hono
// shares one route table among an app and its base-path copies) every route it serves.
vi.resetModules()
const { Hono } = await import('hono')
type App = InstanceType<typeof Hono>
const apps: App[] = []
const basePath = Hono.prototype.basePath
Hono.prototype.basePath = function (this: App, path: string) {
  const app = basePath.call(this, path) as App
  apps.push(app)
  return app
} as typeof basePath
const { RawJson, SHOP_ORIGIN, call, guestSession, latestMailTo, loginToken, plainProduct } = await import('./fixtures')
const { accessKeyRefusal } = await import('../../../tests/upstream/worker')
Hono.prototype.basePath = basePath

// ---------------------------------------------------------------------------------------------------
// The document and its validation.

interface Doc {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, unknown>; responses: Record<string, Response_> }
}
interface Operation {
  requestBody?: { content: { 'application/json': { schema: unknown } } }
  responses: Record<string, Response_ | { $ref: string }>
}
interface Response_ {
  content?: { 'application/json'?: { schema: unknown } }
}

const contract = JSON.parse(contractText) as Doc
const METHODS = ['get', 'post', 'put', 'patch', 'delete']
/** `METHOD /path` of every operation of the document. */
const documented = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((method) => METHODS.includes(method))
    .map((method) => `${method.toUpperCase()} ${path}`),
)

type Includes = Record<string, string[]>

/**
 * The document as JSON Schema reads it: OpenAPI 3.0's `{nullable: true, allOf: [X]}` as "null or X";
 * every object with properties closed to others unless it says otherwise (strict); and, for an answer to
 * a request with `includes`, the required fields of each named entity narrowed to those it kept.
 */
function prepared(includes?: Includes): Doc {
  const copy = structuredClone(contract)
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
      return
    }
    if (!node || typeof node !== 'object') return
    const schema = node as Record<string, any>
    if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.allOf)) {
      schema.anyOf = [{ type: 'null' }, { allOf: schema.allOf }]
      delete schema.allOf
      delete schema.nullable
    }
    if (schema.type === 'object' && schema.properties && !('additionalProperties' in schema))
      schema.additionalProperties = false
    const alias = schema.properties?.apiAlias?.enum
    const kept = alias?.length === 1 ? includes?.[alias[0]] : undefined
    if (kept && Array.isArray(schema.required))
      schema.required = schema.required.filter((field: string) => field === 'apiAlias' || kept.includes(field))
    for (const [key, value] of Object.entries(schema)) if (key !== 'example' && key !== 'examples') visit(value)
  }
  visit(copy)
  return copy
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })
const docs = new Map<string, Doc>()
const validators = new Map<string, ValidateFunction | null>()

const docFor = (includes?: Includes) => {
  const key = JSON.stringify(includes ?? null)
  if (!docs.has(key)) docs.set(key, prepared(includes))
  return docs.get(key)!
}
const operationOf = (doc: Doc, op: string) => {
  const [method, path] = op.split(' ') as [string, string]
  return doc.paths[path]?.[method.toLowerCase()]
}

/** The validator of an answer's body; null when the answer has none; undefined when the document has no such answer. */
function answerValidator(op: string, status: number, includes?: Includes): ValidateFunction | null | undefined {
  const key = `${op} ${status} ${JSON.stringify(includes ?? null)}`
  if (!validators.has(key)) {
    const doc = docFor(includes)
    const response = operationOf(doc, op)?.responses[String(status)]
    if (!response) return undefined
    const resolved = '$ref' in response ? doc.components.responses[response.$ref.split('/').pop()!] : response
    const schema = resolved?.content?.['application/json']?.schema
    validators.set(key, schema ? ajv.compile({ ...(schema as object), components: doc.components }) : null)
  }
  return validators.get(key)
}

function requestValidator(op: string): ValidateFunction | null {
  const key = `${op} request`
  if (!validators.has(key)) {
    const doc = docFor()
    const schema = operationOf(doc, op)?.requestBody?.content['application/json'].schema
    validators.set(key, schema ? ajv.compile({ ...(schema as object), components: doc.components }) : null)
  }
  return validators.get(key)!
}

const messages = (validate: ValidateFunction) =>
  (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)

/** `METHOD /path status` of every answer driven and found as documented. */
const driven = new Set<string>()

/** Asserts an answer is one the document names for the operation, with a body that validates; answers the body. */
async function expectDocumented(op: string, response: Response, includes?: Includes): Promise<any> {
  const text = await response.text()
  const validate = answerValidator(op, response.status, includes)
  expect(
    validate,
    `${op} answered ${response.status}, which the document does not name: ${text.slice(0, 300)}`,
  ).not.toBe(undefined)
  if (validate === null) {
    expect(text, `${op} ${response.status} has no body in the document`).toBe('')
  } else {
    const body = JSON.parse(text)
    const valid = validate!(body)
    expect([op, response.status, valid ? [] : messages(validate!)]).toEqual([op, response.status, []])
  }
  driven.add(`${op} ${response.status}`)
  return text ? JSON.parse(text) : undefined
}

// ---------------------------------------------------------------------------------------------------
// The calls: each documented operation's successes and main errors, and the answers every operation shares.

type Headers = Record<string, string>
interface World {
  firma: Headers
  /** Another business customer (customer 4, Silver in the loyalty programme). */
  silver: Headers
  privat: Headers
  /** A guest checkout's session. */
  guest: Headers
  /** firma's list with one line, shared. */
  list: { id: string; lineId: string; shareToken: string }
  /** firma's list without lines. */
  empty: string
  /** firma's list whose one line is a variant of a product with several. */
  variants: { id: string; lineId: string }
}
interface Call {
  path: string
  body?: unknown
  headers?: Headers
  overrides?: Partial<typeof env>
}
interface Case {
  op: string
  status: number
  name: string
  /** An error code the answer must carry. */
  code?: string
  /** Whether the request body is valid by the document (unset: the document cannot say, e.g. a domain or an id's owner). */
  bodyValid?: boolean
  call: (w: World) => Call
  check?: (body: any, w: World) => void | Promise<void>
}

const NONE = '0'.repeat(32)
const UNKNOWN = 'a'.repeat(32)
const PLAIN = plainProduct().variant.id
const [V1, V2] = planProduct(1).variants
const LEXICON_ENTRY = lexiconEntryId('warnschutzklasse')
const BLOG_POST = blogPostId('schnittschutz-en-388')
const long = (n: number) => 'x'.repeat(n)
/** A recipient whose share-mail counter is full (filled before the calls). */
const FULL_INBOX = 'voll.contract@example.com'

/** The storefront's own bodies (shared/store-api/content.ts, worker/middleware/redirect). */
const STOREFRONT = {
  redirects: {
    filter: [{ type: 'equals', field: 'status', value: 'active' }],
    includes: { asx_redirect: ['sourceUrl', 'targetUrl', 'type', 'priority'] },
  },
  lexicon: {
    limit: 100,
    page: 1,
    'post-filter': [{ type: 'equals', field: 'letter', value: 'W' }],
    includes: { asx_lexicon_entry: ['id', 'name', 'letter', 'description', 'seoUrls'], seo_url: ['seoPathInfo'] },
  },
  blog: {
    page: 1,
    limit: 4,
    includes: {
      asx_blog_post: ['id', 'title', 'teaser', 'author', 'publishedAt', 'coverMedia', 'seoUrls'],
      seo_url: ['seoPathInfo'],
    },
  },
}
const seoFilter = (value: string, field = 'seoPathInfo') => ({ filter: [{ type: 'equals', field, value }] })

const articleCases = (kind: 'lexicon' | 'blog'): Case[] => {
  const id = kind === 'lexicon' ? LEXICON_ENTRY : BLOG_POST
  const missing = kind === 'lexicon' ? 'ASX__LEXICON_ENTRY_NOT_FOUND' : 'ASX__BLOG_POST_NOT_FOUND'
  return ['POST', 'GET'].flatMap((method): Case[] => {
    const op = `${method} /asx-${kind}/{id}`
    const body = method === 'POST' ? {} : undefined
    return [
      {
        op,
        status: 200,
        name: 'one article with its SEO URL',
        call: () => ({ path: `/asx-${kind}/${id}`, body }),
        check: (article) => expect([article.id, article.seoUrls.length]).toEqual([id, 1]),
      },
      {
        op,
        status: 404,
        name: 'an id nothing has',
        code: missing,
        call: () => ({ path: `/asx-${kind}/${UNKNOWN}`, body }),
      },
      {
        op,
        status: 400,
        name: 'an id that is no uuid',
        code: 'FRAMEWORK__INVALID_UUID',
        call: () => ({ path: `/asx-${kind}/S3`, body }),
      },
      ...(method === 'POST'
        ? [
            {
              op,
              status: 400,
              name: 'a body that is not JSON',
              code: 'FRAMEWORK__MALFORMED_JSON',
              call: () => ({ path: `/asx-${kind}/${id}`, body: new RawJson('{') }),
            },
          ]
        : []),
    ]
  })
}

const READ = 'POST /asx-shopping-list/{id}'
const NAME = 'PATCH /asx-shopping-list/{id}/change-name'
const NOTES = 'PATCH /asx-shopping-list/{id}/change-notes'
const TO_CART = 'POST /asx-shopping-lists/add-to-cart'
const REPLACE = 'POST /asx-shopping-lists/update-line-item-product'
const SHARE = 'POST /asx-shopping-list/{listId}/send-email'
const QUOTE = 'POST /asx-shopping-list/{id}/request-quote'

const CASES: Case[] = [
  // Redirects.
  {
    op: 'POST /asx-seo-redirect',
    status: 200,
    name: "an outdated path answers its entity's canonical path",
    bodyValid: true,
    call: () => ({ path: '/asx-seo-redirect', body: seoFilter('schuhe') }),
    check: (body) => expect(body.elements.map((e: any) => e.seoPathInfo)).toEqual(['sicherheitsschuhe']),
  },
  {
    op: 'POST /asx-seo-redirect',
    status: 204,
    name: 'a canonical path never moved',
    bodyValid: true,
    call: () => ({ path: '/asx-seo-redirect', body: seoFilter('arbeitsjacken') }),
  },
  {
    op: 'POST /asx-seo-redirect',
    status: 400,
    name: 'no filter',
    code: 'VIOLATION::IS_BLANK_ERROR',
    bodyValid: false,
    call: () => ({ path: '/asx-seo-redirect', body: {} }),
  },
  {
    op: 'POST /asx-seo-redirect',
    status: 400,
    name: 'a filter on another field',
    code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
    bodyValid: false,
    call: () => ({ path: '/asx-seo-redirect', body: seoFilter('x', 'foreignKey') }),
  },
  {
    op: 'POST /asx-seo-redirect',
    status: 400,
    name: 'a body that is not JSON',
    code: 'FRAMEWORK__MALFORMED_JSON',
    call: () => ({ path: '/asx-seo-redirect', body: new RawJson('{"filter": [') }),
  },
  {
    op: 'POST /asx-seo-redirect',
    status: 400,
    name: 'a body that is no object',
    code: 'FRAMEWORK__INVALID_REQUEST_BODY',
    call: () => ({ path: '/asx-seo-redirect', body: new RawJson('[]') }),
  },
  {
    op: 'POST /asx-redirect',
    status: 200,
    name: "the route guard's read: active redirects with the fields it needs",
    bodyValid: true,
    call: () => ({ path: '/asx-redirect', body: STOREFRONT.redirects }),
    check: (body) => {
      expect(body.elements.length).toBeGreaterThan(0)
      for (const redirect of body.elements)
        expect(Object.keys(redirect).sort()).toEqual(['apiAlias', 'priority', 'sourceUrl', 'targetUrl', 'type'])
    },
  },
  {
    op: 'POST /asx-redirect',
    status: 200,
    name: 'one page of whole redirects',
    bodyValid: true,
    call: () => ({ path: '/asx-redirect', body: { limit: 2 } }),
    check: (body) => expect(body.elements).toHaveLength(2),
  },
  {
    op: 'POST /asx-redirect',
    status: 400,
    name: 'a limit of 0 and an unknown field',
    code: 'FRAMEWORK__UNMAPPED_FIELD',
    bodyValid: false,
    call: () => ({ path: '/asx-redirect', body: { limit: 0, filter: [{ type: 'equals', field: 'x', value: 'a' }] } }),
  },
  {
    op: 'POST /asx-redirect',
    status: 400,
    name: 'a body that is not JSON',
    code: 'FRAMEWORK__MALFORMED_JSON',
    call: () => ({ path: '/asx-redirect', body: new RawJson('{') }),
  },

  // Lexicon and blog.
  {
    op: 'POST /asx-lexicon',
    status: 200,
    name: "the lexicon page's read: one letter's terms, every letter counted",
    bodyValid: true,
    call: () => ({ path: '/asx-lexicon', body: STOREFRONT.lexicon }),
    check: (body) => {
      expect(new Set(body.elements.map((e: any) => e.letter))).toEqual(new Set(['W']))
      expect(body.aggregations.letters.buckets.length).toBeGreaterThan(1)
    },
  },
  {
    op: 'POST /asx-lexicon',
    status: 200,
    name: 'a page of whole terms',
    bodyValid: true,
    call: () => ({ path: '/asx-lexicon', body: { limit: 2, page: 2 } }),
    check: (body) => expect([body.elements.length, body.page, body.limit]).toEqual([2, 2, 2]),
  },
  {
    op: 'POST /asx-lexicon',
    status: 400,
    name: 'a letter filter of two letters',
    code: 'FRAMEWORK__INVALID_FILTER_QUERY',
    call: () => ({ path: '/asx-lexicon', body: { 'post-filter': [{ type: 'equals', field: 'letter', value: 'AB' }] } }),
  },
  {
    op: 'POST /asx-lexicon',
    status: 400,
    name: 'a limit above 100',
    code: 'FRAMEWORK__INVALID_LIMIT_QUERY',
    bodyValid: false,
    call: () => ({ path: '/asx-lexicon', body: { limit: 101 } }),
  },
  {
    op: 'GET /asx-lexicon',
    status: 200,
    name: 'the first page of terms',
    call: () => ({ path: '/asx-lexicon' }),
    check: (body) => expect(body.elements.length).toBe(body.total),
  },
  ...articleCases('lexicon'),
  {
    op: 'POST /asx-blog',
    status: 200,
    name: "the blog page's read: four posts without their bodies",
    bodyValid: true,
    call: () => ({ path: '/asx-blog', body: STOREFRONT.blog }),
    check: (body) => {
      expect(body.elements).toHaveLength(4)
      expect(body.elements[0]).not.toHaveProperty('content')
    },
  },
  {
    op: 'POST /asx-blog',
    status: 200,
    name: 'a page of whole posts',
    bodyValid: true,
    call: () => ({ path: '/asx-blog', body: { limit: 2 } }),
  },
  {
    op: 'POST /asx-blog',
    status: 400,
    name: 'a limit above 100',
    code: 'FRAMEWORK__INVALID_LIMIT_QUERY',
    bodyValid: false,
    call: () => ({ path: '/asx-blog', body: { limit: 500 } }),
  },
  {
    op: 'GET /asx-blog',
    status: 200,
    name: 'the newest posts',
    call: () => ({ path: '/asx-blog' }),
  },
  ...articleCases('blog'),

  // Account.
  {
    op: 'POST /asx-loyalty',
    status: 200,
    name: 'a customer below Bronze',
    call: (w) => ({ path: '/asx-loyalty', body: {}, headers: w.privat }),
    check: (body) => expect([body.level, body.nextLevel.key]).toEqual([null, 'bronze']),
  },
  {
    op: 'POST /asx-loyalty',
    status: 200,
    name: 'a Silver customer',
    call: (w) => ({ path: '/asx-loyalty', body: {}, headers: w.silver }),
    check: (body) => expect([body.level.key, body.transactions.length > 0]).toEqual(['silver', true]),
  },
  {
    op: 'POST /asx-loyalty',
    status: 403,
    name: 'no session (how the storefront probes for the route)',
    code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    call: () => ({ path: '/asx-loyalty', body: {} }),
  },
  {
    op: 'POST /asx-loyalty',
    status: 403,
    name: "a guest checkout's session",
    code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    call: (w) => ({ path: '/asx-loyalty', body: {}, headers: w.guest }),
  },
  {
    op: 'POST /asx-coupons',
    status: 200,
    name: "the customer's coupon",
    call: (w) => ({ path: '/asx-coupons', body: {}, headers: w.privat }),
    check: (body) => expect(body.elements).toHaveLength(1),
  },
  {
    op: 'POST /asx-coupons',
    status: 403,
    name: 'no session',
    code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    call: () => ({ path: '/asx-coupons', body: {} }),
  },
  {
    op: 'POST /asx-coupons',
    status: 403,
    name: "a guest checkout's session",
    code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    call: (w) => ({ path: '/asx-coupons', body: {}, headers: w.guest }),
  },
  {
    op: 'POST /asx-customer-reviewed-products',
    status: 200,
    name: 'the product the customer reviewed',
    call: (w) => ({ path: '/asx-customer-reviewed-products', body: {}, headers: w.privat }),
    check: (body) => expect(body.elements).toHaveLength(1),
  },
  {
    op: 'POST /asx-customer-reviewed-products',
    status: 403,
    name: 'no session',
    code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    call: () => ({ path: '/asx-customer-reviewed-products', body: {} }),
  },
  {
    op: 'POST /asx-customer-reviewed-products',
    status: 403,
    name: "a guest checkout's session",
    code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    call: (w) => ({ path: '/asx-customer-reviewed-products', body: {}, headers: w.guest }),
  },

  // Shopping lists.
  {
    op: READ,
    status: 200,
    name: "the owner's read",
    bodyValid: true,
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}`, body: {}, headers: w.firma }),
    check: (list, w) => {
      expect([list.shareToken, list.price.taxStatus, list.lineItems.length]).toEqual([w.list.shareToken, 'net', 1])
      expect(list.lineItems[0]).not.toHaveProperty('product')
    },
  },
  {
    op: READ,
    status: 200,
    name: 'lines with their product entities',
    bodyValid: true,
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}`,
      body: { associations: { product: {} } },
      headers: w.firma,
    }),
    check: (list) => expect(list.lineItems[0].product.id).toBe(PLAIN),
  },
  {
    op: READ,
    status: 200,
    name: 'anyone with the share token, read-only',
    bodyValid: true,
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}`, body: { shareToken: w.list.shareToken } }),
    check: (list) => {
      expect([list.customerId, 'shareToken' in list, list.price.taxStatus]).toEqual([null, false, 'gross'])
    },
  },
  {
    op: READ,
    status: 200,
    name: 'a private customer with the share link (?share=)',
    bodyValid: true,
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}?share=${w.list.shareToken}`, body: {}, headers: w.privat }),
  },
  {
    op: READ,
    status: 400,
    name: 'an id that is no uuid',
    code: 'FRAMEWORK__INVALID_UUID',
    call: (w) => ({ path: '/asx-shopping-list/not-an-id', body: {}, headers: w.firma }),
  },
  {
    op: READ,
    status: 400,
    name: 'a limit of 0',
    code: 'FRAMEWORK__INVALID_LIMIT_QUERY',
    bodyValid: false,
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}`, body: { limit: 0 }, headers: w.firma }),
  },
  {
    op: READ,
    status: 403,
    name: 'no session and no token (how the storefront probes for the route)',
    code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    call: () => ({ path: `/asx-shopping-list/${NONE}`, body: {} }),
  },
  {
    op: READ,
    status: 403,
    name: "a guest checkout's session",
    code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}`, body: {}, headers: w.guest }),
  },
  {
    op: READ,
    status: 403,
    name: 'a private customer without the token',
    code: 'SHOPPING_LIST__NOT_AVAILABLE',
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}`, body: {}, headers: w.privat }),
  },
  {
    op: READ,
    status: 404,
    name: "another business customer's list",
    code: 'SHOPPING_LIST__NOT_FOUND',
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}`, body: {}, headers: w.silver }),
  },
  {
    op: READ,
    status: 404,
    name: 'a token that does not open the list',
    code: 'SHOPPING_LIST__NOT_FOUND',
    bodyValid: true,
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}`, body: { shareToken: 'f'.repeat(32) } }),
  },
  {
    op: NAME,
    status: 200,
    name: 'a new name',
    bodyValid: true,
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/change-name`,
      body: { name: ' Baustelle West ' },
      headers: w.firma,
    }),
    check: (list) => expect(list.name).toBe('Baustelle West'),
  },
  {
    op: NAME,
    status: 200,
    name: 'a name of 255 characters',
    bodyValid: true,
    call: (w) => ({ path: `/asx-shopping-list/${w.empty}/change-name`, body: { name: long(255) }, headers: w.firma }),
  },
  {
    op: NAME,
    status: 400,
    name: 'a blank name: "Please enter a list name"',
    code: 'VIOLATION::IS_BLANK_ERROR',
    bodyValid: false,
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}/change-name`, body: { name: '   ' }, headers: w.firma }),
  },
  {
    op: NAME,
    status: 400,
    name: 'a name of 256 characters',
    code: 'VIOLATION::TOO_LONG_ERROR',
    bodyValid: false,
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}/change-name`, body: { name: long(256) }, headers: w.firma }),
  },
  {
    op: NAME,
    status: 400,
    name: 'a name that is no text',
    code: 'VIOLATION::INVALID_TYPE_ERROR',
    bodyValid: false,
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}/change-name`, body: { name: 7 }, headers: w.firma }),
  },
  {
    op: NAME,
    status: 400,
    name: 'an id that is no uuid',
    code: 'FRAMEWORK__INVALID_UUID',
    call: (w) => ({ path: '/asx-shopping-list/x/change-name', body: { name: 'x' }, headers: w.firma }),
  },
  {
    op: NAME,
    status: 403,
    name: 'a private customer',
    code: 'SHOPPING_LIST__NOT_AVAILABLE',
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}/change-name`, body: { name: 'x' }, headers: w.privat }),
  },
  {
    op: NAME,
    status: 404,
    name: 'a list nobody has',
    code: 'SHOPPING_LIST__NOT_FOUND',
    call: (w) => ({ path: `/asx-shopping-list/${UNKNOWN}/change-name`, body: { name: 'x' }, headers: w.firma }),
  },
  {
    op: NOTES,
    status: 200,
    name: 'notes kept',
    bodyValid: true,
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/change-notes`,
      body: { notes: 'Für die Baustelle' },
      headers: w.firma,
    }),
    check: (list) => expect(list.notes).toBe('Für die Baustelle'),
  },
  {
    op: NOTES,
    status: 200,
    name: 'blank notes clear them',
    bodyValid: true,
    call: (w) => ({ path: `/asx-shopping-list/${w.empty}/change-notes`, body: { notes: '' }, headers: w.firma }),
    check: (list) => expect(list.notes).toBeNull(),
  },
  {
    op: NOTES,
    status: 400,
    name: 'notes of 1001 characters',
    code: 'VIOLATION::TOO_LONG_ERROR',
    bodyValid: false,
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/change-notes`,
      body: { notes: long(1001) },
      headers: w.firma,
    }),
  },
  {
    op: NOTES,
    status: 403,
    name: 'no session',
    code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}/change-notes`, body: { notes: 'x' } }),
  },
  {
    op: NOTES,
    status: 404,
    name: "another business customer's list",
    code: 'SHOPPING_LIST__NOT_FOUND',
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}/change-notes`, body: { notes: 'x' }, headers: w.silver }),
  },
  {
    op: TO_CART,
    status: 204,
    name: "a list's line into the cart",
    bodyValid: true,
    call: (w) => ({ path: '/asx-shopping-lists/add-to-cart', body: { ids: [w.list.lineId] }, headers: w.firma }),
  },
  {
    op: TO_CART,
    status: 204,
    name: 'a line with its own quantity',
    bodyValid: true,
    call: (w) => ({
      path: '/asx-shopping-lists/add-to-cart',
      body: { ids: [w.list.lineId], quantities: { [w.list.lineId]: 3 } },
      headers: w.firma,
    }),
  },
  {
    op: TO_CART,
    status: 400,
    name: 'no ids: "At least one item ID or product ID is required"',
    code: 'VIOLATION::IS_BLANK_ERROR',
    bodyValid: false,
    call: (w) => ({ path: '/asx-shopping-lists/add-to-cart', body: {}, headers: w.firma }),
  },
  {
    op: TO_CART,
    status: 400,
    name: 'a blank id: "Item ID is required"',
    code: 'VIOLATION::IS_BLANK_ERROR',
    bodyValid: false,
    call: (w) => ({ path: '/asx-shopping-lists/add-to-cart', body: { ids: [''] }, headers: w.firma }),
  },
  {
    op: TO_CART,
    status: 400,
    name: 'a quantity of 0: "Quantity must be at least 1"',
    code: 'VIOLATION::TOO_LOW_ERROR',
    bodyValid: false,
    call: (w) => ({
      path: '/asx-shopping-lists/add-to-cart',
      body: { ids: [w.list.lineId], quantities: { [w.list.lineId]: 0 } },
      headers: w.firma,
    }),
  },
  {
    op: TO_CART,
    status: 400,
    name: 'a quantity above 1,000,000: "Quantity must be at most 1000000"',
    code: 'VIOLATION::TOO_HIGH_ERROR',
    bodyValid: false,
    call: (w) => ({
      path: '/asx-shopping-lists/add-to-cart',
      body: { ids: [w.list.lineId], quantities: { [w.list.lineId]: 1_000_001 } },
      headers: w.firma,
    }),
  },
  {
    op: TO_CART,
    status: 403,
    name: 'a private customer',
    code: 'SHOPPING_LIST__NOT_AVAILABLE',
    call: (w) => ({ path: '/asx-shopping-lists/add-to-cart', body: { ids: [w.list.lineId] }, headers: w.privat }),
  },
  {
    op: TO_CART,
    status: 404,
    name: "another customer's line",
    code: 'SHOPPING_LIST__LINE_ITEM_NOT_FOUND',
    bodyValid: true,
    call: (w) => ({ path: '/asx-shopping-lists/add-to-cart', body: { ids: [w.list.lineId] }, headers: w.silver }),
  },
  {
    op: REPLACE,
    status: 204,
    name: "another variant of the line's product",
    bodyValid: true,
    call: (w) => ({
      path: '/asx-shopping-lists/update-line-item-product',
      body: { lineItemId: w.variants.lineId, productId: V2.id, shoppingListId: w.variants.id, quantity: 2 },
      headers: w.firma,
    }),
  },
  {
    op: REPLACE,
    status: 400,
    name: 'nothing named: the three ids required',
    code: 'VIOLATION::IS_BLANK_ERROR',
    bodyValid: false,
    call: (w) => ({ path: '/asx-shopping-lists/update-line-item-product', body: {}, headers: w.firma }),
    check: (body) =>
      expect(body.errors.map((e: any) => e.detail)).toEqual([
        'Line item ID is required',
        'Product ID is required',
        'Shopping list ID is required',
      ]),
  },
  {
    op: REPLACE,
    status: 400,
    name: 'a quantity above 1,000,000: "Quantity must be at most 1000000"',
    code: 'VIOLATION::TOO_HIGH_ERROR',
    bodyValid: false,
    call: (w) => ({
      path: '/asx-shopping-lists/update-line-item-product',
      body: { lineItemId: w.variants.lineId, productId: V2.id, shoppingListId: w.variants.id, quantity: 1_000_001 },
      headers: w.firma,
    }),
    check: (body) => expect(body.errors.map((e: any) => e.detail)).toEqual(['Quantity must be at most 1000000']),
  },
  {
    op: REPLACE,
    status: 400,
    name: 'a product that is no variant of the line\'s: "Variant not found"',
    code: 'SHOPPING_LIST__VARIANT_NOT_FOUND',
    bodyValid: true,
    call: (w) => ({
      path: '/asx-shopping-lists/update-line-item-product',
      body: { lineItemId: w.variants.lineId, productId: PLAIN, shoppingListId: w.variants.id },
      headers: w.firma,
    }),
  },
  {
    op: REPLACE,
    status: 403,
    name: 'a private customer',
    code: 'SHOPPING_LIST__NOT_AVAILABLE',
    call: (w) => ({
      path: '/asx-shopping-lists/update-line-item-product',
      body: { lineItemId: w.variants.lineId, productId: V2.id, shoppingListId: w.variants.id },
      headers: w.privat,
    }),
  },
  {
    op: REPLACE,
    status: 404,
    name: 'a list nobody has',
    code: 'SHOPPING_LIST__NOT_FOUND',
    bodyValid: true,
    call: (w) => ({
      path: '/asx-shopping-lists/update-line-item-product',
      body: { lineItemId: w.variants.lineId, productId: V2.id, shoppingListId: UNKNOWN },
      headers: w.firma,
    }),
  },
  {
    op: REPLACE,
    status: 404,
    name: 'a line that is not on the list',
    code: 'SHOPPING_LIST__LINE_ITEM_NOT_FOUND',
    bodyValid: true,
    call: (w) => ({
      path: '/asx-shopping-lists/update-line-item-product',
      body: { lineItemId: w.list.lineId, productId: V2.id, shoppingListId: w.variants.id },
      headers: w.firma,
    }),
  },
  {
    op: SHARE,
    status: 200,
    name: 'the read-only link mailed to a colleague',
    bodyValid: true,
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/send-email`,
      body: { frontendsDomain: SHOP_ORIGIN, recipientEmail: 'kollege.contract@example.com', message: 'Bis Freitag' },
      headers: w.firma,
    }),
    check: async (_, w) =>
      expect((await latestMailTo('kollege.contract@example.com'))?.links).toEqual([
        `${SHOP_ORIGIN}/shopping-list/${w.list.id}?share=${w.list.shareToken}`,
      ]),
  },
  {
    op: SHARE,
    status: 400,
    name: "a domain that is not the shop's",
    code: 'VIOLATION::INVALID_DOMAIN',
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/send-email`,
      body: { frontendsDomain: 'https://elsewhere.example' },
      headers: w.firma,
    }),
  },
  {
    op: SHARE,
    status: 400,
    name: 'no domain',
    code: 'VIOLATION::IS_BLANK_ERROR',
    bodyValid: false,
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}/send-email`, body: {}, headers: w.firma }),
  },
  {
    op: SHARE,
    status: 400,
    name: 'a domain that is no text',
    code: 'VIOLATION::INVALID_TYPE_ERROR',
    bodyValid: false,
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/send-email`,
      body: { frontendsDomain: 443 },
      headers: w.firma,
    }),
    check: (body) =>
      expect(body.errors.map((e: any) => [e.source.pointer, e.detail])).toEqual([
        ['/frontendsDomain', 'This value should be of type string.'],
      ]),
  },
  {
    op: SHARE,
    status: 400,
    name: 'a recipient that is no address and a message of 1001 characters',
    code: 'VIOLATION::INVALID_FORMAT_ERROR',
    bodyValid: false,
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/send-email`,
      body: { frontendsDomain: SHOP_ORIGIN, recipientEmail: 'kein-mail', message: long(1001) },
      headers: w.firma,
    }),
    check: (body) =>
      expect(body.errors.map((e: any) => e.code).sort()).toEqual([
        'VIOLATION::INVALID_FORMAT_ERROR',
        'VIOLATION::TOO_LONG_ERROR',
      ]),
  },
  {
    op: SHARE,
    status: 400,
    name: 'an id that is no uuid',
    code: 'FRAMEWORK__INVALID_UUID',
    call: (w) => ({
      path: '/asx-shopping-list/x/send-email',
      body: { frontendsDomain: SHOP_ORIGIN },
      headers: w.firma,
    }),
  },
  {
    op: SHARE,
    status: 403,
    name: 'a private customer',
    code: 'SHOPPING_LIST__NOT_AVAILABLE',
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/send-email`,
      body: { frontendsDomain: SHOP_ORIGIN },
      headers: w.privat,
    }),
  },
  {
    op: SHARE,
    status: 404,
    name: 'a list nobody has',
    code: 'SHOPPING_LIST__NOT_FOUND',
    bodyValid: true,
    call: (w) => ({
      path: `/asx-shopping-list/${UNKNOWN}/send-email`,
      body: { frontendsDomain: SHOP_ORIGIN },
      headers: w.firma,
    }),
  },
  {
    op: SHARE,
    status: 429,
    name: 'a recipient who had 10 share mails within the hour',
    code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED',
    bodyValid: true,
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/send-email`,
      body: { frontendsDomain: SHOP_ORIGIN, recipientEmail: FULL_INBOX },
      headers: w.firma,
    }),
    check: async (body) => {
      expect(body.errors[0].meta.parameters.seconds).toBeGreaterThanOrEqual(1)
      expect(await latestMailTo(FULL_INBOX)).toBeUndefined()
    },
  },
  {
    op: QUOTE,
    status: 200,
    name: 'a quote request, then shown on the list',
    bodyValid: true,
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/request-quote`,
      body: { comment: 'Bis KW 12' },
      headers: w.firma,
    }),
    check: async (quote, w) => {
      expect([quote.status, quote.comment, quote.lineItemCount]).toEqual(['requested', 'Bis KW 12', 1])
      const list = await expectDocumented(READ, await call('POST', `/asx-shopping-list/${w.list.id}`, {}, w.firma))
      expect(list.quote).toEqual(quote)
    },
  },
  {
    op: QUOTE,
    status: 400,
    name: 'an empty list: "The shopping list is empty"',
    code: 'SHOPPING_LIST__EMPTY',
    bodyValid: true,
    call: (w) => ({ path: `/asx-shopping-list/${w.empty}/request-quote`, body: {}, headers: w.firma }),
  },
  {
    op: QUOTE,
    status: 400,
    name: 'a comment of 1001 characters',
    code: 'VIOLATION::TOO_LONG_ERROR',
    bodyValid: false,
    call: (w) => ({
      path: `/asx-shopping-list/${w.list.id}/request-quote`,
      body: { comment: long(1001) },
      headers: w.firma,
    }),
  },
  {
    op: QUOTE,
    status: 403,
    name: 'a private customer',
    code: 'SHOPPING_LIST__NOT_AVAILABLE',
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}/request-quote`, body: {}, headers: w.privat }),
  },
  {
    op: QUOTE,
    status: 404,
    name: "another business customer's list",
    code: 'SHOPPING_LIST__NOT_FOUND',
    call: (w) => ({ path: `/asx-shopping-list/${w.list.id}/request-quote`, body: {}, headers: w.silver }),
  },
]

/** A path of the operation with every parameter filled (an id no entity has). */
const samplePath = (op: string) => op.split(' ')[1]!.replace(/\{[^}]+\}/g, NONE)
const sampleBody = (op: string) => (op.startsWith('GET ') ? undefined : {})

/** The answers every operation shares: its request's language, the shop's maintenance. */
const SHARED: Case[] = documented.flatMap((op): Case[] => [
  {
    op,
    status: 412,
    name: 'an sw-language-id no language has',
    code: 'FRAMEWORK__LANGUAGE_NOT_FOUND',
    call: () => ({ path: samplePath(op), body: sampleBody(op), headers: { 'sw-language-id': 'f'.repeat(32) } }),
  },
  {
    op,
    status: 503,
    name: 'the sales channel in maintenance',
    code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
    call: () => ({ path: samplePath(op), body: sampleBody(op), overrides: { MAINTENANCE_MODE: 'true' } }),
  },
])

// ---------------------------------------------------------------------------------------------------
// The world the calls act in.

const world = {} as World

beforeAll(async () => {
  const token = async (email: string) => ({ 'sw-context-token': await loginToken(email) })
  world.firma = await token('firma@example.com')
  world.silver = await token('kunde4@example.com')
  world.privat = await token('privat@example.com')
  world.guest = await guestSession(customerId(3), 'c'.repeat(32))
  // Lists are made through the B2B routes the storefront keeps them with (not part of this document).
  const list = async (lines: Record<string, number>) => {
    const created = await call('POST', '/shopping-list', { name: 'Vertrag' }, world.firma)
    const { id } = (await created.json()) as { id: string }
    const lineItems = Object.fromEntries(Object.entries(lines).map(([product, quantity]) => [product, { quantity }]))
    if (Object.keys(lines).length)
      expect((await call('POST', `/shopping-list/${id}/add`, { lineItems }, world.firma)).status).toBe(204)
    const read = (await (await call('POST', `/asx-shopping-list/${id}`, {}, world.firma)).json()) as {
      lineItems: Array<{ id: string }>
    }
    return { id, lineId: read.lineItems[0]?.id ?? '' }
  }
  // The share token as the first share would set it, so reads by token need no other call first.
  const shared = await list({ [PLAIN]: 2 })
  const shareToken = 'b'.repeat(32)
  await env.DB.prepare('UPDATE shopping_list SET share_token = ? WHERE id = ?').bind(shareToken, shared.id).run()
  world.list = { ...shared, shareToken }
  world.empty = (await list({})).id
  world.variants = await list({ [V1.id]: 1 })
  // The share-mail limit of one recipient reached, as by other senders (embedded/platform/throttle.ts).
  const key = JSON.stringify([LIMITERS.shoppingListShareRecipient.key, FULL_INBOX, null])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  const name = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
  const counter = env.THROTTLE!.get(env.THROTTLE!.idFromName(name))
  for (let i = 0; i < SHOPPING_LIST_SHARES_PER_HOUR; i++) await counter.count('shoppingListShareRecipient')
  // A review by the private customer, for "my products".
  await env.DB.prepare(
    `INSERT INTO product_review (pid, seq, id, language_id, points, title, content, author, created_at, customer_id, status)
     SELECT pid, 1000, lower(hex(randomblob(16))), ?2, 5, 'Passt', 'Sitzt gut und hält warm.', 'P', '2026-01-01T10:00:00.000Z', ?1, 1
     FROM product ORDER BY pid LIMIT 1`,
  )
    .bind(customerId(1), LANGUAGE_IDS['de-DE'])
    .run()
})

async function run(c: Case) {
  const request = c.call(world)
  if (c.bodyValid !== undefined) {
    const validate = requestValidator(c.op)
    expect(validate, `${c.op} documents no request body`).not.toBeNull()
    const valid = validate!(request.body)
    expect([c.op, 'request body valid by the document', valid, valid ? [] : messages(validate!)]).toEqual([
      c.op,
      'request body valid by the document',
      c.bodyValid,
      c.bodyValid ? [] : expect.anything(),
    ])
  }
  const [method] = c.op.split(' ')
  const response = await call(method!, request.path, request.body, request.headers, request.overrides)
  if (response.status !== c.status)
    expect([c.op, response.status, await response.text()]).toEqual([c.op, c.status, expect.anything()])
  const includes = (request.body as { includes?: Includes } | undefined)?.includes
  const body = await expectDocumented(c.op, response, includes)
  if (c.code) expect(body.errors.map((e: { code: string }) => e.code)).toContain(c.code)
  await c.check?.(body, world)
}

// ---------------------------------------------------------------------------------------------------

describe('the route table', () => {
  it("documents exactly the asx- routes the embedded Store API's router serves", () => {
    const table = apps.flatMap((app) => app.routes).filter((route) => route.path.startsWith('/store-api/asx-'))
    // `:name{pattern}` → `{name}`, as OpenAPI writes a path parameter.
    const served = [
      ...new Set(
        table.map(
          (route) =>
            `${route.method} ${route.path.slice('/store-api'.length).replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}')}`,
        ),
      ),
    ].sort()
    expect(
      served.length,
      'no route table recorded: the embedded Store API was not built after basePath was watched',
    ).toBeGreaterThan(0)
    expect([...documented].sort()).toEqual(served)
  })

  it('documents only asx- paths, each with a request body where the route reads one', () => {
    for (const op of documented) {
      expect(op).toMatch(/^(GET|POST|PATCH|DELETE|PUT) \/asx-/)
      if (
        !op.startsWith('GET ') &&
        !['POST /asx-loyalty', 'POST /asx-coupons', 'POST /asx-customer-reviewed-products'].includes(op)
      )
        expect(requestValidator(op), `${op} has no request body`).not.toBeNull()
    }
  })
})

describe('every documented operation, driven against the embedded Store API', () => {
  const byOperation = new Map<string, Case[]>()
  for (const c of [...CASES, ...SHARED]) byOperation.set(c.op, [...(byOperation.get(c.op) ?? []), c])
  for (const [op, cases] of byOperation)
    describe(op, () => {
      for (const c of cases) it(`${c.status}: ${c.name}`, () => run(c))
    })
})

describe("Shopware's own answers, before any route runs (the stand-in of tests/upstream)", () => {
  for (const op of documented)
    it(`${op}: 401 without sw-access-key, 412 for a key of no sales channel`, async () => {
      const [method] = op.split(' ')
      const request = (headers: Headers) =>
        new Request(`http://shopware.test/store-api${samplePath(op)}`, { method, headers })
      for (const [headers, status] of [
        [{}, 401],
        [{ 'sw-access-key': 'SWSCNOSUCHSALESCHANNEL00000001' }, 412],
      ] as const) {
        const response = accessKeyRefusal(request(headers), UPSTREAM_TEST_ACCESS_KEY)
        expect(response?.status).toBe(status)
        await expectDocumented(op, response!)
      }
    })
})

describe('coverage', () => {
  it('shows only examples that are answers the document allows', () => {
    let examples = 0
    for (const op of documented)
      for (const [status, response] of Object.entries(operationOf(contract, op)!.responses)) {
        const resolved = '$ref' in response ? contract.components.responses[response.$ref.split('/').pop()!] : response
        const example = (resolved?.content?.['application/json'] as { example?: unknown } | undefined)?.example
        if (example === undefined) continue
        examples += 1
        const validate = answerValidator(op, Number(status))!
        expect([op, status, validate(example) ? [] : messages(validate)]).toEqual([op, status, []])
      }
    expect(examples).toBeGreaterThan(0)
  })

  it('drove every answer the document names for every operation', () => {
    const named = documented.flatMap((op) =>
      Object.keys(operationOf(contract, op)!.responses).map((status) => `${op} ${status}`),
    )
    expect(named.filter((answer) => !driven.has(answer))).toEqual([])
  })
})
