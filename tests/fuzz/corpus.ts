/**
 * The fuzz corpus, its targets and its runner: one module for the bench's fuzz section
 * (scripts/bench-fuzz.ts) and the worker test (tests/worker/edge/fuzz.test.ts), which differ only in how
 * a request reaches the shop (loopback HTTP, or the worker called in workerd) and how the sources below
 * are read (the file system, or Vite's raw imports).
 *
 * Targets: every operation of the official Store API schema and every route of the embedded Store API's
 * route tables (the plugin routes, asx-* and shopping lists, are only there), all through the /store-api
 * proxy; every page's form action (the route table's `action` entries, posted to the page and to its
 * payload) and the worker's own forms; every page's query string and path parameters; the product
 * designer's upload and logo path; the suggest and session-data endpoints. They run in a guest's, a
 * private customer's and a business customer's session, so routes behind a login see the junk too.
 *
 * Inputs: broken JSON, form and URL encodings, lone surrogates, null bytes, strings as long as the body
 * limit allows and bodies far over it, huge and non-finite numbers, deep nesting, huge lists, wrong types,
 * bad ids, and context token cookies no session has. Field names come from the schema's request bodies
 * and query parameters and from the form actions' sources, not from a list kept here.
 *
 * Each (target, kind of input) pair is sent once, in the session and locale a rotation picks; the short
 * plan of the worker test leaves some out (fuzzPlan). No answer may be a 5xx.
 */
import { ADD_TO_CART_PATH, LOCALES } from '../../shared/constants'
import { PAYLOAD_SUFFIX } from '../../shared/paths'
import { LOGO_PATH, MAX_LOGO_BYTES } from '../../shared/designer'
import { localePrefix } from '../../shared/locale'
import { REQUEST_LIMITS } from '../../shared/request-limits'
import { CONSENT_PATH } from '../../shared/consent'
import { THEME_PATH } from '../../shared/theme'
import { SESSION_DATA_PATH } from '../../shared/paths'
import { catalogRoutes } from '../../embedded/catalog/routes'
import { cartRoutes } from '../../embedded/checkout/cart/routes'
import { documentRoutes } from '../../embedded/checkout/document/routes'
import { orderRoutes } from '../../embedded/checkout/order/routes'
import { paymentRoutes } from '../../embedded/checkout/payment/routes'
import { couponRoutes } from '../../embedded/checkout/promotion/coupons'
import { contentRoutes } from '../../embedded/content/routes'
import { DEMO_CUSTOMERS } from '../../embedded/seed/customer/customers'
import { customerRoutes } from '../../embedded/customer/routes'
import { contextRoutes } from '../../embedded/platform/context/routes'
import { referenceRoutes } from '../../embedded/platform/reference-routes'
import { SUGGEST_PATH } from '../../worker/ssr/suggest'
import { percentile } from '../../scripts/bench-stats'

/** The embedded Store API's route tables, as embedded/index.ts mounts them under /store-api. */
const EMBEDDED_TABLES = [
  contextRoutes,
  referenceRoutes,
  catalogRoutes,
  cartRoutes,
  orderRoutes,
  paymentRoutes,
  documentRoutes,
  couponRoutes,
  contentRoutes,
  customerRoutes,
]

export type SessionName = 'guest' | 'private' | 'business'
export const SESSIONS: readonly SessionName[] = ['guest', 'private', 'business']

export const SECTIONS = [
  'Store API (schema)',
  'Store API (plugins)',
  'page form actions',
  'page queries',
  'designer',
  'data endpoints',
] as const
export type Section = (typeof SECTIONS)[number]

/**
 * The files the form field names and intents are read from, below the repository's root (one `*` per
 * path segment at most): the bench reads them from disk, the worker test through Vite's glob.
 */
export const FORM_SOURCES = [
  'client/routes/*/action.server.ts',
  'client/routes/*/forms.ts',
  'client/components/*/*.ts',
  'worker/forms/*.ts',
  'shared/schemas/cart-form.ts',
]

/** What the runner reads the shop's shape from. */
export interface FuzzSources {
  /** The official Store API schema, parsed (@shopware/api-client/api-types/storeApiSchema.json). */
  schema: OpenApi
  /** client/routes/table.tsx: the pages, and which of them have a form action. */
  routeTable: string
  /** The form actions and their intent names (client/routes/*\/action.server.ts, worker/forms, …). */
  formSources: string[]
}

export interface FuzzRun {
  /** The shop's origin, sent as `origin` on every state-changing request (the CSRF guard wants it). */
  origin: string
  /** Sends one request to the shop (a path below its origin); redirects are not followed. */
  send: (path: string, init: RequestInit) => Promise<Response>
  sources: FuzzSources
  /** Requests in flight at once. */
  parallel: number
  /** Called once the sessions stand: the cases about to be sent. */
  onPlan?: (cases: FuzzCase[]) => void
}

export interface FuzzCase {
  section: Section
  session: SessionName
  method: string
  /** The path as sent, query included (cut for long ones in `label`). */
  path: string
  /** The input's name, e.g. `null byte` or `query huge number 1e400`. */
  input: string
  body?: BodyInit
  contentType?: string
  /** The status the input must get, where one is certain (a body over the proxy's limit: 413). */
  expected?: number
  /** The context token cookie's value instead of the session's (the session keeps its own). */
  token?: string
}

export interface FuzzOutcome {
  case: FuzzCase
  status: number
  ms: number
  /** The start of a 5xx's body, or the error a request failed with (status 599). */
  detail?: string
}

/** A case's name in a report: method, route as sent (long paths cut), session and input. */
export const label = (c: FuzzCase): string => {
  const path = c.path.length > 120 ? `${c.path.slice(0, 117)}...` : c.path
  return `${c.method} ${path} [${c.session}] (${c.input})`
}

// ---------------------------------------------------------------------------------------------------
// Values

const hex = (i: number) => i.toString(16).padStart(32, '0')
const list = <T>(n: number, of: (i: number) => T) => Array.from({ length: n }, (_, i) => of(i))
const nested = (open: string, close: string, depth: number) => `${open.repeat(depth)}${close.repeat(depth)}`
const MEGABYTE = 1024 * 1024
let megabyteString: string | undefined
/** A 1 MB string, made once. */
const megabyte = () => {
  megabyteString ??= 'a'.repeat(MEGABYTE)
  return megabyteString
}

/**
 * Numbers no real request carries, as raw JSON text: JSON.parse makes 1e400 Infinity, -0 stays negative
 * zero, 2^53+1 loses its last digit; "Infinity" is the string a careless Number() turns into one.
 */
