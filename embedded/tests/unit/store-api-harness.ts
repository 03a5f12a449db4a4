/**
 * The conformance harness: seeds a local D1 (wrangler's getPlatformProxy), routes the official
 * @shopware/api-client's calls to the embedded Store API in process, and validates answers with ajv
 * against the official schema (api-types/storeApiSchema.json), patched only where the published schema
 * disagrees with what Shopware 6 really answers (EXCEPTIONS, each with why).
 * A ledger keeps every operation whose answer was checked, and `servedOperations` reads the embedded
 * API's own route tables, so a test can tell which served operations it never drove.
 */
import { createAPIClient } from '@shopware/api-client'
import Ajv, { type ValidateFunction } from 'ajv'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import { seedLocal } from '../../../scripts/seed'
import { LANGUAGE_IDS } from '../../../shared/constants'
import { embeddedStoreApi } from '../..'

export const ROOT = path.resolve(import.meta.dirname, '../../..')
export const BASE = 'http://store.test/store-api'
export const SHOP_ORIGIN = 'http://store.test'
/** Customer calls log in (a PBKDF2 hash each) and chain several calls: more than 5 s on a busy machine. */
export const SESSION_TIMEOUT_MS = 20_000
/** Seeding the local D1 and starting its proxy. */
export const SETUP_TIMEOUT_MS = 180_000

export type Doc = {
  components: { schemas: Record<string, any>; responses: Record<string, any> }
  paths: Record<string, any>
}

/**
 * Known disagreements between the published schema and what Shopware 6 really answers; each is
 * patched into our copy of the schema so everything else is still checked.
 */
