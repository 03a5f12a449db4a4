/** Net and gross prices: business customers and the business area see net prices, labelled; switching area logs out. */
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../embedded/seed/customer/customers'
import { catalogFixture, cookies, GERMAN_BROWSER, ORIGIN, request } from '../helpers'

const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...GERMAN_BROWSER }
const post = (path: string, fields: Record<string, string>, cookie = 'locale=de-DE') =>
  request(path, { method: 'POST', headers: { ...FORM, cookie }, body: new URLSearchParams(fields), redirect: 'manual' })
const get = (path: string, cookie = 'locale=de-DE') =>
  request(path, { headers: { ...GERMAN_BROWSER, cookie }, redirect: 'manual' })
const cookieOf = (response: Response, name: string) => cookies(response)[name]?.split(';')[0]

async function login(email: string) {
  const response = await post('/login', { email, password: DEMO_CUSTOMERS.private.password })
  expect(response.status).toBe(303)
  // The login sets the page cache's hint beside the token: this browser's pages are rendered for it (decision 037).
  expect(cookieOf(response, 'sw-states')).toBe('sw-states=logged-in')
  return `${cookieOf(response, 'sw-context-token')!}; ${cookieOf(response, 'sw-states')!}`
}

/** The first product card's price text and the footer's tax note of a listing page. */
async function listingPrices(path: string, cookie: string) {
  const html = await (await get(path, cookie)).text()
  const card = html.match(/<p class="price">(.*?)<\/p>/s)?.[1] ?? ''
  const amount = Number(
    card
      .replace(/<[^>]+>/g, '')
      .match(/([\d.]+,\d{2})/)?.[1]
      ?.replace(/\./g, '')
      .replace(',', '.'),
  )
  return { card, amount, footer: html.match(/<p class="tax-note">(.*?)<\/p>/s)?.[1] ?? '' }
}

describe('price display', () => {
  it('shows consumers gross prices with "inkl. MwSt." and business customers net ones with "zzgl. MwSt."', async () => {
    const { category } = await catalogFixture('de-DE')
    const guest = await listingPrices(category.path, 'locale=de-DE')
    expect(guest.card).toContain('inkl. MwSt.')
    expect(guest.footer).toContain('inkl. MwSt.')

    const privateCookie = await login(DEMO_CUSTOMERS.private.email)
    const consumer = await listingPrices(category.path, `${privateCookie}; locale=de-DE`)
    expect(consumer.card).toContain('inkl. MwSt.')
    expect(consumer.amount).toBe(guest.amount)

    const businessCookie = await login(DEMO_CUSTOMERS.business.email)
    const business = await listingPrices(category.path, `${businessCookie}; locale=de-DE`)
    expect(business.card).toContain('zzgl. MwSt.')
    expect(business.footer).toContain('zzgl. MwSt.')
    // The Store API answers a business context net; the page shows that amount as it is (no second conversion).
    expect(business.amount).toBeCloseTo(guest.amount / 1.19, 1)
  })

  it('lets a visitor switch to the business area: net prices, labelled, kept in a cookie', async () => {
    const { category } = await catalogFixture('de-DE')
    const page = await get('/area?to=business&redirectTo=%2F')
    expect(await page.text()).toContain('Der Geschäftskundenbereich richtet sich ausschließlich an Unternehmer.')
    const switched = await post('/area', { to: 'business', redirectTo: category.path })
    expect(switched.status).toBe(303)
    expect(switched.headers.get('location')).toBe(category.path)
    const area = cookieOf(switched, 'shop-area')!
    expect(cookies(switched)['shop-area']).toMatch(/Max-Age=31536000; Path=\/; SameSite=Lax/)
    const guest = await listingPrices(category.path, 'locale=de-DE')
    const net = await listingPrices(category.path, `${area}; locale=de-DE`)
    expect(net.card).toContain('zzgl. MwSt.')
    expect(net.amount).toBeCloseTo(guest.amount / 1.19, 1)
  })

  it('asks a customer before switching and logs them out when they confirm', async () => {
    const token = await login(DEMO_CUSTOMERS.business.email)
    const page = await (await get('/en-GB/area?to=private', `${token}; locale=en-GB`)).text()
    expect(page).toContain('Switching will log you out.')
    const switched = await post('/en-GB/area', { to: 'private', redirectTo: '/' }, `${token}; locale=en-GB`)
    expect(switched.status).toBe(303)
    expect(switched.headers.get('location')).toBe('/en-GB')
    const fresh = cookieOf(switched, 'sw-context-token')!
    expect(fresh).not.toBe(token)
    // Logged out: the hint goes, so the next pages are the edge's kept ones again.
    expect(cookies(switched)['sw-states']).toMatch(/^sw-states=; .*Max-Age=0/)
    const logout = await request('/store-api/account/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: fresh },
      body: '{}',
    })
    expect(logout.status).toBe(403)
  })

  it('prices search suggestions in the chosen display, and never lets a shared cache keep a net answer', async () => {
    const { product } = await catalogFixture('de-DE')
    const term = product.name.split(' ')[0]!
    const suggest = async (cookie: string) => {
      const response = await get(`/_suggest.json?search=${encodeURIComponent(term)}`, cookie)
      expect(response.status).toBe(200)
      const body = (await response.json()) as {
        priceDisplay: string
        suggestions: Array<{ id: string; price: number | null }>
      }
      return {
        display: body.priceDisplay,
        price: body.suggestions.find((s) => s.id === product.id)?.price,
        cacheControl: response.headers.get('cache-control'),
        vary: response.headers.get('vary'),
      }
    }
    const gross = await suggest('locale=de-DE; shop-area=private')
    expect(gross).toMatchObject({ display: 'gross', cacheControl: 'public, max-age=60', vary: 'Cookie' })
    expect(gross.price).toBeGreaterThan(0)
    const net = await suggest('locale=de-DE; shop-area=business')
    expect(net).toMatchObject({ display: 'net', cacheControl: 'private, max-age=60', vary: 'Cookie' })
    expect(net.price).toBeCloseTo(gross.price! / 1.19, 2)

    // A business customer's context is net already: the same net amount, not converted twice; never kept.
    const business = await login(DEMO_CUSTOMERS.business.email)
    const customer = await suggest(`${business}; locale=de-DE`)
    expect(customer).toMatchObject({ display: 'net', cacheControl: 'private, no-store' })
    expect(customer.price).toBeCloseTo(net.price!, 2)
    // A private customer sees gross, whatever a stale area cookie says.
    const consumer = await suggest(`${await login(DEMO_CUSTOMERS.private.email)}; shop-area=business; locale=de-DE`)
    expect(consumer).toMatchObject({ display: 'gross', price: gross.price })
  })
})