const HUGE_NUMBERS = ['1e308', '-1e308', '9007199254740993', '"Infinity"', '1e400', '-0', '1000000000000']
/** The same in a query string or a form. */
const HUGE_NUMBERS_TEXT = ['1e308', '-1e308', '9007199254740993', 'Infinity', '1e400', '-0', '1000000000000', 'NaN']
/** Ids that are no ids (not hex, SQL, a path, negative, one digit too long) and one of nothing. */
const BAD_IDS = ['not-a-uuid', "' OR 1=1 --", '../../etc/passwd', '-1', `${hex(1)}0`, 'zz', hex(5)]
/** Values of the wrong type for a field of each type, in turn. */
const WRONG_TYPES: Record<FieldType, unknown[]> = {
  string: [[], { a: 1 }, true, null, 7],
  number: ['lots', [], { a: 1 }, true, null],
  boolean: ['yes', [], { a: 1 }, 2, null],
  array: ['x', { a: 1 }, true, null, 5],
  object: ['x', [], true, null, 5],
}

type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object'
interface Field {
  /** Where in the body: ['billingAddress', 'street'], ['items', 0, 'quantity']. */
  path: Array<string | number>
  type: FieldType
  /** The first value the schema allows, where it names them (a line item's `type`). */
  allowed?: unknown
  /** Required at every level of its path (or the route has no schema: every field counts). */
  required?: boolean
}
const fieldName = (field: Field) => String(field.path.filter((p) => typeof p === 'string').at(-1) ?? '')
const isEmail = (name: string) => /e-?mail|username/i.test(name)
const isPassword = (name: string) => /password/i.test(name)
const isId = (name: string) => /(^id|Id|Ids)$/.test(name) || name === 'id' || name === 'ids'

/** A value a real client could send for a field (ids of nothing, a password nobody has). */
function plausible(field: Field, shape: Shape): unknown {
  const name = fieldName(field)
  if (field.allowed !== undefined) return field.allowed
  if (/^(productId|referencedId)$/.test(name) && shape.product) return shape.product
  if (field.type === 'boolean') return true
  if (field.type === 'number') return 1
  if (field.type === 'array') return isId(name) ? [hex(1)] : []
  if (field.type === 'object') return {}
  if (isEmail(name)) return 'fuzz@example.com'
  if (isPassword(name)) return 'fuzz-password-1'
  if (isId(name)) return hex(1)
  if (/url/i.test(name)) return `${shape.origin}/`
  return 'fuzz'
}

/** A string field's value with `junk` inside, keeping its shape (an email stays one, an id stays 32 hex and more). */
function spiked(field: Field, junk: string): string {
  const name = fieldName(field)
  if (isEmail(name)) return `fu${junk}zz@example.com`
  if (isId(name)) return `${hex(1)}${junk}`
  if (/search|term|query/i.test(name)) return `jacke${junk}`
  return `Ma${junk}x`
}

/** Sets `value` at `path`, making the objects and arrays on the way. */
function setAt(body: Record<string, unknown>, path: Array<string | number>, value: unknown): void {
  let node: Record<string | number, unknown> = body
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value
      return
    }
    const next = path[i + 1]
    const child = node[key]
    if (typeof child !== 'object' || child === null) node[key] = typeof next === 'number' ? [] : {}
    node = node[key] as Record<string | number, unknown>
  })
}

/** A body of every field's plausible value, the fields `junk` answers for given its value instead. */
function jsonBody(
  fields: Field[],
  shape: Shape,
  junk: (field: Field, index: number) => unknown,
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  fields.forEach((field, index) => {
    const value = junk(field, index)
    setAt(body, field.path, value === undefined ? plausible(field, shape) : value)
  })
  return body
}

/** JSON text with `marker` strings replaced by raw JSON (numbers JSON.stringify cannot write). */
const MARKER = '\u0001raw\u0001'
const withRaw = (body: unknown, raw: string) => JSON.stringify(body).replaceAll(JSON.stringify(MARKER), raw)

// ---------------------------------------------------------------------------------------------------
// The schema

interface SchemaNode {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
  allOf?: SchemaNode[]
  oneOf?: SchemaNode[]
  anyOf?: SchemaNode[]
  enum?: unknown[]
  required?: string[]
}
interface Operation {
  parameters?: Array<{ $ref?: string; name?: string; in?: string }>
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> }
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, SchemaNode>; parameters?: Record<string, { name: string; in: string }> }
}

/** A node with its $ref followed (any pointer into the document: `#/components/schemas/X/properties/type`). */
function resolve(schema: OpenApi, node: SchemaNode | undefined): SchemaNode | undefined {
  let current = node
  for (let hops = 0; current?.$ref && hops < 10; hops++)
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<any>((at, key) => at?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], schema)
  return current
}

function typeOf(schema: OpenApi, node: SchemaNode): FieldType {
  const resolved = resolve(schema, node) ?? {}
  const variants = [resolved, ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.allOf ?? [])]
  for (const variant of variants) {
    const own = resolve(schema, variant) ?? {}
    const types = (Array.isArray(own.type) ? own.type : [own.type]).filter((t) => t && t !== 'null')
    const type = types[0]
    if (type === 'integer' || type === 'number') return 'number'
    if (type === 'string' || type === 'boolean' || type === 'array' || type === 'object') return type
    if (own.properties) return 'object'
  }
  return 'string'
}

/** The properties of a schema node (with whether each is required), its allOf/oneOf/anyOf parts merged. */
function propertiesOf(schema: OpenApi, node: SchemaNode | undefined, seen = 0): Array<[string, SchemaNode, boolean]> {
  const resolved = resolve(schema, node)
  if (!resolved || seen > 6) return []
  const required = new Set(resolved.required ?? [])
  return [
    ...Object.entries(resolved.properties ?? {}).map(([name, property]): [string, SchemaNode, boolean] => [
      name,
      property,
      required.has(name),
    ]),
    ...[...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])].flatMap((part) =>
      propertiesOf(schema, part, seen + 1),
    ),
  ]
}