export const EXCEPTIONS: Array<{ why: string; patch: (doc: Doc) => void }> = [
  {
    why: "Shopware answers aggregations as an object keyed by aggregation name, and an empty array where a read has none (PHP's empty array, e.g. POST /language); the schema documents a list of objects.",
    patch: (doc) =>
      (doc.components.schemas.EntitySearchResult.properties.aggregations = {
        anyOf: [
          { type: 'object', additionalProperties: { type: 'object' } },
          { type: 'array', maxItems: 0 },
        ],
      }),
  },
  {
    why: 'Product.calculatedPrices items combine additionalProperties:false with allOf, which rejects every property of a real calculated price.',
    patch: (doc) =>
      (doc.components.schemas.Product.properties.calculatedPrices.items = {
        $ref: '#/components/schemas/CalculatedPrice',
      }),
  },
  {
    why: "PropertyGroupOption requires 'option' and 'group' through the line-item payload override ({group, option}); an option entity has no 'option' field and carries 'group' only when that association is loaded.",
    patch: (doc) =>
      (doc.components.schemas.PropertyGroupOption.required = doc.components.schemas.PropertyGroupOption.required.filter(
        (f: string) => f !== 'option' && f !== 'group',
      )),
  },
  {
    why: "An option without a text in the request language answers name null, with the fallback in translated.name (Shopware's language chain); the schema requires a string.",
    patch: (doc) => (doc.components.schemas.PropertyGroupOption.properties.name = { type: ['string', 'null'] }),
  },
  {
    why: 'Shopware answers null for unset fields; the schema types them without null. These are the ones a seeded catalog leaves unset.',
    patch: (doc) => {
      const nullable: Record<string, string[]> = {
        // A simple product (no variants) has no parent.
        Product: [
          'parentId',
          'restockTime',
          'ratingAverage',
          'unitId',
          'unit',
          'purchaseUnit',
          'referenceUnit',
          'packUnit',
          'packUnitPlural',
        ],
        // Page categories have no link; a category without a layout of its own has no CMS page; the root
        // category (the navigation's, read as `home`) has no parent and no path; not every category a description.
        Category: [
          'linkType',
          'internalLink',
          'externalLink',
          'cmsPageId',
          'cmsPage',
          'parentId',
          'path',
          'description',
        ],
        ProductManufacturer: ['mediaId'],
        PropertyGroupOption: ['mediaId', 'colorHexCode'],
        // A review without a shop reply, custom fields or an edit.
        ProductReview: ['comment', 'customFields', 'updatedAt'],
        // An order address without a state (Germany has none in the reference data).
        OrderAddress: ['countryState'],
        // A line without a picture (a promotion's discount).
        OrderLineItem: ['cover'],
        // Sections and blocks without a background picture.
        CmsSection: ['backgroundMedia'],
        CmsBlock: ['backgroundMedia'],
        // An invoice: no referenced document, no stored media file (rendered on download), never edited.
        Document: [
          'referencedDocumentId',
          'documentMediaFileId',
          'documentA11yMediaFileId',
          'orderVersionId',
          'customFields',
          'updatedAt',
        ],
        DocumentType: ['customFields', 'updatedAt'],
        // A download's file (a PDF): no picture metadata, alt text or title.
        Media: ['metaData', 'alt', 'title'],
        // A product's download file: no custom fields, never edited, no version (the live one).
        ProductDownload: ['customFields', 'updatedAt', 'versionId', 'productVersionId'],
        // Reference data and customers: what Shopware leaves unset on its own default records.
        Country: ['customFields', 'advancedPostalCodePattern', 'vatIdPattern', 'updatedAt'],
        Salutation: ['customFields', 'updatedAt'],
        Currency: ['customFields', 'updatedAt'],
        PaymentMethod: ['customFields', 'mediaId', 'updatedAt'],
        ShippingMethod: ['customFields', 'mediaId', 'trackingUrl', 'updatedAt'],
        CustomerAddress: [
          'countryStateId',
          'zipcode',
          'company',
          'department',
          'title',
          'phoneNumber',
          'additionalAddressLine1',
          'additionalAddressLine2',
          'countryState',
          'updatedAt',
        ],
        Customer: [
          'lastPaymentMethodId',
          'title',
          'affiliateCode',
          'campaignCode',
          'doubleOptInEmailSentDate',
          'doubleOptInConfirmDate',
          'firstLogin',
          'lastLogin',
          'birthday',
          'lastOrderDate',
          'customFields',
          'tagIds',
          'requestedGroupId',
          'updatedAt',
          'defaultBillingAddress',
          'defaultShippingAddress',
        ],
      }
      for (const [name, fields] of Object.entries(nullable)) {
        for (const field of fields)
          doc.components.schemas[name].properties[field] = {
            anyOf: [doc.components.schemas[name].properties[field], { type: 'null' }],
          }
      }
    },
  },
  {
    why: "Shopware's LoadWishlistRoute answers the wishlist's products as a plain EntitySearchResult of products (a product repository search); the schema names ProductListingResult, whose sortings and filters a wishlist never has.",
    patch: (doc) =>
      (doc.components.schemas.WishlistLoadRouteResponse.properties.products = {
        allOf: [
          { $ref: '#/components/schemas/EntitySearchResult' },
          {
            type: 'object',
            required: ['elements'],
            properties: { elements: { type: 'array', items: { $ref: '#/components/schemas/Product' } } },
          },
        ],
      }),
  },
  {
    why: 'Shopware answers null for every optional field of an account, order or layout entity that is unset (a new customer has no title, birthday, logins or orders; an address no department; a CMS page no entity type or CSS class); the schema types them without null.',
    patch: (doc) => {
      for (const name of [
        'Customer',
        'CustomerAddress',
        'Country',
        'Salutation',
        'PaymentMethod',
        // A new order has no affiliate code, comment, update time, title or vat id.
        'Order',
        'OrderLineItem',
        'OrderAddress',
        'OrderDelivery',
        'OrderTransaction',
        'OrderCustomer',
        // Order downloads: no version, custom fields or update before access is granted.
        'OrderLineItemDownload',
        'StateMachineState',
        // Layouts: a page of no entity type, sections, blocks and slots without CSS class, preview,
        // background, custom fields or slot config of their own.
        'CmsPage',
        'CmsSection',
        'CmsBlock',
        'CmsSlot',
        'LandingPage',
      ]) {
        const schema = doc.components.schemas[name]
        for (const [field, property] of Object.entries(schema.properties as Record<string, { type?: unknown }>)) {
          if ((schema.required ?? []).includes(field)) continue
          if (typeof property.type === 'string')
            schema.properties[field] = { ...property, type: [property.type, 'null'] }
          else if (Array.isArray(property.type) && !property.type.includes('null'))
            schema.properties[field] = { ...property, type: [...property.type, 'null'] }
        }
      }
    },
  },
  {
    why: "Customer.company is null for a private customer (the oneOf's private branch does not mention it); the schema's base types it string.",
    patch: (doc) =>
      (doc.components.schemas.Customer.properties.company = {
        anyOf: [doc.components.schemas.Customer.properties.company ?? { type: 'string' }, { type: 'null' }],
      }),
  },
  {
    why: "Country.addressFormat is a translated JsonField (CountryTranslationDefinition) holding a list of lines, each a list of snippet keys (CountryDefinition::DEFAULT_ADDRESS_FORMAT: [['address/company', 'symbol/dash', 'address/department'], ['address/first_name', 'address/last_name'], …]); PHP's list encodes as a JSON array, so Shopware answers an array of arrays. The schema's generator types every JsonField as an object, which no real country validates against.",
    patch: (doc) =>
      (doc.components.schemas.Country.properties.addressFormat = {
        type: 'array',
        items: { type: 'array', items: { type: 'string' } },
      }),
  },
  {
    why: "Order.shippingCosts, OrderDelivery.shippingCosts and OrderTransaction.amount are Shopware's CalculatedPrice (calculatedTaxes and taxRules lists, referencePrice/listPrice/regulationPrice null when unset); the schema types those members as objects. A product line's payload options are Shopware's {group, option} pairs, which the schema types as option entities.",
    patch: (doc) => {
      const calculated = { $ref: '#/components/schemas/CalculatedPrice' }
      doc.components.schemas.Order.properties.shippingCosts = calculated
      doc.components.schemas.OrderDelivery.properties.shippingCosts = calculated
      // The line item payload's options are {group, option, translated} (Shopware's product line payload), not option entities.
      doc.components.schemas.OrderLineItem.properties.payload.properties.options = {
        type: 'array',
        items: {
          type: 'object',
          required: ['group', 'option'],
          properties: { group: { type: 'string' }, option: { type: 'string' } },
        },
      }
      if (doc.components.schemas.OrderTransaction.properties.amount)
        doc.components.schemas.OrderTransaction.properties.amount = calculated
    },
  },
  {
    why: "LineItem.payload is typed ProductJsonApi (a whole product: id, taxId, name…); Shopware's product line payload is a subset (productNumber, options, stock…) and a promotion line's payload names the promotion (promotionId, code, discountType).",
    patch: (doc) => (doc.components.schemas.LineItem.properties.payload = { type: 'object' }),
  },
  {
    why: "handlePaymentMethod answers redirectUrl null for a synchronous payment handler (Shopware's HandlePaymentMethodRouteResponse without a redirect); the schema types it a required string.",
    patch: (doc) => {
      for (const method of ['post', 'get']) {
        const schema = doc.paths['/handle-payment'][method].responses['200'].content['application/json'].schema
        schema.properties.redirectUrl = { type: ['string', 'null'] }
      }
    },
  },
  {
    why: "PATCH /account/address/default-billing|default-shipping/{addressId} answer 204: Shopware's SwitchDefaultAddressRoute::swap returns a NoContentResponse; the schema documents a 200 without a body.",
    patch: (doc) => {
      for (const kind of ['billing', 'shipping'])
        doc.paths[`/account/address/default-${kind}/{addressId}`].patch.responses['204'] = {
          description: 'The default address was changed.',
        }
    },
  },
  {
    why: "SeoUrl.routeName enumerates core's three SEO routes; a plugin registers SEO routes of its own (Shopware's SeoUrlRouteRegistry), and /seo-url answers their URLs beside core's: here the shop's lexicon and blog (asx.lexicon.list, asx.lexicon.entry, asx.blog.list, asx.blog.post).",
    patch: (doc) => (doc.components.schemas.SeoUrl.properties.routeName = { type: 'string' }),
  },
  {
    why: "A form slot's data is the salutation list its select offers (Shopware's FormCmsElementResolver sets the slot's data to a SalutationCollection, which encodes as a JSON array); the schema types CmsSlot.data as an object.",
    patch: (doc) =>
      (doc.components.schemas.CmsSlot.properties.data = {
        anyOf: [{ type: ['object', 'null'] }, { type: 'array', items: { $ref: '#/components/schemas/Salutation' } }],
      }),
  },
]

