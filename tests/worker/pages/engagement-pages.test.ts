/**
 * The engagement pages: wishlist, "my products", the newsletter confirmation and the
 * contact form element, rendered by the real worker; every customer page keyed by the session's customer.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { uuidFor } from '../../../shared/ids'
import { DEMO_CUSTOMERS } from '../../../embedded/seed'
import { catalogFixture, embeddedApi, ENGLISH_BROWSER, GERMAN_BROWSER, ORIGIN, request } from '../helpers'

/** A logged-in customer's context token, through the embedded Store API's login. */
async function tokenOf(customer: { email: string; password: string }): Promise<string> {
  const api = embeddedApi()
  await api.invoke('loginCustomer post /account/login', {
    body: { username: customer.email, password: customer.password },
    headers: { 'cf-connecting-ip': `10.7.${Math.floor(Math.random() * 250)}.1` },
  })
  return api.contextToken!
}

const page = (path: string, token?: string, headers: Record<string, string> = GERMAN_BROWSER) =>
  request(path, { headers: { ...headers, ...(token ? { cookie: `sw-context-token=${token}` } : {}) } })

describe('wishlist page', () => {
  it("a guest's page reads the list in the browser (local storage), with the breadcrumb", async () => {
    const response = await page('/wishlist')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1 id="wishlist-heading">Merkliste</h1>')
    expect(html).toContain('<p role="status">Merkliste wird geladen …</p>')
    expect(html).toMatch(/aria-current="page"[^>]*>Merkliste/)
  })

  it("a customer's page lists their server wishlist, never another customer's", async () => {
    const { product } = await catalogFixture()
    const a = await tokenOf(DEMO_CUSTOMERS.private)
    const b = await tokenOf(DEMO_CUSTOMERS.business)
    await embeddedApi().request('POST', `/customer/wishlist/add/${product.id}`, { headers: { 'sw-context-token': a } })

    const forA = await (await page('/wishlist', a)).text()
    expect(forA).toContain(product.name)
    expect(forA).toContain('1 Produkte auf Ihrer Merkliste')
    const forB = await (await page('/en-GB/wishlist', b, ENGLISH_BROWSER)).text()
    expect(forB).not.toContain(product.name)
    expect(forB).toContain('<p>Your wishlist is empty.</p>')
  })
})

describe('my products', () => {
  it("tells a guest 'You must be logged in!' in both locales, with the login link", async () => {
    const de = await (await page('/meine-produkte')).text()
    expect(de).toMatch(/role="alert"[^>]*>Sie müssen angemeldet sein!</)
    expect(de).toContain('href="/login?redirectTo=%2Fmeine-produkte"')
    const en = await (await page('/en-GB/meine-produkte', undefined, ENGLISH_BROWSER)).text()
    expect(en).toMatch(/role="alert"[^>]*>You must be logged in!</)
    expect(en).toContain('href="/en-GB/login?redirectTo=%2Fmeine-produkte"')
  })

  it("shows a customer's wishlisted and reviewed products, and no other customer's", async () => {
    const listing = (await embeddedApi().invoke('readProduct post /product', { body: { limit: 3 } })) as {
      elements: Array<{ id: string; translated: { name: string } }>
    }
    const [kept, reviewed, others] = listing.elements
    const a = await tokenOf(DEMO_CUSTOMERS.private)
    const b = await tokenOf(DEMO_CUSTOMERS.business)
    await embeddedApi().request('POST', `/customer/wishlist/add/${kept!.id}`, { headers: { 'sw-context-token': a } })
    const review = {
      title: 'Sehr gut',
      content: 'Sitzt gut und hält warm, auch bei Regen und Wind den ganzen Tag.',
      points: 5,
    }
    for (const [token, product] of [
      [a, reviewed!],
      [b, others!],
    ] as const) {
      const saved = await embeddedApi().request('POST', `/product/${product.id}/review`, {
        body: review,
        headers: { 'sw-context-token': token },
      })
      expect(saved.status).toBeLessThan(300)
    }

    const html = await (await page('/meine-produkte', a)).text()
    expect(html).not.toMatch(/>Sie müssen angemeldet sein!</)
    const cards = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(cards).toContain(`>${kept!.translated.name}</h3>`)
    expect(cards).toContain(`>${reviewed!.translated.name}</h3>`)
    expect(cards).not.toContain(`>${others!.translated.name}</h3>`)
    // Nothing of theirs was ordered: no "buy again".
    expect(cards).not.toContain('Erneut kaufen')
  })
})

