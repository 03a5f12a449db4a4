/** In-process calls to the embedded Store API for worker tests: requests, logins, errors and the mail outbox. */
import { createExecutionContext, env } from 'cloudflare:test'
import { embeddedStoreApi } from '../../../worker/embedded'
import { DEMO_CUSTOMERS } from '../../../worker/embedded/seed'

export const SHOP_ORIGIN = 'https://shop.test'

/** One Store API call; `headers` add to JSON content type and the shop's origin (as the proxy sends it). */
export function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://store-api.internal/store-api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-host': new URL(SHOP_ORIGIN).host, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return embeddedStoreApi.fetch(request, env, createExecutionContext())
}

export interface ErrorEntry {
  status: string
  code: string
  detail: string
  source?: { pointer: string }
  meta?: { parameters?: Record<string, unknown> }
}

export const errorsOf = async (response: Response) => ((await response.json()) as { errors: ErrorEntry[] }).errors

/** Logs a demo customer in (each login from its own client address, so the login throttle never interferes). */
let logins = 0
export async function loginAs(who: keyof typeof DEMO_CUSTOMERS): Promise<Record<string, string>> {
  const { email, password } = DEMO_CUSTOMERS[who]
  logins += 1
  const response = await call(
    'POST',
    '/account/login',
    { username: email, password },
    { 'cf-connecting-ip': `10.9.${logins >> 8}.${logins & 255}` },
  )
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  return { 'sw-context-token': response.headers.get('sw-context-token')! }
}

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