/** The leaves of a request body, two levels deep (billingAddress.street, items[0].quantity). */
function bodyFields(
  schema: OpenApi,
  node: SchemaNode | undefined,
  prefix: Array<string | number> = [],
  requiredSoFar = true,
): Field[] {
  const fields = new Map<string, Field>()
  for (const [name, property, own] of propertiesOf(schema, node)) {
    const path = [...prefix, name]
    const type = typeOf(schema, property)
    const resolved = resolve(schema, property)
    const required = requiredSoFar && own
    const depth = prefix.filter((p) => typeof p === 'string').length
    const inner =
      depth >= 1
        ? []
        : type === 'object'
          ? bodyFields(schema, resolved, path, required)
          : type === 'array'
            ? bodyFields(schema, resolved?.items, [...path, 0], required)
            : []
    const key = (field: Field) => JSON.stringify(field.path)
    const add = (field: Field) =>
      fields.set(key(field), { ...field, required: field.required || fields.get(key(field))?.required })
    if (inner.length) for (const field of inner) add(field)
    else add({ path, type, allowed: resolved?.enum?.[0], required })
  }
  return [...fields.values()]
}

const METHODS = ['get', 'post', 'patch', 'delete']
/** A route with its parameters as `{name}`, whatever their syntax (`{productId}`, `:id{[^/]+}`). */
const template = (route: string) => route.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')
const routeShape = (route: string) => template(route).replace(/\{\w+\}/g, '{}')

// ---------------------------------------------------------------------------------------------------
// Targets

interface Target {
  section: Section
  method: string
  /** With `{name}` parameters, filled per session (fill). */
  path: string
  reads: 'json' | 'form' | 'query' | 'upload' | 'path'
  /** JSON: the body's fields. */
  fields: Field[]
  /** Changes whose session it is (login, logout, registration, account deletion): the guest's only. */
  guestOnly?: boolean
  /** Business customers only (shopping lists): a customer's turn goes to the business session. */
  business?: boolean
  /** A schema operation the embedded Store API lacks: its 404 comes before any reading, one input will do. */
  unimplemented?: boolean
  /** A page's route id (client/routes/table.tsx), for its form's intents. */
  page?: string
  /** A page's payload: the same loaders and action as its page, a third of the inputs will do in a short run. */
  payload?: boolean
}

/** Store API calls that log in, out or register, or delete the customer: a customer session would not survive them. */
const SESSION_CHANGING = /^(POST \/store-api\/account\/(login|logout|register)|DELETE \/store-api\/account\/customer)$/
const BUSINESS_ONLY = /shopping-list/

function storeApiTargets(schema: OpenApi): Target[] {
  const embedded = new Set<string>()
  const plugin: Target[] = []
  for (const table of EMBEDDED_TABLES)
    for (const route of table.routes) {
      if (!METHODS.includes(route.method.toLowerCase())) continue
      const key = `${route.method} ${routeShape(route.path)}`
      if (embedded.has(key)) continue
      embedded.add(key)
      plugin.push({
        section: 'Store API (plugins)',
        method: route.method,
        path: `/store-api${template(route.path)}`,
        reads: route.method === 'GET' ? 'query' : 'json',
        fields: [],
      })
    }
  const official: Target[] = []
  const inSchema = new Set<string>()
  for (const [route, operations] of Object.entries(schema.paths))
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue
      const key = `${method.toUpperCase()} ${routeShape(route)}`
      inSchema.add(key)
      const content = operation.requestBody?.content
      const body = content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema
      official.push({
        section: 'Store API (schema)',
        method: method.toUpperCase(),
        path: `/store-api${route}`,
        reads: method === 'get' ? 'query' : 'json',
        fields: bodyFields(schema, body),
        unimplemented: !embedded.has(key),
      })
    }
  // Routes only the embedded Store API has get every field any schema body names.
  const union = new Map(official.flatMap((t) => t.fields.map((f) => [JSON.stringify(f.path), f] as const)))
  const plugins = plugin
    .filter((t) => !inSchema.has(`${t.method} ${routeShape(t.path.replace('/store-api', ''))}`))
    .map((t) => ({ ...t, fields: [...union.values()].map((f) => ({ ...f, required: true })) }))
  return [...official, ...plugins].map((t) => ({
    ...t,
    guestOnly: SESSION_CHANGING.test(`${t.method} ${t.path}`),
    business: BUSINESS_ONLY.test(t.path),
  }))
}

/** The pages of the route table (path and whether it has a form action), read from its source. */
function pagesOf(
  routeTable: string,
): Array<{ id: string; path: string; action?: 'true' | 'document'; server: boolean }> {
  const pages = routeTable.slice(routeTable.indexOf('export const PAGES'))
  return (pages.slice(0, pages.indexOf('\n]')).match(/\{\s*id: '[^']+'[^{}]*\}/g) ?? []).map((entry) => ({
    id: /\bid: '([^']*)'/.exec(entry)?.[1] ?? '',
    path: `/${/\bpath: '([^']*)'/.exec(entry)?.[1] ?? ''}`,
    action: /\baction: '?(true|document)/.exec(entry)?.[1] as 'true' | 'document' | undefined,
    server: /\bserver: true/.test(entry),
  }))
}

/** Pages whose form logs in, out or registers (switching the price area logs out too): the guest's only. */
const SESSION_CHANGING_PAGES = new Set(['login', 'logout', 'register', 'area'])

/** A page's payload (what the browser fetches and posts to once hydrated): the path with PAYLOAD_SUFFIX. */
const payloadOf = (path: string) => `${path === '/' ? '' : path}${PAYLOAD_SUFFIX}`

function pageTargets(routeTable: string): Target[] {
  const pages = pagesOf(routeTable).map((page) => ({
    ...page,
    path: page.path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{seoPath}'),
  }))
  const form = (page: (typeof pages)[number], path: string): Target => ({
    section: 'page form actions',
    method: 'POST',
    path,
    reads: 'form',
    fields: [],
    page: page.id,
    guestOnly: SESSION_CHANGING_PAGES.has(page.id),
    business: BUSINESS_ONLY.test(page.path),
  })
  const read = (page: (typeof pages)[number], path: string): Target => ({
    section: 'page queries',
    method: 'GET',
    path,
    reads: 'query',
    fields: [],
    business: BUSINESS_ONLY.test(page.path),
  })
  return [
    // Without JavaScript a form posts to its page; with it, to the page's payload.
    ...pages.filter((page) => page.action).map((page) => form(page, page.path)),
    ...pages
      .filter((page) => page.action === 'true')
      .map((page) => ({ ...form(page, payloadOf(page.path)), payload: true })),
    { section: 'page form actions', method: 'POST', path: ADD_TO_CART_PATH, reads: 'form', fields: [] },
    { section: 'page form actions', method: 'POST', path: THEME_PATH, reads: 'form', fields: [] },
    { section: 'page form actions', method: 'POST', path: CONSENT_PATH, reads: 'form', fields: [] },
    ...pages.map((page) => read(page, page.path)),
    ...pages.filter((page) => page.server).map((page) => ({ ...read(page, payloadOf(page.path)), payload: true })),
  ]
}

