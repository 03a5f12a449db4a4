/** Shared fixtures of the account route tests: calls into the embedded Store API, a registration body, outbox reads. */
import { createExecutionContext, env } from 'cloudflare:test'
import { uuidFor } from '../../../../shared/ids'
import { embeddedStoreApi } from '../../../../worker/embedded'
import { salutationIdOf } from '../../../../worker/embedded/platform/reference'

export const SHOP = 'http://shop.test'
export const GERMANY = uuidFor('country:DE')
export const AUSTRIA = uuidFor('country:AT')

let client = 0
/** Each call comes from its own client address, so the login throttle never gets in a test's way. */
export async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  overrides: Partial<typeof env> = {},
): Promise<Response> {
  return embeddedStoreApi.fetch(
    new Request(`http://store-api.internal/store-api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-host': 'shop.test',
        'cf-connecting-ip': `10.9.${Math.floor(++client / 250)}.${client % 250}`,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { ...env, ...overrides },
    createExecutionContext(),
  )
}

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

let counter = 0
export const uniqueEmail = (name = 'kunde') => `${name}.${Date.now()}.${++counter}@example.com`

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

export interface OutboxRow {
  kind: string
  recipient: string
  subject: string
  text: string
  links: string[]
  language_id: string
}
/** The newest mails to `recipient`. */
export async function mailsTo(recipient: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT kind, recipient, subject, text, links, language_id FROM mail_outbox WHERE recipient = ? ORDER BY created_at DESC, rowid DESC',
  )
    .bind(recipient)
    .all<Omit<OutboxRow, 'links'> & { links: string }>()
  return results.map((r) => ({ ...r, links: JSON.parse(r.links) as string[] }))
}

export const login = (username: string, password: string) => post('/account/login', { username, password })