let validator: Ajv
const validators = new Map<string, ValidateFunction>()
let doc: Doc
let env: { DB: D1Database; THROTTLE?: undefined; DEMO_MODE?: string }
let dispose: (() => Promise<void>) | undefined
let state: string | undefined
let realFetch: typeof fetch | undefined

/** Operations (`METHOD /schema/path`) whose answer was checked against the schema. */
export const validated = new Set<string>()
/** The shop's own operations (`METHOD /path`, not in the schema) driven by raw path with their shape asserted. */
export const ownDriven = new Set<string>()

/**
 * Miniflare's platform proxy reads a D1 property synchronously: it posts the call to a helper thread,
 * sleeps on an Atomics flag and then takes the answer off its message port. On a loaded machine the flag
 * can wake it before the answer is on the port: it finds nothing, fails an assertion, and every later call
 * reads the answer meant for the one before (CI saw a whole journey fail from one such call). Taking a
 * message off a port waits here, briefly and bounded, until the answer is there.
 */
function patientMessagePorts() {
  const threads = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads')
  const receive = threads.receiveMessageOnPort
  if ((receive as { patient?: boolean }).patient) return
  const pause = new Int32Array(new SharedArrayBuffer(4))
  const patient = (port: Parameters<typeof receive>[0]) => {
    let message = receive(port)
    for (let waited = 0; message === undefined && waited < PATIENCE_MS; waited++) {
      Atomics.wait(pause, 0, 0, 1)
      message = receive(port)
    }
    return message
  }
  threads.receiveMessageOnPort = Object.assign(patient, { patient: true })
}
/** How long a synchronous D1 read waits for its answer to arrive on the port, at most. */
const PATIENCE_MS = 10_000

