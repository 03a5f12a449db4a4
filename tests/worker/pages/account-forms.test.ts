/** Register, opt-in confirmation, forgotten and reset password through the worker's form actions, without JavaScript. */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { uuidFor } from '../../../shared/ids'
import { DEMO_CUSTOMERS } from '../../../embedded/seed/customer/customers'
import { cookies, GERMAN_BROWSER, ORIGIN, request } from '../helpers'

const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...GERMAN_BROWSER }
const GERMANY = uuidFor('country:DE')

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}, overrides = {}) {
  return request(
    path,
    {
      method: 'POST',
      headers: { ...FORM, cookie: 'locale=de-DE', ...headers },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    },
    overrides,
  )
}
const get = (path: string, cookie = 'locale=de-DE', overrides = {}) =>
  request(path, { headers: { ...GERMAN_BROWSER, cookie }, redirect: 'manual' }, overrides)
const tokenCookie = (response: Response) => cookies(response)['sw-context-token']?.split(';')[0]

async function isLoggedIn(cookie: string): Promise<boolean> {
  const response = await request('/store-api/account/logout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: '{}',
  })
  return response.status === 200
}

const registration = (email: string, extra: Record<string, string> = {}) => ({
  accountType: 'private',
  firstName: 'Paula',
  lastName: 'Privat',
  email,
  password: 'sicher-123',
  'billingAddress.street': 'Hauptstraße 1',
  'billingAddress.zipcode': '10115',
  'billingAddress.city': 'Berlin',
  'billingAddress.countryId': GERMANY,
  acceptedDataProtection: 'on',
  ...extra,
})

async function lastMail(recipient: string) {
  return env.DB.prepare('SELECT subject, links FROM mail_outbox WHERE recipient = ? ORDER BY rowid DESC LIMIT 1')
    .bind(recipient)
    .first<{ subject: string; links: string }>()
}

describe('register', () => {
  it('shows salutations, countries (Germany preselected) and the business fields before hydration', async () => {
    const html = await (await get('/register')).text()
    expect(html).toMatch(/<select id="field-salutationId"[^>]*>.*Herr/s)
    expect(html).toMatch(new RegExp(`<option value="${GERMANY}" selected="">Deutschland</option>`))
    expect(html).toContain('id="field-company"')
    expect(html).toMatch(/autocomplete="new-password"/i)
    expect(html).toMatch(/autocomplete="given-name"/i)
  })

  it('registers a private customer and logs them in (no opt-in by default): 303 to /account', async () => {
    const response = await post('/register', registration('neu-privat@example.com'))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account')
    expect(await isLoggedIn(tokenCookie(response)!)).toBe(true)
  })

  it('refuses missing terms, a short password and a taken email, one message per field, keeping what was typed', async () => {
    const response = await post(
      '/register',
      registration(DEMO_CUSTOMERS.private.email, { password: 'kurz', acceptedDataProtection: '', firstName: '' }),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Bitte geben Sie mindestens 8 Zeichen ein')
    expect(html).toContain('Bitte akzeptieren Sie die AGB und die Datenschutzbestimmungen')
    expect(html).toMatch(/id="field-firstName"[^>]*aria-invalid="true"/)
    expect(html).toContain('value="Hauptstraße 1"')
    expect(html).not.toContain('kurz')

    const taken = await post('/en-GB/register', registration(DEMO_CUSTOMERS.private.email))
    expect(taken.status).toBe(400)
    expect(await taken.text()).toContain('This email address is already registered')
  })

  it('checks a business customer`s company and VAT id format on their fields', async () => {
    const response = await post(
      '/register',
      registration('firma-neu@example.com', { accountType: 'business', company: 'Bau GmbH', vatId: 'XX12' }),
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/id="field-vatId-error"[^>]*>Die USt-IdNr\. hat nicht das richtige Format/)
  })

  it('with double opt-in: says to check the mail, then the link confirms and logs in', async () => {
    const optIn = { DOUBLE_OPT_IN_REGISTRATION: 'true' }
    const email = 'opt-in@example.com'
    const response = await post('/en-GB/register', registration(email), { cookie: 'locale=en-GB' }, optIn)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`we have sent an email to ${email}`)
    const login = await post('/login', { email, password: 'sicher-123' })
    expect(await login.text()).toContain('Ihr Kundenkonto ist noch nicht bestätigt')

    const link = new URL(JSON.parse((await lastMail(email))!.links)[0])
    expect(link.pathname).toBe('/en-GB/registration/confirm')
    const confirm = await get(link.pathname + link.search, 'locale=en-GB', optIn)
    expect(confirm.status).toBe(302)
    expect(confirm.headers.get('location')).toBe('/en-GB/registration/confirm?confirmed=1')
    const cookie = tokenCookie(confirm)!
    const page = await get('/en-GB/registration/confirm?confirmed=1', `${cookie}; locale=en-GB`)
    expect(await page.text()).toContain('Your account is confirmed and you are logged in.')
    expect(await isLoggedIn(cookie)).toBe(true)

    const again = await get(link.pathname + link.search, 'locale=en-GB', optIn)
    expect(await again.text()).toContain('Your account is already confirmed.')
  })
})

