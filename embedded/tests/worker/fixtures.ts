/**
 * The one set of fixtures for in-process calls to the embedded Store API in worker tests: requests
 * (as the proxy sends them), logins, registrations, guest sessions, error reads and the mail outbox.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { LANGUAGE_IDS } from '../../../shared/constants'
import { uuidFor } from '../../../shared/ids'
import { embeddedStoreApi } from '../..'
import { salutationIdOf } from '../../platform/reference'
import { DEMO_CUSTOMERS, DEMO_PASSWORD, planProduct } from '../../seed'

/** The shop's host, as the proxy forwards it; its domains are this host over https or http. */
export const SHOP_HOST = 'shop.test'
export const SHOP_ORIGIN = `https://${SHOP_HOST}`
export const SHOP = `http://${SHOP_HOST}`
export const GERMANY = uuidFor('country:DE')
export const AUSTRIA = uuidFor('country:AT')

let clients = 0

/** A body sent as written, for texts JSON.stringify cannot produce (an escaped lone surrogate). */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * One Store API call as the proxy makes it (JSON, the shop's host); each call comes from its own client
 * address, so no throttle gets in a test's way unless the test names one. `headers` add or override.
 */
export async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  overrides: Partial<typeof env> = {},
): Promise<Response> {
  clients += 1
  const request = new Request(`http://store-api.internal/store-api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-host': SHOP_HOST,
      'cf-connecting-ip': `10.9.${clients >> 8}.${clients & 255}`,
      ...headers,
    },
    body: body === undefined ? undefined : body instanceof RawJson ? body.text : JSON.stringify(body),
  })
  // Work an answer leaves for after itself (a recovery mail) is done before the test reads on.
  const ctx = createExecutionContext()
  const response = await embeddedStoreApi.fetch(request, { ...env, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

/** A POST, with the session's token when given. */
export const post = (path: string, body: unknown, token?: string, overrides: Partial<typeof env> = {}) =>
  call('POST', path, body, token ? { 'sw-context-token': token } : {}, overrides)

export interface ErrorEntry {
  status: string
  code: string
  detail: string
  source?: { pointer: string }
  meta?: { parameters?: Record<string, unknown> }
}

export const errorsOf = async (response: Response) => ((await response.json()) as { errors: ErrorEntry[] }).errors
/** `code@pointer` of every error, for compact assertions. */
export const violations = async (response: Response) =>
  (await errorsOf(response)).map((e) => `${e.code}@${e.source?.pointer ?? ''}`).sort()

export const login = (username: string, password: string) => post('/account/login', { username, password })

/** A fresh logged-in session of `email` (seeded customers share DEMO_PASSWORD); answers its token. */
export async function loginToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await login(email, password)
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  return response.headers.get('sw-context-token')!
}

/** Logs a demo customer in; answers the session's token header. */
export const loginAs = async (who: keyof typeof DEMO_CUSTOMERS): Promise<Record<string, string>> => ({
  'sw-context-token': await loginToken(DEMO_CUSTOMERS[who].email, DEMO_CUSTOMERS[who].password),
})

/** Turns `customerId` into a guest (as a guest checkout makes one) and opens a session for it under `token`. */
export async function guestSession(customerId: string, token: string): Promise<Record<string, string>> {
  await env.DB.batch([
    env.DB.prepare('UPDATE customer SET guest = 1 WHERE id = ?').bind(customerId),
    env.DB.prepare('INSERT INTO context (token, language_id, customer_id) VALUES (?, ?, ?)').bind(
      token,
      LANGUAGE_IDS['de-DE'],
      customerId,
    ),
  ])
  return { 'sw-context-token': token }
}

let emails = 0
export const uniqueEmail = (name = 'kunde') => `${name}.${Date.now()}.${++emails}@example.com`

/** A valid private registration; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    salutationId: salutationIdOf('mrs'),
    firstName: 'Anna',
    lastName: 'Schmidt',
    email: uniqueEmail(),
    password: 'geheim1234',
    acceptedDataProtection: true,
    storefrontUrl: SHOP,
    billingAddress: { street: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', countryId: GERMANY },
    ...overrides,
  }
}

/** Registers (opt-in off) and answers the customer's id, email, password and logged-in token. */
export async function registered(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides)
  const response = await post('/account/register', body)
  if (response.status !== 200) throw new Error(`register failed: ${response.status} ${await response.text()}`)
  const customer = (await response.json()) as { id: string }
  return {
    id: customer.id,
    email: body.email as string,
    password: body.password as string,
    token: response.headers.get('sw-context-token')!,
  }
}

export const contextCustomer = async (token: string) =>
  (
    await env.DB.prepare('SELECT customer_id AS id FROM context WHERE token = ?')
      .bind(token)
      .first<{ id: string | null }>()
  )?.id

export interface OutboxMail {
  kind: string
  recipient: string
  subject: string
  text: string
  links: string[]
  languageId: string
}

/** The outbox's mails to `recipient`, oldest first. */
export async function mailsTo(recipient: string): Promise<OutboxMail[]> {
  const { results } = await env.DB.prepare(
    'SELECT kind, recipient, subject, text, links, language_id AS languageId FROM mail_outbox WHERE recipient = ? ORDER BY created_at, rowid',
  )
    .bind(recipient)
    .all<Omit<OutboxMail, 'links'> & { links: string }>()
  return results.map((row) => ({ ...row, links: JSON.parse(row.links) }))
}

/** The newest mail to `recipient`, if any. */
export const latestMailTo = async (recipient: string) => (await mailsTo(recipient)).at(-1)

/** Listed products of the worker tests' seed (tests/worker/setup.ts). */
const SEEDED_PRODUCTS = 24

/**
 * A plain product of the test seed, for cart tests that price by hand: one price, no purchase rules,
 * not a closeout, ships at cost, under 30 €, with a variant that has plenty of stock.
 */
export function plainProduct() {
  const plans = Array.from({ length: SEEDED_PRODUCTS }, (_, i) => planProduct(i + 1))
  const plan = plans.find(
    (p) =>
      p.minPurchase === 1 &&
      p.purchaseSteps === 1 &&
      !p.tiers.length &&
      !p.closeout &&
      !p.shippingFree &&
      p.priceCents < 3000 &&
      p.variants.some((v) => v.stock > 100),
  )!
  return { plan, variant: plan.variants.find((v) => v.stock > 100)!, unitCents: plan.priceCents }
}

/** The database with every session's start recorded: what each request asked D1 for. */
export function recordingSessions() {
  const starts: Array<string | undefined> = []
  const DB = new Proxy(env.DB, {
    get(target, name) {
      if (name === 'withSession')
        return (start?: string) => {
          starts.push(start)
          return target.withSession(start)
        }
      const value = Reflect.get(target, name)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { starts, overrides: { DB } }
}
