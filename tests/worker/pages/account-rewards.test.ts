/**
 * The account's loyalty programme and coupon pages through the real worker, with the seeded demo
 * customers' points and coupons; each customer sees only their own.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { markPaid } from '../../../embedded/checkout/order/payment-state'
import { seedCoupon } from '../../../embedded/seed/checkout/promotions'
import { customerId } from '../../../embedded/seed/keys'
import { loginToken, plainProduct, post as storeApi, registered } from '../../../embedded/tests/worker/fixtures'
import { ENGLISH_BROWSER, GERMAN_BROWSER, request, sessionCookie } from '../helpers'

const page = (path: string, cookie: string, headers: Record<string, string> = GERMAN_BROWSER) =>
  request(path, { headers: { ...headers, cookie } })

/** Seeded customer n's logged-in page cookie. */
async function seeded(n: number, locale = 'de-DE') {
  const row = await env.DB.prepare('SELECT email FROM customer WHERE id = ?')
    .bind(customerId(n))
    .first<{ email: string }>()
  return sessionCookie(await loginToken(row!.email), locale)
}

describe('the loyalty programme page', () => {
  it.each(['/account/loyalty-program', '/account/coupon'])('sends a guest from %s to the login', async (path) => {
    const response = await page(path, 'locale=de-DE')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
  })

  it('shows a customer below Bronze their points, the progress to Bronze, the levels and the FAQ', async () => {
    const response = await page('/account/loyalty-program', await seeded(1))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('420 Punkte')
    expect(html).toContain('89 Punkte in Prüfung')
    expect(html).toContain('Noch keine Stufe')
    expect(html).toMatch(/<progress[^>]*max="999"[^>]*value="420"/)
    expect(html).toContain('Noch 579 Punkte bis Bronze')
    // The advantages of every level, each badge named in text on its tier colour.
    for (const colour of ['bronze', 'silver', 'gold', 'platin']) expect(html).toContain(`loyalty-badge-${colour}`)
    expect(html).toContain('5 % Rabatt auf jede Bestellung')
    expect(html).toContain('8 % Rabatt auf jede Bestellung')
    expect(html).toContain('10 % Rabatt auf jede Bestellung')
    expect(html).toContain('Individueller Rabatt')
    expect(html).toContain('Versandkostenfrei')
    expect(html).toMatch(/<details><summary>Wie sammle ich Punkte\?<\/summary>/)
    // The seeded transactions: booked and in review, with their order numbers.
    expect(html).toContain('>20001<')
    expect(html).toContain('>30001<')
    expect(html).toContain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(89.9))
  })

  it('shows a Bronze customer the badge and the way to Silver, in English too', async () => {
    const html = await (await page('/account/loyalty-program', await seeded(3))).text()
    expect(html).toMatch(/class="loyalty-badge loyalty-badge-bronze"[^>]*>Bronze</)
    expect(html).toContain('Noch 1.299 Punkte bis Silber')
    // Points as a German reads them: thousands grouped (1.299), in the levels' thresholds too.
    expect(html).toMatch(/ab \d{1,3}\.\d{3} Punkten/)
    expect(html).not.toContain('>20001<')
    const english = await (
      await page('/en-GB/account/loyalty-program', await seeded(3, 'en-GB'), ENGLISH_BROWSER)
    ).text()
    expect(english).toContain('1,299 points to Silver')
    expect(english).toContain('Frequently asked questions')
  })

  it('lists a paid order of a new customer with its state, in review', async () => {
    const { variant } = plainProduct()
    const shopper = await registered()
    await storeApi(
      '/checkout/cart/line-item',
      { items: [{ type: 'product', referencedId: variant.id, quantity: 2 }] },
      shopper.token,
    )
    const order = (await (await storeApi('/checkout/order', {}, shopper.token)).json()) as {
      id: string
      orderNumber: string
    }
    expect(await markPaid(env.DB, order.id)).toBe(true)
    const html = await (await page('/account/loyalty-program', sessionCookie(shopper.token))).text()
    expect(html).toMatch(new RegExp(`<td>Offen</td><td>\\d+</td><th scope="row">${order.orderNumber}</th>`))
    expect(html).toMatch(/<td>Ja<\/td><\/tr>/)
  })
})

describe('the coupon page', () => {
  it('shows the customer own coupons with start and residual value and how to redeem them', async () => {
    const euro = (cents: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100)
    const html = await (await page('/account/coupon', await seeded(3))).text()
    const coupon = seedCoupon(3)
    expect(html).toContain(coupon.code)
    expect(html).toContain(euro(coupon.startCents))
    expect(html).toContain(euro(coupon.residualCents))
    expect(html).toContain('Gutscheincode im Warenkorb')
    expect(html).toContain('href="/checkout/cart"')
    expect(html).not.toContain(seedCoupon(1).code)
    expect(html).toMatch(/aria-current="page"[^>]*>Gutscheine</)
  })

  it('tells a customer without coupons so', async () => {
    const shopper = await registered()
    const html = await (await page('/account/coupon', sessionCookie(shopper.token))).text()
    expect(html).toContain('Sie haben zurzeit keine Gutscheine.')
  })
})
