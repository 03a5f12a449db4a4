/**
 * The account pages through the real worker: guests go to the login; a customer sees and changes only
 * their own data, in both locales; every form works as a plain POST (no JavaScript).
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { uuidFor } from '../../../shared/ids'
import { DEMO_CUSTOMERS } from '../../../embedded/seed/customer/customers'
import { cookies, GERMAN_BROWSER, ORIGIN, request } from '../helpers'

const PAGES = ['/account', '/account/profile', '/account/address', '/account/payment']
const { private: demo, business } = DEMO_CUSTOMERS
const GERMANY = uuidFor('country:DE')
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...GERMAN_BROWSER }

let ip = 0
/** Logs a customer in through the page's own login action and answers the cookie header its pages send. */
async function loginCookie(email: string, password: string): Promise<string> {
  const response = await request('/login', {
    method: 'POST',
    headers: { ...FORM, cookie: 'locale=de-DE', 'cf-connecting-ip': `10.9.0.${++ip}` },
    body: new URLSearchParams({ email, password, redirectTo: '/account' }),
    redirect: 'manual',
  })
  expect(response.status).toBe(303)
  return `${cookies(response)['sw-context-token']!.split(';')[0]}; locale=de-DE`
}

/** A fresh customer (registered through the Store API proxy), so changing tests never touch the seed's. */
async function newCustomer(): Promise<{ cookie: string; email: string; id: string }> {
  const email = `konto-${crypto.randomUUID().slice(0, 8)}@example.com`
  const response = await request('/store-api/account/register', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'erstes-Passwort-1',
      firstName: 'Kai',
      lastName: 'Konto',
      acceptedDataProtection: true,
      storefrontUrl: ORIGIN,
      billingAddress: { street: 'Hafenstraße 5', zipcode: '20457', city: 'Hamburg', countryId: GERMANY },
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  const row = await env.DB.prepare('SELECT id FROM customer WHERE email = ?').bind(email).first<{ id: string }>()
  return { cookie: await loginCookie(email, 'erstes-Passwort-1'), email, id: row!.id }
}

const page = (path: string, cookie: string) => request(path, { headers: { ...GERMAN_BROWSER, cookie } })
const post = (path: string, cookie: string, fields: Record<string, string>) =>
  request(path, { method: 'POST', headers: { ...FORM, cookie }, body: new URLSearchParams(fields), redirect: 'manual' })
const STREET = {
  firstName: 'Kai',
  lastName: 'Konto',
  street: 'Lindenweg 7',
  zipcode: '28195',
  city: 'Bremen',
  countryId: GERMANY,
}
const addressesOf = async (customerId: string) =>
  (
    await env.DB.prepare(
      'SELECT id, street, additional_address_line1 AS line1, company FROM customer_address WHERE customer_id = ? ORDER BY created_at',
    )
      .bind(customerId)
      .all<{ id: string; street: string; line1: string | null; company: string | null }>()
  ).results

describe('a guest', () => {
  it.each(PAGES)('is sent from %s to the login, which brings them back', async (path) => {
    const response = await page(path, 'locale=de-DE')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
  })

  it('keeps the English prefix and the query on the way to the login', async () => {
    const response = await page('/en-GB/account/address?form=packstation', 'locale=en-GB')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(
      `/en-GB/login?redirectTo=${encodeURIComponent('/account/address?form=packstation')}`,
    )
  })

  it('gets the login as a payload redirect on a client navigation (JSON, no document load needed)', async () => {
    for (const [path, location] of [
      ['/account/_payload.json', '/login?redirectTo=%2Faccount'],
      ['/en-GB/account/profile/_payload.json', '/en-GB/login?redirectTo=%2Faccount%2Fprofile'],
    ] as const) {
      const response = await request(path, { headers: { ...GERMAN_BROWSER, accept: 'application/json' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(((await response.json()) as { redirect: string }).redirect).toBe(location)
    }
  })

  it('cannot post a form: the action sends them to the login too, nothing changes', async () => {
    const response = await post('/account/address', 'locale=de-DE', { intent: 'address-delete', addressId: 'x' })
    expect([302, 303]).toContain(response.status)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Faccount%2Faddress')
  })
})

describe('a customer', () => {
  it('sees their own overview with the side navigation and breadcrumb, never another customer', async () => {
    const cookie = await loginCookie(demo.email, demo.password)
    const response = await page('/account', cookie)
    expect(response.status).toBe(200)
    // A page that shows a customer is kept nowhere (DESIGN: private, no-store); an anonymous one is.
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const anonymous = await request('/', { headers: GERMAN_BROWSER })
    expect(anonymous.headers.get('cache-control')).toBe('private, no-cache')
    const html = await response.text()
    expect(html).toContain(demo.email)
    expect(html).toMatch(/<nav aria-label="Kontonavigation"[^>]*>.*aria-current="page"[^>]*>Übersicht</s)
    expect(html).toContain('Kontoübersicht')
    expect(html).not.toContain(business.email)
  })

  it.each(PAGES)('%s renders in German and English', async (path) => {
    const cookie = await loginCookie(demo.email, demo.password)
    const german = await page(path, cookie)
    expect(german.status).toBe(200)
    expect(await german.text()).toContain('<nav aria-label="Kontonavigation"')
    const english = await page(`/en-GB${path}`, cookie.replace('locale=de-DE', 'locale=en-GB'))
    expect(english.status).toBe(200)
    expect(await english.text()).toContain('<nav aria-label="Account navigation"')
  })

  it("sees only their own addresses; another customer's address id opens no form", async () => {
    const me = await newCustomer()
    const other = await newCustomer()
    expect(
      (await post('/account/address', other.cookie, { ...STREET, intent: 'address-save', kind: 'default' })).status,
    ).toBe(303)
    const theirs = (await addressesOf(other.id))[1]!
    const response = await page(`/account/address?edit=${theirs.id}`, me.cookie)
    expect(response.status).toBe(200)
    const html = await response.text()
    // The id is in the page's own URL (canonical, router state); the address itself is nowhere.
    expect(html).not.toContain(theirs.street)
    expect(html).not.toContain('id="address-form-heading"')
    const [own] = await addressesOf(me.id)
    expect(html).toContain(own!.street)
    // The same URL with their own id opens that address in its form.
    const editing = await (await page(`/account/address?edit=${own!.id}`, me.cookie)).text()
    expect(editing).toContain('id="address-form-heading"')
    expect(editing).toContain(`name="addressId" value="${own!.id}"`)
  })
})

describe('the newsletter state', () => {
  const subscribe = (email: string, cookie?: string) =>
    request('/store-api/newsletter/subscribe', {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'cf-connecting-ip': `10.9.1.${++ip}`,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ email, option: 'subscribe', storefrontUrl: ORIGIN }),
    })
  // The dictionary rides along in the page's boot data: only the rendered paragraph counts.
  const shown = (text: string) => `<p>${text}</p>`
  const texts = async (path: string, cookie: string) => {
    const german = await (await page(path, cookie)).text()
    const english = await (await page(`/en-GB${path}`, cookie.replace('locale=de-DE', 'locale=en-GB'))).text()
    return { german, english }
  }

  it('shows not subscribed, then the pending opt-in, then subscribed on the overview and the profile', async () => {
    const me = await newCustomer()
    for (const path of ['/account', '/account/profile']) {
      const { german, english } = await texts(path, me.cookie)
      expect(german).toContain(shown('Sie haben unseren Newsletter nicht abonniert.'))
      expect(english).toContain(shown('You are not subscribed to our newsletter.'))
    }
    // Subscribed without a session (the footer form): the opt-in mail waits for the click.
    expect((await subscribe(me.email)).status).toBe(200)
    for (const path of ['/account', '/account/profile']) {
      const { german, english } = await texts(path, me.cookie)
      expect(german).toContain(shown('Bestätigung ausstehend – bitte prüfen Sie Ihr Postfach'))
      expect(german).not.toContain(shown('Sie haben unseren Newsletter abonniert.'))
      expect(english).toContain(shown('Confirmation pending – please check your inbox'))
    }
    // Another customer's page knows nothing of it.
    const other = await newCustomer()
    expect((await texts('/account', other.cookie)).german).toContain(
      shown('Sie haben unseren Newsletter nicht abonniert.'),
    )
    // Subscribing their own email while logged in needs no opt-in: subscribed at once.
    expect((await subscribe(me.email, me.cookie)).status).toBe(200)
    for (const path of ['/account', '/account/profile']) {
      const { german, english } = await texts(path, me.cookie)
      expect(german).toContain(shown('Sie haben unseren Newsletter abonniert.'))
      expect(english).toContain(shown('You are subscribed to our newsletter.'))
    }
  }, 30_000) // Two registrations (PBKDF2) and twelve page renders: more than 5 s on a busy machine.
})

describe('forms without JavaScript', () => {
  it('adds a Packstation address: errors per field in German with typed values, then 303 to the list', async () => {
    const { cookie, id } = await newCustomer()
    const fields = {
      intent: 'address-save',
      kind: 'packstation',
      firstName: 'Kai',
      lastName: 'Konto',
      packstationNumber: '12',
      postNumber: '12345678',
      zipcode: '20095',
      city: 'Hamburg',
      countryId: GERMANY,
    }
    const refused = await post('/account/address?form=packstation', cookie, fields)
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toMatch(/id="field-packstationNumber"[^>]*aria-invalid="true"/)
    expect(html).toContain('Ungültiges Format')
    expect(html).toContain('value="12345678"')
    expect((await addressesOf(id)).length).toBe(1)

    const saved = await post('/account/address?form=packstation', cookie, { ...fields, packstationNumber: '123' })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/account/address?done=saved')
    expect((await addressesOf(id)).map(({ street, line1 }) => ({ street, line1 }))).toContainEqual({
      street: 'Packstation 123',
      line1: '12345678',
    })
    const list = await (await page('/account/address?done=saved', cookie)).text()
    expect(list).toContain('Die Adresse wurde gespeichert.')
    expect(list).toContain('Postnummer: 12345678')
  })

  it('adds a pickup shop whose company is the shop name, and sets an address as default shipping', async () => {
    const { cookie, id } = await newCustomer()
    const blank = await post('/account/address', cookie, {
      intent: 'address-save',
      kind: 'pickupShop',
      firstName: 'Kai',
      lastName: 'Konto',
      company: '',
      street: 'Markt 1',
      zipcode: '28195',
      city: 'Bremen',
      countryId: GERMANY,
    })
    expect(blank.status).toBe(400)
    expect(await blank.text()).toMatch(/id="field-company"[^>]*aria-invalid="true"/)
    const saved = await post('/account/address', cookie, {
      intent: 'address-save',
      kind: 'pickupShop',
      firstName: 'Kai',
      lastName: 'Konto',
      company: 'Kiosk am Markt',
      street: 'Markt 1',
      zipcode: '28195',
      city: 'Bremen',
      countryId: GERMANY,
    })
    expect(saved.status).toBe(303)
    const shop = (await addressesOf(id)).find((a) => a.company === 'Kiosk am Markt')!
    const made = await post('/account/address', cookie, {
      intent: 'address-default',
      addressId: shop.id,
      type: 'shipping',
    })
    expect(made.headers.get('location')).toBe('/account/address?done=default')
    const row = await env.DB.prepare('SELECT default_shipping_address_id AS id FROM customer WHERE id = ?')
      .bind(id)
      .first<{ id: string }>()
    expect(row!.id).toBe(shop.id)
  })

  it("refuses to delete the default address, and never another customer's", async () => {
    const { cookie, id } = await newCustomer()
    const [own] = await addressesOf(id)
    const refused = await post('/account/address', cookie, { intent: 'address-delete', addressId: own!.id })
    expect(refused.status).toBe(400)
    expect((await addressesOf(id)).length).toBe(1)

    // The other customer's second address is no default, so only ownership can protect it.
    const other = await newCustomer()
    expect(
      (await post('/account/address', other.cookie, { ...STREET, intent: 'address-save', kind: 'default' })).status,
    ).toBe(303)
    const theirs = (await addressesOf(other.id))[1]!
    const foreign = await post('/account/address', cookie, { intent: 'address-delete', addressId: theirs.id })
    expect(foreign.status).toBe(400)
    expect((await addressesOf(other.id)).map((a) => a.id)).toContain(theirs.id)
    const setForeign = await post('/account/address', cookie, {
      intent: 'address-default',
      addressId: theirs.id,
      type: 'billing',
    })
    expect(setForeign.status).toBe(400)
    const row = await env.DB.prepare('SELECT default_billing_address_id AS id FROM customer WHERE id = ?')
      .bind(id)
      .first<{ id: string }>()
    expect(row!.id).toBe(own!.id)
  })

  it("changes the profile, and says 'The passwords must be identical' in the shopper's language", async () => {
    const { cookie, id } = await newCustomer()
    const saved = await post('/account/profile', cookie, {
      intent: 'profile',
      accountType: 'private',
      firstName: 'Karla',
      lastName: 'Konto',
    })
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('Ihre persönlichen Daten wurden gespeichert.')
    const row = await env.DB.prepare('SELECT first_name AS name FROM customer WHERE id = ?')
      .bind(id)
      .first<{ name: string }>()
    expect(row!.name).toBe('Karla')

    const fields = {
      intent: 'password',
      password: 'erstes-Passwort-1',
      newPassword: 'zweites-Passwort-2',
      newPasswordConfirm: 'anderes-Passwort-3',
    }
    const german = await (await post('/account/profile', cookie, fields)).text()
    expect(german).toContain('Die Passwörter müssen identisch sein')
    expect(german).not.toContain('erstes-Passwort-1')
    const english = await post('/en-GB/account/profile', cookie.replace('de-DE', 'en-GB'), fields)
    expect(english.status).toBe(400)
    expect(await english.text()).toContain('The passwords must be identical')
  })

  it('changes the password: the old one no longer logs in, the new one does', async () => {
    const { cookie, email } = await newCustomer()
    const wrong = await post('/account/profile', cookie, {
      intent: 'password',
      password: 'falsch-falsch',
      newPassword: 'zweites-Passwort-2',
      newPasswordConfirm: 'zweites-Passwort-2',
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toMatch(/id="field-password"[^>]*aria-invalid="true"/)
    const changed = await post('/account/profile', cookie, {
      intent: 'password',
      password: 'erstes-Passwort-1',
      newPassword: 'zweites-Passwort-2',
      newPasswordConfirm: 'zweites-Passwort-2',
    })
    expect(changed.status).toBe(200)
    expect(await changed.text()).toContain('Ihr Passwort wurde geändert.')
    const old = await request('/login', {
      method: 'POST',
      headers: { ...FORM, cookie: 'locale=de-DE', 'cf-connecting-ip': '10.9.1.1' },
      body: new URLSearchParams({ email, password: 'erstes-Passwort-1' }),
      redirect: 'manual',
    })
    expect(old.status).toBe(400)
    await loginCookie(email, 'zweites-Passwort-2')
  })

  it('chooses the default payment method from the available ones', async () => {
    const { cookie, id } = await newCustomer()
    const html = await (await page('/account/payment', cookie)).text()
    const choices = [...html.matchAll(/name="paymentMethodId" value="([0-9a-f]{32})"(?! checked)/g)].map((m) => m[1]!)
    expect(choices.length).toBeGreaterThan(0)
    const saved = await post('/account/payment', cookie, { intent: 'payment', paymentMethodId: choices[0]! })
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('Ihre Standard-Zahlungsart wurde geändert.')
    const row = await env.DB.prepare('SELECT default_payment_method_id AS id FROM customer WHERE id = ?')
      .bind(id)
      .first<{ id: string }>()
    expect(row!.id).toBe(choices[0])
    const unknown = await post('/account/payment', cookie, { intent: 'payment', paymentMethodId: 'f'.repeat(32) })
    expect(unknown.status).toBe(400)
  })

  it('shows a business customer the company and VAT id, and checks the VAT id format of their country', async () => {
    const cookie = await loginCookie(business.email, business.password)
    const html = await (await page('/account/profile', cookie)).text()
    expect(html).toMatch(/<input id="field-company"[^>]*value="[^"]+"/)
    expect(html).toContain('id="field-vatId"')
    const fields = {
      intent: 'profile',
      accountType: 'business',
      firstName: 'Bea',
      lastName: 'Betrieb',
      company: 'Bau GmbH',
    }
    const refused = await post('/account/profile', cookie, { ...fields, vatId: 'DE12' })
    expect(refused.status).toBe(400)
    const text = await refused.text()
    expect(text).toMatch(/id="field-vatId"[^>]*aria-invalid="true"/)
    expect(text).toContain('value="DE12"')
    const saved = await post('/account/profile', cookie, { ...fields, vatId: 'DE123456789' })
    expect(saved.status).toBe(200)
    const row = await env.DB.prepare('SELECT company, vat_ids AS vatIds FROM customer WHERE id = ?')
      .bind(business.id)
      .first<{ company: string; vatIds: string }>()
    expect(row).toEqual({ company: 'Bau GmbH', vatIds: '["DE123456789"]' })
  })

  it('refuses a form from another site (CSRF) with the 403 page', async () => {
    const { cookie } = await newCustomer()
    const response = await request('/account/profile', {
      method: 'POST',
      headers: { ...FORM, origin: 'https://evil.example', cookie },
      body: new URLSearchParams({ intent: 'profile', firstName: 'X', lastName: 'Y' }),
      redirect: 'manual',
    })
    expect(response.status).toBe(403)
  })
})
