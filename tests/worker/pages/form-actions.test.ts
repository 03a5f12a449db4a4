/** Form actions through the real worker (docs/decisions/017): no-JS POSTs, payload POSTs, errors, the CSRF guard. */
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../embedded/seed/customer/customers'
import { cookies, GERMAN_BROWSER, ORIGIN, request } from '../helpers'

const { private: customer } = DEMO_CUSTOMERS
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...GERMAN_BROWSER }

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(path, {
    method: 'POST',
    headers: { ...FORM, cookie: 'locale=de-DE', ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
}
const tokenCookie = (response: Response) => cookies(response)['sw-context-token']?.split(';')[0]

/** The session the cookie belongs to is a customer's: logging out through the proxy succeeds (a guest gets 403). */
async function isLoggedIn(cookie: string): Promise<boolean> {
  const response = await request('/store-api/account/logout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: '{}',
  })
  return response.status === 200
}

describe('login without JavaScript', () => {
  it('renders the form with labels, autocomplete and the page to come back to', async () => {
    const response = await request('/login?redirectTo=%2Fcheckout%2Fcart', {
      headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' },
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<form [^>]*action="\/login\?redirectTo=%2Fcheckout%2Fcart" method="post"/)
    expect(html).toMatch(/<label for="field-email">E-Mail-Adresse/)
    expect(html).toMatch(/<input id="field-email"[^>]*autocomplete="email"/i)
    expect(html).toMatch(/<input id="field-password"[^>]*type="password" autocomplete="current-password"/i)
    expect(html).toContain('name="redirectTo" value="/checkout/cart"')
  })

  it('logs in: 303 to the page asked for, with the renewed token cookie bound to the customer', async () => {
    const response = await post('/en-GB/login', {
      email: customer.email,
      password: customer.password,
      redirectTo: '/checkout/cart',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-GB/checkout/cart')
    const cookie = tokenCookie(response)!
    expect(cookies(response)['sw-context-token']).toMatch(/HttpOnly/i)
    expect(await isLoggedIn(cookie)).toBe(true)
  })

  it('goes to /account without a redirect, and never off the shop', async () => {
    for (const redirectTo of ['', '//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const response = await post('/login', { email: customer.email, password: customer.password, redirectTo })
      expect(response.headers.get('location'), redirectTo).toBe('/account')
    }
  })

  it('answers a wrong password with 400 and the spec text in German and English, keeping the email but never the password', async () => {
    const german = await post('/login', { email: customer.email, password: 'wrong-password-1' })
    expect(german.status).toBe(400)
    const html = await german.text()
    expect(html).toContain('Ungültiger Benutzername und/oder Passwort.')
    expect(html).toMatch(/role="alert"/)
    expect(html).toContain(`value="${customer.email}"`)
    expect(html).not.toContain('wrong-password-1')
    expect(tokenCookie(german)).toBeUndefined()

    const english = await post('/en-GB/login', { email: 'nobody@example.com', password: 'whatever' })
    expect(english.status).toBe(400)
    expect(await english.text()).toContain('Invalid username and/or password.')
  })

  it('checks the fields first: one error per field, tied to its input, with the action data for hydration', async () => {
    const response = await post('/login', { email: 'not-an-email', password: '' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein')
    expect(html).toContain('Dieses Feld ist erforderlich')
    expect(html).toMatch(/aria-invalid="true" aria-describedby="field-email-error"/)
    expect(html).toMatch(/id="field-password-error"/)
    expect(html).toContain('"actionData":{"login":{"errors"')
  })

  it('throttles after 10 attempts in 10 seconds with the seconds to wait', async () => {
    const email = 'throttle-form@example.com'
    let last: Response | undefined
    for (let i = 0; i < 11; i++) last = await post('/login', { email, password: `wrong-${i}` })
    expect(last!.status).toBe(429)
    expect(await last!.text()).toMatch(/Zu viele Versuche\. Bitte warten Sie \d+ Sekunden\./)
  })

  it('refuses a login posted from another site, without touching the session', async () => {
    const response = await post(
      '/login',
      { email: customer.email, password: customer.password },
      { origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('Ihre Sitzung ist abgelaufen')
    expect(tokenCookie(response)).toBeUndefined()
  })
})

describe('login with JavaScript: the POST goes to the page payload', () => {
  it('answers a success with the redirect, the session flag and the cookie', async () => {
    const response = await post('/en-GB/login/_payload.json', {
      email: customer.email,
      password: customer.password,
      redirectTo: '/account',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await response.json()).toEqual({ redirect: '/en-GB/account', session: true })
    expect(await isLoggedIn(tokenCookie(response)!)).toBe(true)
  })

  it('answers a failure with 400, the action data and every route`s data (no second request)', async () => {
    const response = await post('/login/_payload.json', { email: customer.email, password: 'nope-nope' })
    expect(response.status).toBe(400)
    const payload = (await response.json()) as {
      actionData: { login: { errors: { form: { key: string } }; values: Record<string, string> } }
      loaderData: Record<string, unknown>
      status: number
    }
    expect(payload.status).toBe(400)
    expect(payload.actionData.login.errors.form.key).toBe('auth.badCredentials')
    expect(payload.actionData.login.values).toEqual({ email: customer.email })
    expect(Object.keys(payload.loaderData).sort()).toEqual(['login', 'root'])
  })

  it('refuses a payload POST from another site', async () => {
    const response = await post(
      '/login/_payload.json',
      { email: customer.email, password: customer.password },
      { origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
  })
})

describe('logout', () => {
  it('logs out with the header`s POST form: 303 home, a fresh guest token', async () => {
    const login = await post('/login', { email: customer.email, password: customer.password })
    const cookie = tokenCookie(login)!
    const response = await post('/en-GB/account/logout', {}, { cookie: `${cookie}; locale=en-GB` })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-GB')
    const fresh = tokenCookie(response)!
    expect(fresh).not.toBe(cookie)
    expect(await isLoggedIn(fresh)).toBe(false)
  })

  it('sends a GET of the logout URL home without logging out', async () => {
    const response = await request('/account/logout', {
      headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' },
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
  })
})