function otherTargets(): Target[] {
  return [
    { section: 'designer', method: 'POST', path: LOGO_PATH, reads: 'upload', fields: [] },
    { section: 'designer', method: 'GET', path: `${LOGO_PATH}/{logoId}`, reads: 'path', fields: [] },
    { section: 'data endpoints', method: 'GET', path: SUGGEST_PATH, reads: 'query', fields: [] },
    { section: 'data endpoints', method: 'GET', path: SESSION_DATA_PATH, reads: 'query', fields: [] },
  ]
}

/**
 * Every target: the pages', the designer's, the data endpoints' and the Store API's. Pages first: the
 * Store API's turn empties the carts the checkout's forms need to get past their redirect to the cart.
 */
export function fuzzTargets(sources: FuzzSources): Target[] {
  return [...pageTargets(sources.routeTable), ...otherTargets(), ...storeApiTargets(sources.schema)]
}

/** Every query parameter name the schema knows (criteria, listing filters, paging). */
function queryNames(schema: OpenApi): string[] {
  const names = new Set<string>()
  for (const operations of Object.values(schema.paths))
    for (const operation of Object.values(operations))
      for (const parameter of operation.parameters ?? []) {
        const own = parameter.$ref
          ? schema.components.parameters?.[parameter.$ref.replace('#/components/parameters/', '')]
          : parameter
        if (own?.in === 'query' && own.name) names.add(own.name.replace(/\[\]$/, ''))
      }
  return [...names]
}