/**
 * Seeds a local D1 into a temporary directory, starts its proxy, routes the client's fetches for BASE to
 * the embedded app in process, and loads the patched schema. Answers the D1 binding for direct reads.
 */
export async function startStoreApi(seed = { products: 24, customers: 4 }): Promise<{ DB: D1Database }> {
  state = await mkdtemp(path.join(tmpdir(), 'conformance-'))
  await seedLocal({ persistTo: state, ...seed })
  patientMessagePorts()
  const { getPlatformProxy } = await import('wrangler')
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: path.join(ROOT, 'wrangler.toml'),
    persist: { path: path.join(state, 'v3') },
  })
  // The platform proxy hands over the throttles' Durable Object binding, but cannot run its class here:
  // without it the throttles count in this process.
  // The demo payment provider runs, as under npm start (wrangler.toml keeps DEMO_MODE off for a deploy).
  env = { ...proxy.env, THROTTLE: undefined, DEMO_MODE: 'true' }
  dispose = proxy.dispose
  // The official client fetches through global fetch (ofetch): route its calls to the embedded app in process.
  realFetch = globalThis.fetch
  const passThrough = realFetch
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(BASE)) return passThrough(input, init)
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
    // As the worker's proxy does, name the shop's host (registration checks storefrontUrl against it).
    const forwarded = new Request(request.url.replace(SHOP_ORIGIN, 'http://store-api.internal'), request)
    forwarded.headers.set('x-forwarded-host', 'store.test')
    return embeddedStoreApi.fetch(forwarded, env as never, ctx)
  }) as typeof fetch
  doc = JSON.parse(
    await readFile(path.join(ROOT, 'node_modules/@shopware/api-client/api-types/storeApiSchema.json'), 'utf8'),
  )
  for (const exception of EXCEPTIONS) exception.patch(doc)
  validator = new Ajv({ strict: false, allErrors: true, validateFormats: false })
  return env
}

