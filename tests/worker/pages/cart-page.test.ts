/**
 * The cart page's form action through the worker, as a browser without JavaScript uses it (real POSTs):
 * promotion codes redeemed, stored until the cart qualifies, unknown or repeated; the cart's messages in
 * both locales; lines removed with a 303; the free-shipping bar; and a form from another site refused.
 * Issue 9, "Pages": /checkout/cart.
 */
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../../shared/i18n'
import { FREE_SHIPPING_FROM_CENTS } from '../../../worker/embedded/platform/sales-channel'
import { plainProduct, post as storeApi } from '../embedded/fixtures'
import { ENGLISH_BROWSER, GERMAN_BROWSER, ORIGIN, request, sessionCookie } from '../helpers'

const { variant, unitCents } = plainProduct()
const browserOf = (locale: string) => (locale === 'en-GB' ? ENGLISH_BROWSER : GERMAN_BROWSER)
const pathOf = (locale: string) => (locale === 'en-GB' ? '/en-GB/checkout/cart' : '/checkout/cart')

/** A visitor's session with `quantity` of the plain product in the cart: its token. */
async function visitorWithCart(quantity: number): Promise<string> {
  const response = await storeApi('/checkout/cart/line-item', {
    items: [{ type: 'product', referencedId: variant.id, quantity }],
  })
  return response.headers.get('sw-context-token')!
}

const addItems = (token: string, quantity: number) =>
  storeApi('/checkout/cart/line-item', { items: [{ type: 'product', referencedId: variant.id, quantity }] }, token)

const cartPage = (token: string, locale = 'de-DE') =>
  request(pathOf(locale), { headers: { ...browserOf(locale), cookie: sessionCookie(token, locale) } })

const postCart = (fields: Record<string, string>, token: string, locale = 'de-DE', origin = ORIGIN) =>
  request(pathOf(locale), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      ...browserOf(locale),
      cookie: sessionCookie(token, locale),
    },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })

const redeem = (code: string, token: string, locale = 'de-DE') => postCart({ intent: 'promotion', code }, token, locale)

/** Enough of the plain product to stay below SAVE5's 50 €. */
const belowFifty = Math.floor(4999 / unitCents)
/** Enough more to reach 50 € (and stay below free shipping's 75 €, so the bar still shows). */
const toFifty = Math.ceil(5000 / unitCents) - belowFifty

describe('the promotion code field without JavaScript', () => {
  it('stores a code the cart does not qualify for yet, says so, and applies it by itself once it does', async () => {
    const token = await visitorWithCart(belowFifty)
    const response = await redeem('save5', token)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Die Aktion „5 € Rabatt ab 50 €“ gilt noch nicht für Ihren Warenkorb')
    expect(html).toMatch(/class="message-group message-info" role="status"><ul class="cart-messages"><li>Die Aktion/)
    expect(html).not.toContain('data-testid="cart-promotion"')

    await addItems(token, toFifty)
    const after = await (await cartPage(token)).text()
    expect(after).toContain('data-testid="cart-promotion"')
    expect(after).toMatch(/Rabatt:<\/span> 5 € Rabatt ab 50 €/)
    expect(after).toContain(`data-testid="cart-line-total">${formatPrice(-5, 'de-DE')}`)
    // The message was shown once; it does not come back.
    expect(after).not.toContain('data-testid="cart-messages"')
  })

  it('redeems a code that qualifies, in English, with its discount line and a way to remove it', async () => {
    const token = await visitorWithCart(2)
    const response = await redeem('WILLKOMMEN10', token, 'en-GB')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('The promotion code “WILLKOMMEN10” has been redeemed.')
    expect(html).toMatch(/class="message message-success" role="status"/)
    expect(html).toContain('Discount:</span> Welcome discount 10 %')
    expect(html).toContain('aria-label="Remove promotion Welcome discount 10 %"')
  })

  it('says an unknown code does not exist (400), in both locales, and keeps the cart as it was', async () => {
    const token = await visitorWithCart(1)
    const german = await redeem('GIBTSNICHT', token)
    expect(german.status).toBe(400)
    const html = await german.text()
    expect(html).toContain('Der Aktionscode „GIBTSNICHT“ ist uns nicht bekannt.')
    expect(html).toMatch(
      /class="message-group message-danger" role="alert"><ul class="cart-messages"><li>Der Aktionscode/,
    )
    expect(html).not.toContain('data-testid="cart-promotion"')
    const english = await (await redeem('NOPE', token, 'en-GB')).text()
    expect(english).toContain('The promotion code “NOPE” does not exist.')
  })

  it('refuses a code the cart already holds, and an empty code, as the field’s error with what was typed', async () => {
    const token = await visitorWithCart(1)
    expect((await redeem('WILLKOMMEN10', token)).status).toBe(200)
    const again = await redeem('WILLKOMMEN10', token)
    expect(again.status).toBe(400)
    const html = await again.text()
    expect(html).toContain('Dieser Aktionscode ist bereits in Ihrem Warenkorb.')
    expect(html).toMatch(/aria-invalid="true" aria-describedby="field-code-error"/)
    expect(html).toContain('value="WILLKOMMEN10"')

    const empty = await redeem('  ', token)
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('id="field-code-error"')
  })

  it('removes a redeemed code with a 303 back to the cart', async () => {
    const token = await visitorWithCart(1)
    const redeemed = await (
      await storeApi(
        '/checkout/cart/line-item',
        { items: [{ type: 'promotion', referencedId: 'WILLKOMMEN10' }] },
        token,
      )
    ).json<{ lineItems: Array<{ id: string; type: string }> }>()
    const line = redeemed.lineItems.find((item) => item.type === 'promotion')!
    const response = await postCart({ intent: 'remove', lineItemId: line.id }, token)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/checkout/cart')
    expect(await (await cartPage(token)).text()).not.toContain('data-testid="cart-promotion"')
  })

  it('refuses a cart form posted from another site', async () => {
    const token = await visitorWithCart(1)
    const response = await postCart(
      { intent: 'promotion', code: 'WILLKOMMEN10' },
      token,
      'de-DE',
      'https://evil.example',
    )
    expect(response.status).toBe(403)
    expect(await (await cartPage(token)).text()).not.toContain('data-testid="cart-promotion"')
  })

  it('answers an unknown form with 400', async () => {
    const token = await visitorWithCart(1)
    expect((await postCart({ intent: 'nonsense' }, token)).status).toBe(400)
  })
})

describe('the free-shipping bar', () => {
  it('shows what is left to free shipping as a progress bar, shrinking as items are added, then reached', async () => {
    const token = await visitorWithCart(1)
    const first = await (await cartPage(token)).text()
    const remaining = (FREE_SHIPPING_FROM_CENTS - unitCents) / 100
    expect(first).toContain(`Noch ${formatPrice(remaining, 'de-DE')} bis zur versandkostenfreien Lieferung`)
    expect(first).toMatch(
      new RegExp(`role="progressbar"[^>]*aria-valuemin="0" aria-valuemax="75" aria-valuenow="${unitCents / 100}"`),
    )
    const english = await (await cartPage(token, 'en-GB')).text()
    expect(english).toContain(`${formatPrice(remaining, 'en-GB')} more for free shipping`)

    await addItems(token, Math.ceil(FREE_SHIPPING_FROM_CENTS / unitCents))
    const reached = await (await cartPage(token)).text()
    expect(reached).toContain('Ihre Bestellung wird versandkostenfrei geliefert.')
    expect(reached).toContain('aria-valuenow="75"')
  })
})