/** The form fields the actions read (`values.email`, `values['billingAddress.city']`, `form.get('theme')`, …). */
function formFields(sources: string[]): string[] {
  const names = new Set<string>()
  for (const source of sources)
    for (const match of source.matchAll(
      /\b(?:values|input)(?:\.(\w+)|\['([\w.]+)'\])|\.get\('([\w.]+)'\)|^\s{2}(\w+): (?:coerce|pattern|string)\(/gm,
    ))
      names.add((match[1] ?? match[2] ?? match[3] ?? match[4])!)
  names.delete('intent')
  return [...names].sort()
}

/**
 * The intents the actions dispatch on: their handler maps' keys, the intents they compare with, the intent
 * constants; by page where a source says which page a handler map serves (`'account-profile':
 * pageAction(profile)`) or which pages its compared intents belong to (`actions = { wishlist: … }`).
 */
function formIntents(sources: string[]): { all: string[]; byPage: Map<string, string[]> } {
  const all = new Set<string>()
  const maps = new Map<string, string[]>()
  const compared = (source: string) => [...source.matchAll(/intent [!=]== '([\w-]+)'/g)].map((m) => m[1]!)
  for (const source of sources) {
    for (const [, name, block] of source.matchAll(/const (\w+): Record<string, Handler> = \{([\s\S]*?)\n\}/g)) {
      const intents = [...block!.matchAll(/^ {2}(?:async )?'?([a-z][\w-]*)'?\(/gm)].map((m) => m[1]!)
      maps.set(name!, intents)
      for (const intent of intents) all.add(intent)
    }
    for (const intent of compared(source)) all.add(intent)
    for (const [, name] of source.matchAll(/_INTENT = '([\w-]+)'/g)) all.add(name!)
    for (const [, block] of source.matchAll(/\bINTENT = \{([^}]*)\}/g))
      for (const [, name] of block!.matchAll(/'([\w-]+)'/g)) all.add(name!)
  }
  const byPage = new Map<string, string[]>()
  for (const source of sources) {
    const own = compared(source)
    for (const [, page, map] of source.matchAll(/'?([\w-]+)'?: pageAction\((\w+)/g))
      byPage.set(page!, [...(maps.get(map!) ?? []), ...own])
    const exported = /export const actions = \{([^}]*)\}/.exec(source)?.[1] ?? ''
    if (own.length)
      for (const [, page] of exported.matchAll(/'?([\w-]+)'?:/g)) if (!byPage.has(page!)) byPage.set(page!, own)
  }
  return { all: [...all].sort(), byPage }
}

// ---------------------------------------------------------------------------------------------------
// Inputs

interface Input {
  name: string
  body?: BodyInit
  contentType?: string
  /** Appended to the target's path (a query string). */
  suffix?: string
  /** Every parameter of the target's path, instead of the session's ids. */
  param?: string
  /** The context token cookie's value (percent-encoded as sent), instead of the session's. */
  token?: string
  expected?: number
  /**
   * Read by code every target of its kind shares (the proxy's body checks, the form and URL parsers, the
   * session cookie) before any route of its own: a sample of the targets will do in a short run.
   */
  shared?: boolean
}

interface Shape {
  origin: string
  /** A product that exists, for the fields that name one. */
  product?: string
  queryNames: string[]
  formFields: string[]
  intents: { all: string[]; byPage: Map<string, string[]> }
}

type Kind = (target: Target, turn: number, shape: Shape) => Input

const JSON_TYPE = 'application/json'
const FORM_TYPE = 'application/x-www-form-urlencoded'
const json = (name: string, body: string, extra: Partial<Input> = {}): Input => ({
  name,
  body,
  contentType: JSON_TYPE,
  ...extra,
})
const pick = <T>(items: T[], turn: number): T | undefined => items[turn % Math.max(items.length, 1)]

/** Names whose values reach search, mail, names, ids and amounts: they are the first a junk value goes to. */
const TELLING =
  /^(search|term|query|e-?mail|username|name|firstName|lastName|title|quantity|limit|p|page|productId|id|ids)$/

/**
 * The field a junk value goes to: of the fields of a fitting type, the telling and required ones first,
 * the turn choosing among the first three (so a target's kinds of input meet different fields).
 */
function focusOf(target: Target, turn: number, fits: (field: Field) => boolean): Field {
  const rank = (f: Field) => (TELLING.test(fieldName(f)) ? 0 : f.required ? 1 : f.path.length === 1 ? 2 : 3)
  const candidates = target.fields.filter(fits).sort((a, b) => rank(a) - rank(b))
  return candidates[turn % Math.min(candidates.length, 3)] ?? { path: ['search'], type: 'string' }
}

/**
 * A body of the required fields (plausible, or junk where `junk` gives a value) and the focus with its
 * junk: one wrong value in an otherwise acceptable body gets as deep as a route goes.
 */
function focused(target: Target, focus: Field, shape: Shape, junk: (field: Field, index: number) => unknown) {
  const fields = [...target.fields.filter((f) => f.required && f !== focus), focus]
  return jsonBody(fields, shape, (f, i) => (f === focus ? (junk(f, i) ?? MARKER) : junk(f, i)))
}

const isString = (f: Field) => f.type === 'string' && f.allowed === undefined

/** A string field as long as the body limit allows, the required others plausible. */
function longValue(target: Target, turn: number, shape: Shape): string {
  const focus = focusOf(target, turn, isString)
  const body = focused(target, focus, shape, () => undefined)
  const room = REQUEST_LIMITS.bodyBytes - withRaw(body, '""').length - 256
  return withRaw(body, JSON.stringify('a'.repeat(Math.max(room, 0))))
}

/** Context token cookies no session has: the cookie's value is percent-decoded before anyone reads it. */
const JUNK_TOKENS = [`${hex(1)}%00`, '%ED%A0%80', '%0D%0Aset-cookie:%20x', 'a'.repeat(4000), '%E0%A4%A']
const junkToken = (turn: number) => JUNK_TOKENS[turn % JUNK_TOKENS.length]!

const JSON_KINDS: Record<string, Kind> = {
  'invalid JSON': () => json('invalid JSON', '{"search": "jacke", ', { shared: true }),
  'not an object': (_t, turn) =>
    json('not an object', pick(['[1, 2, 3]', '"text"', '42', 'null'], turn)!, { shared: true }),
  'deep nesting': (_t, turn) =>
    turn % 2
      ? json('deep not filters', `{"filter":[${nested('{"type":"not","queries":[', ']}', 1000)}]}`, {
          shared: true,
        })
      : json('deep nesting', `{"filter":${nested('[', ']', 2000)}}`, { shared: true }),
  'over the limit': (target, turn, shape) => {
    const focus = focusOf(target, turn, isString)
    const body = focused(target, focus, shape, (f) => (f === focus ? megabyte() : undefined))
    return json('1 MB string over the body limit', JSON.stringify(body), { expected: 413, shared: true })
  },
  'long value': (target, turn, shape) => json('long string under the body limit', longValue(target, turn, shape)),
  'lone surrogate': (target, turn, shape) => {
    const focus = focusOf(target, turn, isString)
    // JSON.stringify writes a lone surrogate as its \ud800 escape.
    const body = focused(target, focus, shape, (f) => (f === focus ? spiked(f, '\ud800') : undefined))
    return json(`lone surrogate in ${fieldName(focus)}`, JSON.stringify(body))
  },
  'null byte': (target, turn, shape) => {
    const focus = focusOf(target, turn, (f) => isString(f) || f.type === 'array')
    // Every required string carries one too: emails, names and ids are what a null byte must not break.
    const spike = (f: Field) =>
      isString(f) ? spiked(f, '\u0000') : f.type === 'array' && f === focus ? [spiked(f, '\u0000')] : undefined
    return json(`null byte in ${fieldName(focus)}`, JSON.stringify(focused(target, focus, shape, spike)))
  },
  'huge number': (target, turn, shape) => {
    const raw = HUGE_NUMBERS[turn % HUGE_NUMBERS.length]!
    const focus = focusOf(target, turn, (f) => f.type === 'number')
    // Every numeric field gets the number, the focus too (a route without one gets it where a string was).
    const body = focused(target, focus, shape, (f) => (f === focus || f.type === 'number' ? MARKER : undefined))
    return json(`huge number ${raw} in ${fieldName(focus)}`, withRaw(body, raw))
  },
  'wrong type': (target, turn, shape) => {
    const focus = focusOf(target, turn, () => true)
    const body = focused(target, focus, shape, (f, i) => WRONG_TYPES[f.type][(turn + i) % 5])
    return json(`wrong types, ${fieldName(focus)} among them`, JSON.stringify(body))
  },
  'bad id': (target, turn, shape) => {
    const focus = focusOf(target, turn, (f) => isId(fieldName(f)))
    const body = focused(target, focus, shape, (f, i) =>
      isId(fieldName(f)) ? (f.type === 'array' ? BAD_IDS : BAD_IDS[(turn + i) % BAD_IDS.length]) : undefined,
    )
    return json(`bad ids, ${fieldName(focus)} among them`, JSON.stringify(body))
  },
  'huge list': (target, turn) => {
    const arrays = target.fields.filter((f) => typeof f.path[1] === 'number' || f.type === 'array')
    const name = String(pick(arrays, turn)?.path[0] ?? pick(['ids', 'filter', 'items'], turn))
    const element = (i: number) =>
      name === 'items'
        ? { type: 'product', referencedId: hex(i), quantity: 1 }
        : name === 'filter' || name === 'post-filter'
          ? { type: 'equals', field: 'stock', value: i }
          : hex(i)
    // Lines are the longest elements: 600 of them still fit under the body limit.
    const count = name === 'items' ? 600 : 1000
    return json(`${count} ${name}`, JSON.stringify({ [name]: list(count, element) }))
  },
  'junk token': (target, turn, shape) => ({
    ...plainBody(target, turn, shape),
    name: 'junk context token cookie',
    token: junkToken(turn),
    shared: true,
  }),
  'unknown fields': () =>
    json('unknown fields', '{"unknownField":1,"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
}

type Pair = [string, string]
const query = (name: string, pairs: Pair[]): Input => ({
  name,
  suffix: `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`,
})

const QUERY_KINDS: Record<string, Kind> = {
  'null byte': (_t, _turn, shape) =>
    query(
      'query null byte',
      shape.queryNames.map((name): Pair => [name, /search|term|query/.test(name) ? 'jacke%00' : `${hex(1)}%00`]),
    ),
  'lone surrogate': (_t, _turn, shape) =>
    query(
      'query lone surrogate',
      shape.queryNames.map((name): Pair => [name, '%ED%A0%80x']),
    ),
  'huge number': (_t, turn, shape) => {
    const value = HUGE_NUMBERS_TEXT[turn % HUGE_NUMBERS_TEXT.length]!
    return query(
      `query huge number ${value}`,
      shape.queryNames.map((name): Pair => [name, value]),
    )
  },
  'wrong type': (_t, _turn, shape) =>
    query(
      'query wrong types',
      shape.queryNames.flatMap((name, i): Pair[] => [
        [`${name}[]`, '1'],
        [`${name}[a][b]`, i % 2 ? 'true' : 'null'],
      ]),
    ),
  'long value': (_t, turn, shape) => {
    const name = pick(shape.queryNames, turn)!
    // Long, yet inside what HTTP servers take as a request line (8 kB is the common floor).
    return query('query long value', [[name, 'a'.repeat(6000)]])
  },
  'junk token': (_t, turn) => ({ name: 'junk context token cookie', token: junkToken(turn), shared: true }),
  'broken encoding': (_t, turn, shape) => ({
    ...query('query broken encoding', [
      [pick(shape.queryNames, turn)!, '%E0%A4%A'],
      [pick(shape.queryNames, turn + 1)!, '%%%'],
      ['p', '%ZZ'],
    ]),
    shared: true,
  }),
}

/** A plausible form value for a field, by its name. */
function formValue(name: string, shape: Shape): string {
  if (name === 'productId' && shape.product) return shape.product
  if (isEmail(name)) return 'fuzz@example.com'
  if (isPassword(name)) return 'fuzz-password-1'
  if (isId(name)) return hex(1)
  if (/quantity/i.test(name)) return '1'
  if (name === 'redirectTo' || name === 'to') return '/'
  if (/url/i.test(name)) return `${shape.origin}/`
  return 'fuzz'
}

const encoded = (pairs: Pair[]) =>
  pairs
    .map(([k, v]) => `${encodeURIComponent(k)}=${v.startsWith('%raw%') ? v.slice(5) : encodeURIComponent(v)}`)
    .join('&')
const form = (name: string, body: string, extra: Partial<Input> = {}): Input => ({
  name,
  body,
  contentType: FORM_TYPE,
  ...extra,
})
/** The turn's intent of the target's page (of all pages where its own are not known). */
const intentOf = (target: Target, shape: Shape, turn: number) =>
  pick(shape.intents.byPage.get(target.page ?? '') ?? shape.intents.all, turn) ?? 'fuzz'
/** Every field the actions read, each with `value(name)`; the intent is the turn's. */
const formOf = (target: Target, shape: Shape, turn: number, value: (name: string, index: number) => string) =>
  encoded([['intent', intentOf(target, shape, turn)], ...shape.formFields.map((n, i): Pair => [n, value(n, i)])])

const FORM_KINDS: Record<string, Kind> = {
  'broken encoding': (target, turn, shape) =>
    form('broken encoding', `intent=${intentOf(target, shape, turn)}&email=%E0%A4%A&password=%%%&quantity=%ZZ`, {
      shared: true,
    }),
  'many fields': () => form('many fields', list(1000, (i) => `field${i}=${i}`).join('&'), { shared: true }),
  'wrong type': (target, turn, shape) =>
    form(
      'wrong types',
      `intent=${intentOf(target, shape, turn)}&${shape.formFields.map((n) => `${n}[]=x&${n}[a]=b`).join('&')}&redirectTo=javascript:alert(1)`,
    ),
  'long value': (target, turn, shape) => {
    const focus = pick(shape.formFields, turn)!
    return form(
      'long value',
      formOf(target, shape, turn, (n) => (n === focus ? 'a'.repeat(60_000) : formValue(n, shape))),
    )
  },
  'over the limit': (target, turn, shape) => {
    const focus = pick(shape.formFields, turn)!
    return form(
      '1 MB value',
      formOf(target, shape, turn, (n) => (n === focus ? `%raw%${megabyte()}` : formValue(n, shape))),
    )
  },
  'bad id': (target, turn, shape) =>
    form(
      'bad ids',
      formOf(target, shape, turn, (n, i) => (isId(n) ? BAD_IDS[(turn + i) % BAD_IDS.length]! : formValue(n, shape))),
    ),
  'JSON as a form': () => form('JSON as a form', '{"email":"x@y.de","quantity":1}', { shared: true }),
  'junk token': (target, turn, shape) => ({
    ...plainBody(target, turn, shape),
    name: 'junk context token cookie',
    token: junkToken(turn),
    shared: true,
  }),
  'lone surrogate': (target, turn, shape) =>
    form(
      'lone surrogate',
      formOf(target, shape, turn, (n) => `%raw%${encodeURIComponent(formValue(n, shape))}%ED%A0%80`),
    ),
  'null byte': (target, turn, shape) =>
    form(
      'null byte',
      formOf(target, shape, turn, (n) => `%raw%${spikedForm(n, shape)}`),
    ),
  'huge number': (target, turn, shape) => {
    const value = HUGE_NUMBERS_TEXT[turn % HUGE_NUMBERS_TEXT.length]!
    return form(
      `huge number ${value}`,
      formOf(target, shape, turn, (n) => (isEmail(n) || isId(n) ? formValue(n, shape) : value)),
    )
  },
  'broken multipart': () =>
    form('broken multipart', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na', {
      contentType: 'multipart/form-data; boundary=y',
      shared: true,
    }),
}

/** A form value with a null byte inside, encoded, keeping the field's shape. */
function spikedForm(name: string, shape: Shape): string {
  const value = formValue(name, shape)
  if (isEmail(name)) return `fu%00zz%40example.com`
  return `${encodeURIComponent(value)}%00`
}

/** Multipart bytes written by hand, so names and file names can hold what FormData would clean. */
function multipart(
  parts: Array<{ name: Uint8Array | string; filename?: Uint8Array | string; data: Uint8Array | string }>,
) {
  const boundary = 'fuzzboundary'
  const text = new TextEncoder()
  const bytes = (value: Uint8Array | string) => (typeof value === 'string' ? text.encode(value) : value)
  const chunks: Uint8Array[] = []
  for (const part of parts) {
    chunks.push(text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="`), bytes(part.name))
    if (part.filename !== undefined) chunks.push(text.encode('"; filename="'), bytes(part.filename))
    chunks.push(
      text.encode('"\r\nContent-Type: application/octet-stream\r\n\r\n'),
      bytes(part.data),
      text.encode('\r\n'),
    )
  }
  chunks.push(text.encode(`--${boundary}--\r\n`))
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0))
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const UPLOAD_KINDS: Record<string, Kind> = {
  'JSON body': () => json('JSON instead of a form', '{"logo":"x"}'),
  'broken multipart': () =>
    form('broken multipart', '--x\r\nContent-Disposition: form-data; name="logo"\r\n\r\na', {
      contentType: 'multipart/form-data; boundary=y',
    }),
  'null byte': () => ({
    name: 'null byte and lone surrogate in names',
    ...multipart([
      {
        name: new Uint8Array([0x6c, 0x6f, 0x67, 0x6f]),
        filename: new Uint8Array([0x61, 0x00, 0xed, 0xa0, 0x80]),
        data: new Uint8Array(PNG_HEAD),
      },
    ]),
  }),
  'wrong type': () => ({ name: 'logo as a text field', ...multipart([{ name: 'logo', data: '\u0000' }]) }),
  'junk file': () => ({
    name: 'junk bytes',
    ...multipart([{ name: 'logo', filename: 'logo.png', data: new Uint8Array(list(4096, (i) => (i * 37) % 256)) }]),
  }),
  'empty file': () => ({ name: 'empty file', ...multipart([{ name: 'logo', filename: 'logo.png', data: '' }]) }),
  'over the limit': () => {
    const data = new Uint8Array(MAX_LOGO_BYTES + 128 * 1024)
    data.set(PNG_HEAD)
    return { name: 'logo over 2 MB', ...multipart([{ name: 'logo', filename: 'logo.png', data }]), expected: 413 }
  },
  'many fields': () => ({
    name: 'many parts',
    ...multipart(list(500, (i) => ({ name: `logo${i}`, filename: `${i}.png`, data: new Uint8Array(PNG_HEAD) }))),
  }),
}

const PATH_KINDS: Record<string, Kind> = {
  'unknown id': () => ({ name: 'unknown id', param: hex(9) }),
}

/**
 * Junk in a path's parameters (ids, a page's SEO path), the body plausible: every target with a
 * parameter gets these besides the inputs of what it reads.
 */
const PARAMETER_KINDS: Record<string, Kind> = {
  'null byte': () => ({ name: 'null byte in the path', param: `${hex(1)}%00` }),
  'lone surrogate': () => ({ name: 'lone surrogate in the path', param: '%ED%A0%80' }),
  'broken encoding': () => ({ name: 'broken encoding in the path', param: '%E0%A4%A' }),
  'long value': () => ({ name: 'long path parameter', param: 'a'.repeat(3000) }),
  'bad id': (_t, turn) => ({ name: 'bad id in the path', param: encodeURIComponent(BAD_IDS[turn % BAD_IDS.length]!) }),
}

/** A plausible body for what a target reads, beside junk elsewhere (its path). */
function plainBody(target: Target, turn: number, shape: Shape): Partial<Input> {
  if (target.reads === 'json')
    return {
      body: JSON.stringify(
        jsonBody(
          target.fields.filter((f) => f.required),
          shape,
          () => undefined,
        ),
      ),
      contentType: JSON_TYPE,
    }
  if (target.reads === 'form')
    return { body: formOf(target, shape, turn, (n) => formValue(n, shape)), contentType: FORM_TYPE }
  return {}
}

/** The parameter kinds with a plausible body for what the target reads. */
const PARAMETER_INPUTS = Object.entries(PARAMETER_KINDS).map(([name, kind]): [string, Kind] => [
  `path ${name}`,
  (target, turn, shape) => ({ ...plainBody(target, turn, shape), ...kind(target, turn, shape) }),
])

const KINDS: Record<Target['reads'], Record<string, Kind>> = {
  json: JSON_KINDS,
  query: QUERY_KINDS,
  form: FORM_KINDS,
  upload: UPLOAD_KINDS,
  path: PATH_KINDS,
}

/** Each kind of input, by what a target reads: the corpus at a glance. */
export const INPUT_KINDS = Object.fromEntries(
  Object.entries(KINDS).map(([reads, kinds]) => [reads, Object.keys(kinds)]),
)

// ---------------------------------------------------------------------------------------------------
// The plan

/** What a session knows of the shop: ids for path parameters (its own address, order and list where it has them). */
interface Known {
  product?: string
  category?: string
  address?: string
  order?: string
  list?: string
}

const PARAMETERS: Array<[RegExp, keyof Known]> = [
  [/^productId$/, 'product'],
  [/^(categoryId|navigationId|activeId|rootId)$/, 'category'],
  [/^addressId$/, 'address'],
  [/^orderId$/, 'order'],
  [/^listId$/, 'list'],
]

function fill(target: Target, known: Known, param?: string): string {
  return target.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (param !== undefined) return param
    if (name === 'seoPath') return 'fuzz-page'
    const kind =
      PARAMETERS.find(([pattern]) => pattern.test(name))?.[1] ?? (name === 'id' && target.business ? 'list' : undefined)
    return (kind && known[kind]) || hex(7)
  })
}