describe('newsletter confirmation page', () => {
  it('says so when the link does not work, in both locales', async () => {
    const query = `?em=${'0'.repeat(40)}&hash=${'f'.repeat(32)}`
    expect(await (await page(`/newsletter-subscribe${query}`)).text()).toMatch(
      /role="alert"[^>]*>Dieser Bestätigungslink ist ungültig oder abgelaufen./,
    )
    expect(await (await page(`/en-GB/newsletter-subscribe${query}`, undefined, ENGLISH_BROWSER)).text()).toMatch(
      /role="alert"[^>]*>This confirmation link is invalid or has expired./,
    )
  })

  it("confirms the mail's link (double opt-in)", async () => {
    const email = 'confirm-me@example.com'
    await embeddedApi().invoke('subscribeToNewsletter post /newsletter/subscribe', {
      body: { email, option: 'subscribe', storefrontUrl: 'http://shop.test', firstName: 'Max', lastName: 'Muster' },
      headers: { 'x-forwarded-host': 'shop.test' },
    })
    const mail = await env.DB.prepare('SELECT links FROM mail_outbox WHERE recipient = ? ORDER BY rowid DESC LIMIT 1')
      .bind(email)
      .first<{ links: string }>()
    const link = new URL((JSON.parse(mail!.links) as string[])[0]!)
    expect(link.pathname).toBe('/newsletter-subscribe')
    const html = await (await page(link.pathname + link.search)).text()
    expect(html).toMatch(/role="status"[^>]*>Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.</)
  })
})

describe('contact form element', () => {
  it('renders the form with the salutations on the contact page, in both locales', async () => {
    const de = await (await page('/service-hilfe/kontaktformular')).text()
    expect(de).toMatch(/<form class="contact-form"[^>]*action="\/service-hilfe\/kontaktformular" method="post"/)
    expect(de).toContain('name="intent" value="contact"')
    expect(de).toMatch(/<option value="[0-9a-f]{32}">Frau<\/option>/)
    const en = await (await page('/en-GB/service-help/contact-form', undefined, ENGLISH_BROWSER)).text()
    expect(en).toMatch(/<option value="[0-9a-f]{32}">Mrs\.<\/option>/)
    expect(en).toContain('<label for="field-comment">Your message')
  })
})

const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }

/** A form POST without JavaScript, as the browser sends it (same origin, the session cookie). */
function post(path: string, fields: Record<string, string>, token?: string, headers = GERMAN_BROWSER) {
  return request(path, {
    method: 'POST',
    headers: { ...headers, ...FORM, ...(token ? { cookie: `sw-context-token=${token}` } : {}) },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
}

/**
 * The page without its footer (whose newsletter form has fields of its own) and its scripts (the
 * hydration data holds every text of the dictionary); streamed parts after </main> stay in.
 */
const mainOf = async (response: Response) =>
  (await response.text()).replace(/<footer[\s\S]*?<\/footer>/, '').replace(/<script[\s\S]*?<\/script>/g, '')

describe('forms without JavaScript', () => {
  it("a guest's wishlist button on a listing opens the login, which comes back (the list lives in the browser)", async () => {
    const { category } = await catalogFixture()
    const html = await (await page(category.path)).text()
    expect(html).toContain(
      `<form class="wishlist-form" action="/login" method="get"><input type="hidden" name="redirectTo" value="${category.path}"/>`,
    )
  })

  it("a customer's wishlist button adds and removes, then goes back; a guest goes to the login", async () => {
    const { product, category } = await catalogFixture()
    const token = await tokenOf(DEMO_CUSTOMERS.business)
    const fields = { intent: 'add', productId: product.id, redirectTo: category.path }
    const added = await post('/wishlist', fields, token)
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe(category.path)
    // Adding twice is no error: the product is on the list either way.
    expect((await post('/wishlist', fields, token)).status).toBe(303)
    expect(await mainOf(await page('/wishlist', token))).toContain(`>${product.name}</h2>`)

    const removed = await post('/en-GB/wishlist', { ...fields, intent: 'remove', redirectTo: '/wishlist' }, token)
    expect(removed.headers.get('location')).toBe('/en-GB/wishlist')
    expect(await mainOf(await page('/wishlist', token))).not.toContain(`>${product.name}</h2>`)

    const guest = await post('/wishlist', fields)
    expect(guest.status).toBe(303)
    expect(guest.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(category.path)}`)
  })

  it('refuses a wishlist POST from another site', async () => {
    const response = await request('/wishlist', {
      method: 'POST',
      headers: { ...FORM, origin: 'https://evil.example' },
      body: new URLSearchParams({ intent: 'add', productId: 'a'.repeat(32) }),
      redirect: 'manual',
    })
    expect(response.status).toBe(403)
  })

  it('the contact form answers one error per field with the values kept, then sends both mails', async () => {
    const empty = await post('/service-hilfe/kontaktformular', { intent: 'contact', subject: 'Lieferzeit' })
    expect(empty.status).toBe(400)
    const html = await mainOf(empty)
    expect(html.match(/class="field-error">Dieses Feld ist erforderlich</g)).toHaveLength(6)
    expect(html).toMatch(/<input id="field-subject"[^>]*value="Lieferzeit"/)

    const email = 'kontakt-ohne-js@example.com'
    const sent = await post(
      '/en-GB/service-help/contact-form',
      {
        intent: 'contact',
        salutationId: uuidFor('salutation:mrs'),
        firstName: 'John',
        lastName: 'Smith',
        email,
        subject: 'Delivery time',
        comment: 'When will my order of safety shoes arrive?',
        privacy: 'on',
      },
      undefined,
      ENGLISH_BROWSER,
    )
    expect(sent.status).toBe(200)
    expect(await mainOf(sent)).toMatch(/role="status"[^>]*>Thank you for your message!/)
    const copy = await env.DB.prepare('SELECT kind FROM mail_outbox WHERE recipient = ?').bind(email).all()
    expect(copy.results.length).toBeGreaterThan(0)
  })

  it('the newsletter form checks the names (at least 2 characters), then mails the link to this shop', async () => {
    const short = await post('/newsletter-subscribe', {
      newsletterEmail: 'kein-mail',
      newsletterFirstName: 'A',
      newsletterLastName: 'Schmidt',
    })
    expect(short.status).toBe(400)
    const html = await mainOf(short)
    expect(html).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein')
    expect(html).toContain('Bitte geben Sie mindestens 2 Zeichen ein')
    expect(html).toMatch(/<input id="field-newsletterLastName"[^>]*value="Schmidt"/)

    const email = 'newsletter-ohne-js@example.com'
    const sent = await post(
      '/en-GB/newsletter-subscribe',
      { newsletterEmail: email, newsletterFirstName: 'Jo', newsletterLastName: 'Smith', newsletterPrivacy: 'on' },
      undefined,
      ENGLISH_BROWSER,
    )
    expect(sent.status).toBe(200)
    expect(await mainOf(sent)).toMatch(/role="status"[^>]*>Thank you! Please check your mail/)
    const mail = await env.DB.prepare('SELECT links FROM mail_outbox WHERE recipient = ?')
      .bind(email)
      .first<{ links: string }>()
    expect(JSON.parse(mail!.links)[0]).toMatch(
      /^http:\/\/shop\.test\/en-GB\/newsletter-subscribe\?em=[0-9a-f]{40}&hash=/,
    )
  })

  it('a customer writes a review on the product page and it appears; a guest is refused', async () => {
    const { product } = await catalogFixture('en-GB')
    const token = await tokenOf(DEMO_CUSTOMERS.private)
    const review = {
      intent: 'review',
      productId: product.id,
      points: '4',
      title: 'Warm and rugged',
      content: 'Fits well, keeps warm and survives the building site without any trouble.',
    }
    const short = await post(`/en-GB${product.path}`, { ...review, content: 'Too short.' }, token, ENGLISH_BROWSER)
    expect(short.status).toBe(400)
    expect(await mainOf(short)).toContain('Please enter at least 40 characters')

    const saved = await post(`/en-GB${product.path}`, review, token, ENGLISH_BROWSER)
    expect(saved.status).toBe(200)
    const html = await mainOf(saved)
    expect(html).toMatch(/role="status"[^>]*>Thank you for your review!/)
    expect(html).toContain('>Warm and rugged</h3>')

    const guest = await post(`/en-GB${product.path}`, review, undefined, ENGLISH_BROWSER)
    // A guest has no account to review with: refused, and the page offers the login instead of the form.
    expect(guest.status).toBeGreaterThanOrEqual(400)
    const guestPage = await mainOf(guest)
    expect(guestPage).not.toContain('Thank you for your review!')
    expect(guestPage).toContain('Log in to write a review.')
  })
})