export async function stopStoreApi() {
  if (realFetch) globalThis.fetch = realFetch
  await dispose?.()
  if (state) await rm(state, { recursive: true, force: true })
}

/** The official client as a shopper's browser holds it: one context token, kept from answer to answer. */
export const client = (locale: 'de-DE' | 'en-GB' = 'de-DE') =>
  createAPIClient({
    baseURL: BASE,
    accessToken: 'SWSC-EMBEDDED',
    defaultHeaders: { 'sw-language-id': LANGUAGE_IDS[locale] },
  })

export type StoreClient = ReturnType<typeof client>

const messages = (validate: ValidateFunction) =>
  (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)

/** The schema document of an answer, by path, method and status, compiled once. Undefined when the answer has no JSON body. */
function answerValidator(pathName: string, method: string, status: string): ValidateFunction | undefined {
  const key = `${method} ${pathName} ${status}`
  if (!validators.has(key)) {
    const response = doc.paths[pathName][method].responses[status]
    const resolved = response.$ref ? doc.components.responses[response.$ref.split('/').pop()!] : response
    const schema = resolved.content?.['application/json']?.schema
    if (!schema) return undefined
    validators.set(key, validator.compile({ ...schema, components: doc.components }))
  }
  return validators.get(key)
}

/** Validates `data` as the 200 answer of an operation (by schema path and method) and records the operation. */
export function expectValid(pathName: string, method: string, data: unknown) {
  const validate = answerValidator(pathName, method, '200')!
  const ok = validate(data)
  expect([pathName, ok ? [] : messages(validate)]).toEqual([pathName, []])
  validated.add(`${method.toUpperCase()} ${pathName}`)
}

/**
 * What the schema says is wrong with an answer of the official client's `invoke` to an operation (named
 * as invoke names it, `'readCart get /checkout/cart'`): a status the schema does not document as success,
 * or a JSON body that does not validate against that status's schema. An operation whose success
 * carries no schema (a bare 200 or 204) may name the component its body is instead (`component`), as
 * Shopware's route answers it. Empty when the answer conforms.
 */
export function schemaErrors(operation: string, answer: { status: number; data: unknown }, component?: string) {
  const [, method, pathName] = operation.split(' ') as [string, string, string]
  const responses = doc.paths[pathName]?.[method]?.responses
  if (!responses) return [`${operation} is not in the schema`]
  const successes = Object.keys(responses).filter((status) => status.startsWith('2'))
  if (!successes.includes(String(answer.status)))
    return [`answered ${answer.status}, the schema documents ${successes.join(', ')}`]
  if (answer.status === 204) return answer.data == null ? [] : ['a 204 answer has a body']
  const validate =
    answerValidator(pathName, method, String(answer.status)) ?? (component && componentValidator(component))
  if (!validate) return []
  return validate(answer.data) ? [] : messages(validate)
}

/** Asserts that an answer conforms to its operation's schema (see schemaErrors) and records the operation. */
export function expectAnswer(operation: string, answer: { status: number; data: unknown }, component?: string) {
  expect([operation, schemaErrors(operation, answer, component)]).toEqual([operation, []])
  const [, method, pathName] = operation.split(' ') as [string, string, string]
  validated.add(`${method.toUpperCase()} ${pathName}`)
}

function componentValidator(name: string): ValidateFunction {
  const key = `#${name}`
  if (!validators.has(key))
    validators.set(key, validator.compile({ $ref: `#/components/schemas/${name}`, components: doc.components }))
  return validators.get(key)!
}

/** Validates `data` against one of the schema's components, e.g. the Product entity inside a shopping-list line. */
export function expectComponent(name: string, data: unknown) {
  const validate = componentValidator(name)
  const ok = validate(data)
  expect([name, ok ? [] : messages(validate)]).toEqual([name, []])
}

/** Records one of the shop's own operations (not in the schema) as driven, after its caller asserted the shape. */
export function expectOwnAnswer(operation: string, answer: { status: number }, status = 200) {
  const [, method, pathName] = operation.split(' ') as [string, string, string]
  expect(doc.paths[pathName]?.[method], `${operation} is in the schema: check it with expectAnswer`).toBeUndefined()
  expect([operation, answer.status]).toEqual([operation, status])
  ownDriven.add(`${method.toUpperCase()} ${pathName}`)
}