/**
 * One case per (target, input kind): the session by turn (a target for the guest only stays the guest's; a
 * business-only target's private turn goes to the business customer), pages in both locales by turn.
 * `short` keeps the cases a quick run needs: inputs shared code reads before any route (the proxy's body
 * checks, the session cookie) on every fourth target, a third of the inputs for page payloads, and one
 * input for schema operations the embedded Store API does not have.
 */
export function fuzzPlan(
  sources: FuzzSources,
  knownBy: Record<SessionName, Known>,
  origin: string,
  short: boolean,
): FuzzCase[] {
  const shape: Shape = {
    origin,
    product: knownBy.guest.product,
    queryNames: queryNames(sources.schema),
    formFields: formFields(sources.formSources),
    intents: formIntents(sources.formSources),
  }
  const cases: FuzzCase[] = []
  fuzzTargets(sources).forEach((target, t) => {
    const kinds = [...Object.entries(KINDS[target.reads]), ...(target.path.includes('{') ? PARAMETER_INPUTS : [])]
    kinds.forEach(([, kind], k) => {
      const turn = t + k
      if (short && target.unimplemented && k !== t % kinds.length) return
      if (short && target.payload && k % 3 !== t % 3) return
      const input = kind(target, turn, shape)
      if (short && input.shared && t % 4 !== k % 4) return
      let session = SESSIONS[turn % SESSIONS.length]!
      if (target.guestOnly) session = 'guest'
      else if (target.business && session === 'private') session = 'business'
      const page = !target.path.startsWith('/store-api') && target.reads !== 'upload' && target.reads !== 'path'
      const prefix = page ? localePrefix(LOCALES[turn % LOCALES.length]!) : ''
      const path = fill(target, knownBy[session], input.param)
      cases.push({
        section: target.section,
        session,
        method: target.method,
        path: `${prefix}${prefix && path === '/' ? '' : path}${input.suffix ?? ''}`,
        input: input.name,
        body: input.body,
        contentType: input.contentType,
        expected: input.expected,
        token: input.token,
      })
    })
  })
  return cases
}