describe('forgotten and reset password', () => {
  it('/account/recover is the forgot-password page', async () => {
    const response = await get('/en-GB/account/recover')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en-GB/forgot-password')
  })

  it('answers known and unknown emails alike, and mails the known one a link', async () => {
    const known = await post('/forgot-password', { email: DEMO_CUSTOMERS.business.email })
    const unknown = await post('/forgot-password', { email: 'niemand@example.com' })
    const text = 'Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht'
    expect(known.status).toBe(200)
    expect(await known.text()).toContain(text)
    expect(await unknown.text()).toContain(text)
    expect(await lastMail('niemand@example.com')).toBeNull()
    const link = new URL(JSON.parse((await lastMail(DEMO_CUSTOMERS.business.email))!.links)[0])
    expect(link.origin).toBe(ORIGIN)
    expect(link.pathname).toBe('/account/recover/password')
  })

  it('resets the password from the link: identical passwords required, then login with the new one', async () => {
    const { email } = DEMO_CUSTOMERS.business
    await post('/forgot-password', { email })
    const link = new URL(JSON.parse((await lastMail(email))!.links)[0])
    const form = await get(link.pathname + link.search)
    expect(form.status).toBe(200)
    expect(await form.text()).toMatch(/id="field-newPassword"/)

    const hash = link.searchParams.get('hash')!
    const mismatch = await post(link.pathname + link.search, {
      hash,
      newPassword: 'neues-pass-1',
      newPasswordConfirm: 'anderes-1',
    })
    expect(mismatch.status).toBe(400)
    const html = await mismatch.text()
    expect(html).toContain('Die Passwörter müssen identisch sein')
    expect(html).not.toContain('neues-pass-1')

    const done = await post(link.pathname + link.search, {
      hash,
      newPassword: 'neues-pass-1',
      newPasswordConfirm: 'neues-pass-1',
    })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/login?reset=1')
    expect(await (await get('/login?reset=1')).text()).toContain('Ihr Passwort wurde geändert.')
    const login = await post('/login', { email, password: 'neues-pass-1' })
    expect(login.status).toBe(303)
  })

  it('tells an expired or unknown link apart from the form, with a link to request a new one', async () => {
    for (const path of [`/reset-password?hash=${'f'.repeat(32)}`, '/reset-password', '/en-GB/reset-password?hash=x']) {
      const html = await (await get(path)).text()
      expect(html, path).toMatch(/Der Link ist abgelaufen|This link has expired/)
      expect(html).toMatch(/href="(\/en-GB)?\/forgot-password"/)
      expect(html).not.toContain('id="field-newPassword"')
    }
  })
})