/**
 * Operations on paths the schema knows (Shopware's B2B Components shopping lists) whose answer here
 * follows the shop's own shopping-list contract (docs/decisions/028-shopping-lists.md), which the
 * storefront's client (client/state/shopping-lists.ts) is written against; each with how it differs.
 * They are checked by their own shape, and must still fail the schema: one that starts to conform is
 * taken off this list and validated like any other.
 */
export const OWN_CONTRACTS: Record<string, string> = {
  'POST /shopping-list':
    'answers the new list itself with 200, so the dialog shows it at once; B2B Components answers 201 with its id only.',
  'POST /shopping-lists':
    "answers the shop's list entity (asx_shopping_list: name, notes, lines, price as the cart's CartPrice, the latest quote); B2B Components' ShoppingList carries sales channel, creator and employee ids and a price list.",
  'POST /shopping-list/line-item/remove':
    'answers the list as it reads after the removal with 200, so the page needs no second read; B2B Components answers 204.',
}

/** Operations on a schema path driven by the shop's own contract (OWN_CONTRACTS) with their shape asserted. */
export const ownContractDriven = new Set<string>()

/** Checks an answer of an OWN_CONTRACTS operation: its status, that the schema still refuses it, and records it. */
export function expectOwnContract(operation: string, answer: { status: number; data: unknown }, status = 200) {
  const [, method, pathName] = operation.split(' ') as [string, string, string]
  const key = `${method.toUpperCase()} ${pathName}`
  expect(OWN_CONTRACTS[key], `${key} is not listed in OWN_CONTRACTS`).toBeDefined()
  expect([operation, answer.status]).toEqual([operation, status])
  expect(schemaErrors(operation, answer), `${operation} now conforms: validate it with expectAnswer`).not.toEqual([])
  ownContractDriven.add(key)
}

/** A route path with its parameters blanked (`/account/address/{}`), so Hono's and the schema's forms compare. */
export const pathShape = (route: string) =>
  route.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '{}').replace(/\{[A-Za-z]+\}/g, '{}')

export interface ServedOperation {
  method: string
  /** The route as the embedded app declares it (`/account/address/:addressId{[^/]+}`). */
  route: string
  /** The schema path of the same shape, when the schema knows the operation. */
  schemaPath?: string
}

/**
 * Every operation the embedded Store API serves, read from its own route tables: the sub-apps that
 * embedded/index.ts mounts (found in its source, so a newly mounted table is not missed), each
 * app's registered method and path.
 */
export async function servedOperations(): Promise<ServedOperation[]> {
  const source = await readFile(path.join(ROOT, 'embedded/index.ts'), 'utf8')
  const modules = new Map(
    [...source.matchAll(/import \{([^}]+)\} from '(\.[^']+)'/g)].flatMap(([, names, from]) =>
      names!.split(',').map((name) => [name.trim(), from!] as const),
    ),
  )
  const mounted = [...source.matchAll(/\.route\('\/', (\w+)\)/g)].map(([, name]) => name!)
  const shapes = new Map<string, string>()
  for (const [pathName, methods] of Object.entries(doc.paths))
    for (const method of Object.keys(methods)) shapes.set(`${method.toUpperCase()} ${pathShape(pathName)}`, pathName)
  const operations = new Map<string, ServedOperation>()
  for (const name of mounted) {
    const from = modules.get(name)
    expect(from, `index.ts mounts ${name} without importing it`).toBeDefined()
    const module = (await import(path.join(ROOT, 'embedded', `${from}.ts`))) as Record<
      string,
      { routes: Array<{ method: string; path: string }> }
    >
    for (const { method, path: route } of module[name]!.routes) {
      if (method === 'ALL') continue
      const schemaPath = shapes.get(`${method} ${pathShape(route)}`)
      operations.set(`${method} ${route}`, { method, route, ...(schemaPath ? { schemaPath } : {}) })
    }
  }
  return [...operations.values()]
}