// ---------------------------------------------------------------------------------------------------
// The run

interface Session {
  name: SessionName
  cookies: Map<string, string>
  /** The client's address: each session its own, so throttles count them apart. */
  ip: string
}

/** Cookies a session keeps from the answers it gets. */
const KEPT_COOKIES = new Set(['sw-context-token', 'sw-states'])

function keepCookies(session: Session, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const at = pair!.indexOf('=')
    const name = pair!.slice(0, at)
    if (KEPT_COOKIES.has(name)) session.cookies.set(name, pair!.slice(at + 1))
  }
}

const cookieHeader = (session: Session) =>
  `${[...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ')}; locale=de-DE`

async function storeApi(run: FuzzRun, session: Session, path: string, body?: unknown): Promise<any> {
  const response = await run.send(`/store-api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': JSON_TYPE,
      origin: run.origin,
      cookie: cookieHeader(session),
      'cf-connecting-ip': session.ip,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  keepCookies(session, response)
  const text = await response.text()
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`)
  return JSON.parse(text)
}

/** A session: a guest's context, or a demo customer logged in once (with an address of its own). */
async function openSession(run: FuzzRun, name: SessionName, index: number): Promise<Session> {
  const session: Session = { name, cookies: new Map(), ip: `10.251.${index}.1` }
  await storeApi(run, session, '/context')
  if (name !== 'guest') {
    const { email, password } = DEMO_CUSTOMERS[name]
    await storeApi(run, session, '/account/login', { username: email, password })
  }
  return session
}

