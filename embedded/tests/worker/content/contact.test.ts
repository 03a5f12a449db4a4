/** The contact form: violations per field, the mail to the shop and the sender's copy (de/en), the contact_form throttle. */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { uuidFor } from '../../../../shared/ids'
import { call, errorsOf, mailsTo } from '../fixtures'

let clients = 0
const client = () => ({ 'cf-connecting-ip': `10.2.${++clients >> 8}.${clients & 255}` })

const message = {
  salutationId: uuidFor('salutation:mrs'),
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika@example.com',
  phone: '+49 30 123456',
  subject: 'Größentabelle',
  comment: 'Fällt die Jacke klein aus?',
}
const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call('POST', '/contact-form', body, { ...client(), ...headers })
const shopAddress = () => env.MAIL_SHOP_ADDRESS || 'service@arbeitsschutz-shop.example'

describe('POST /contact-form', () => {
  it('mails the shop and sends the sender a copy, in German by default', async () => {
    const response = await send(message)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ individualSuccessMessage: '', apiAlias: 'contact_form_result' })
    const [copy] = await mailsTo('erika@example.com')
    expect(copy).toMatchObject({ kind: 'contact-form-copy', subject: 'Ihre Anfrage: Größentabelle' })
    expect(copy.text).toContain('Fällt die Jacke klein aus?')
    const toShop = (await mailsTo(shopAddress())).find((m) => m.text.includes('erika@example.com'))!
    expect(toShop).toMatchObject({ kind: 'contact-form', subject: 'Kontaktanfrage: Größentabelle' })
    expect(toShop.text).toContain('Frau Erika Muster')
    expect(toShop.text).toContain('+49 30 123456')
  })

  it('writes English mails for an English request; the phone may be left out', async () => {
    const { phone: _, ...withoutPhone } = message
    const response = await send(
      { ...withoutPhone, email: 'jane@example.com', subject: 'Sizes' },
      { 'sw-language-id': LANGUAGE_IDS['en-GB'] },
    )
    expect(response.status).toBe(200)
    const [copy] = await mailsTo('jane@example.com')
    expect(copy.subject).toBe('Your request: Sizes')
    // The request names no phone (the footer below `-- ` gives the shop's own).
    expect(copy.text.split('\n-- \n')[0]).not.toContain('Phone:')
  })

  it('writes in the session’s language when the request names none (the browser’s cookie session)', async () => {
    const token = 'b'.repeat(32)
    await env.DB.prepare('INSERT INTO context (token, language_id, customer_id) VALUES (?, ?, NULL)')
      .bind(token, LANGUAGE_IDS['en-GB'])
      .run()
    await send({ ...message, email: 'session@example.com', subject: 'Delivery' }, { 'sw-context-token': token })
    expect((await mailsTo('session@example.com'))[0].subject).toBe('Your request: Delivery')
  })

  it('answers one violation per field with Shopware’s codes', async () => {
    const response = await send({ email: 'nope', firstName: 'Visit https://spam.example', subject: ' ' })
    expect(response.status).toBe(400)
    expect((await errorsOf(response)).map((e) => [e.source?.pointer, e.code])).toEqual([
      ['/salutationId', 'VIOLATION::IS_BLANK_ERROR'],
      ['/firstName', 'VIOLATION::REGEX_FAILED_ERROR'],
      ['/lastName', 'VIOLATION::IS_BLANK_ERROR'],
      ['/email', 'VIOLATION::INVALID_FORMAT_ERROR'],
      ['/subject', 'VIOLATION::IS_BLANK_ERROR'],
      ['/comment', 'VIOLATION::IS_BLANK_ERROR'],
    ])
    expect(await mailsTo('nope')).toEqual([])
  })

  it('refuses an unknown salutation and a malformed navigation id', async () => {
    const salutation = await send({ ...message, salutationId: 'a'.repeat(32) })
    expect((await errorsOf(salutation))[0]).toMatchObject({
      code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS',
      source: { pointer: '/salutationId' },
    })
    const navigation = await send({ ...message, navigationId: 'home' })
    expect((await errorsOf(navigation))[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_UUID' })
  })

  it('is throttled like Shopware’s contact_form limiter: the fourth message of a client within 10 s is a 429', async () => {
    const same = { 'cf-connecting-ip': '10.201.0.1' }
    for (let i = 0; i < 3; i++) expect((await send({ ...message, email: `c${i}@example.com` }, same)).status).toBe(200)
    const refused = await send({ ...message, email: 'c3@example.com' }, same)
    expect(refused.status).toBe(429)
    expect((await errorsOf(refused))[0]).toMatchObject({ code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED' })
    expect(await mailsTo('c3@example.com')).toEqual([])
  })
})