/** Ids the session may name in paths: a product and a category, and its own address, order and list. */
async function discover(run: FuzzRun, session: Session): Promise<Known> {
  const first = async (path: string, body: unknown, of: (answer: any) => string | undefined) =>
    of(await storeApi(run, session, path, body).catch(() => null))
  const known: Known = {
    product: await first('/product', { limit: 1 }, (a) => a?.elements?.[0]?.id),
    category: await first('/navigation/main-navigation/main-navigation', { depth: 1 }, (a) => a?.[0]?.id),
  }
  // A line in the cart, so the checkout's pages answer their forms instead of sending the shopper to the cart.
  if (known.product)
    await first(
      '/checkout/cart/line-item',
      { items: [{ type: 'product', referencedId: known.product, quantity: 1 }] },
      () => '',
    )
  if (session.name === 'guest') return known
  known.address = await first('/account/list-address', { limit: 1 }, (a) => a?.elements?.[0]?.id)
  known.order = await first('/order', { limit: 1 }, (a) => a?.orders?.elements?.[0]?.id)
  if (session.name === 'business') known.list = await first('/shopping-lists', {}, (a) => a?.elements?.[0]?.id)
  return known
}

async function sendCase(run: FuzzRun, session: Session, c: FuzzCase): Promise<FuzzOutcome> {
  const own = c.token === undefined ? session : { ...session, cookies: new Map([['sw-context-token', c.token]]) }
  const headers: Record<string, string> = {
    origin: run.origin,
    cookie: cookieHeader(own),
    'cf-connecting-ip': session.ip,
    'user-agent': 'fuzz',
    'accept-language': 'de-DE',
  }
  if (c.contentType) headers['content-type'] = c.contentType
  const started = performance.now()
  try {
    const response = await run.send(c.path, { method: c.method, headers, body: c.body })
    // The session's cookies follow its answers (a renewed token), not those of a cookie it never had.
    if (c.token === undefined) keepCookies(session, response)
    const text = await response.text()
    const ms = performance.now() - started
    return { case: c, status: response.status, ms, detail: response.status >= 500 ? text.slice(0, 300) : undefined }
  } catch (error) {
    return { case: c, status: 599, ms: performance.now() - started, detail: String(error) }
  }
}

/**
 * Opens the three sessions, plans the cases and sends them, `parallel` at a time.
 * `short`: the quick plan (fuzzPlan) a test run can afford.
 */
export async function runFuzz(run: FuzzRun, short: boolean): Promise<FuzzOutcome[]> {
  const sessions = {} as Record<SessionName, Session>
  const knownBy = {} as Record<SessionName, Known>
  for (const [index, name] of SESSIONS.entries()) {
    sessions[name] = await openSession(run, name, index)
    knownBy[name] = await discover(run, sessions[name])
  }
  const cases = fuzzPlan(run.sources, knownBy, run.origin, short)
  // A customer's session must still be theirs at the end, or its cases after the loss were a guest's.
  const checks = SESSIONS.filter((name) => name !== 'guest').map(
    (name): FuzzCase => ({
      section: 'Store API (schema)',
      session: name,
      method: 'GET',
      path: '/store-api/account/customer',
      input: 'still logged in afterwards',
      expected: 200,
    }),
  )
  run.onPlan?.([...cases, ...checks])
  const outcomes: FuzzOutcome[] = []
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!
      outcomes.push(await sendCase(run, sessions[c.session], c))
    }
  }
  await Promise.all(list(run.parallel, worker))
  for (const check of checks) outcomes.push(await sendCase(run, sessions[check.session], check))
  return outcomes
}

/** The 5xx answers and the cases that did not get the status they must. */
export function failures(outcomes: FuzzOutcome[]): { fiveXx: FuzzOutcome[]; unexpected: FuzzOutcome[] } {
  return {
    fiveXx: outcomes.filter((o) => o.status >= 500),
    unexpected: outcomes.filter((o) => o.status < 500 && o.case.expected !== undefined && o.status !== o.case.expected),
  }
}

/** The outcomes per section: requests, 2xx/3xx, 4xx, 5xx, p50 and p99 in ms, then every 5xx by name. */
export function fuzzTable(outcomes: FuzzOutcome[]): string {
  const lines = ['section               requests  2xx/3xx      4xx      5xx   p50 ms   p99 ms']
  const failed: string[] = []
  for (const section of SECTIONS) {
    const own = outcomes.filter((o) => o.case.section === section)
    if (!own.length) continue
    const count = (test: (status: number) => boolean) => String(own.filter((o) => test(o.status)).length)
    const ms = own.map((o) => o.ms)
    lines.push(
      [
        section.padEnd(20),
        String(own.length).padStart(9),
        count((s) => s < 400).padStart(8),
        count((s) => s >= 400 && s < 500).padStart(8),
        count((s) => s >= 500).padStart(8),
        percentile(ms, 50).toFixed(1).padStart(8),
        percentile(ms, 99).toFixed(1).padStart(8),
      ].join(' '),
    )
    for (const o of own.filter((o) => o.status >= 500)) failed.push(`  ${o.status} ${label(o.case)}`)
  }
  return [...lines, ...failed].join('\n')
}
