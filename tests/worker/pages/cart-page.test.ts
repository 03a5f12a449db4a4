/**
 * The cart page's form action through the worker, as a browser without JavaScript uses it (real POSTs):
 * promotion codes redeemed, stored until the cart qualifies, unknown or repeated; the cart's messages in
 * both locales; quantities changed (and adjusted to the stock) and lines removed with a 303; the
 * free-shipping bar; and a form from another site refused.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatPrice } from '../../../shared/i18n'
import { FREE_SHIPPING_FROM_CENTS } from '../../../embedded/platform/sales-channel'
import { planProduct } from '../../../embedded/seed'
import { call, plainProduct, post as storeApi } from '../../../embedded/tests/worker/fixtures'
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

/** The cart as the Store API reads it for the session: its lines. */
async function cartLines(token: string) {
  const cart = await (await call('GET', '/checkout/cart', undefined, { 'sw-context-token': token })).json<{
    lineItems: Array<{ id: string; referencedId: string; quantity: number }>
  }>()
  return cart.lineItems
}

/** The line's quantity input as the page rendered it. */
const quantityInput = (html: string, lineId: string) =>
  new RegExp(`<input id="qty-${lineId}"[^>]*>`).exec(html)?.[0] ?? ''

const changeQuantity = (lineItemId: string, quantity: string, token: string, locale = 'de-DE') =>
  postCart({ intent: 'quantity', lineItemId, quantity }, token, locale)

// Stock is enforced for closeouts only: a plain product with a few in stock is made one here (storage is this file's own).
const plans = Array.from({ length: 24 }, (_, i) => planProduct(i + 1))
const lowStock = plans
  .filter((p) => p.minPurchase === 1 && p.purchaseSteps === 1 && !p.tiers.length && !p.closeout)
  .flatMap((plan) =>
    plan.variants.filter((v) => v.stock >= 2 && v.stock <= 5).map((variant) => ({ plan, variant })),
  )[0]!

describe('the quantity without JavaScript', () => {
  beforeAll(async () => {
    await env.DB.prepare('UPDATE product SET closeout = 1 WHERE pid = ?').bind(lowStock.plan.n).run()
  })

  it('renders each line as a form: a labelled number input with the line’s bounds and an Update button', async () => {
    const token = await visitorWithCart(2)
    const [line] = await cartLines(token)
    const html = await (await cartPage(token)).text()
    // The line's name links back to its product (the line's variant).
    const named = /<td class="cart-item">.*?<span><a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/s.exec(html)
    const label = named?.[2]
    expect(label).toBeTruthy()
    expect(named?.[1]).toBe(`/detail/${line!.referencedId}`)
    expect(html).toContain('<input type="hidden" name="intent" value="quantity"/>')
    expect(html).toContain(`<input type="hidden" name="lineItemId" value="${line!.id}"/>`)
    expect(html).toContain(`<label class="visually-hidden" for="qty-${line!.id}">${label}: Menge</label>`)
    const input = quantityInput(html, line!.id)
    for (const attribute of ['type="number"', 'name="quantity"', 'min="1"', 'max="100"', 'step="1"', 'value="2"'])
      expect(input).toContain(attribute)
    // The Update button is for a browser without JavaScript; the stepper's buttons serve the others.
    expect(html).toContain(
      `<noscript><button type="submit" class="button quantity-update" aria-label="${label}: Menge aktualisieren">Aktualisieren</button></noscript>`,
    )
    const english = await (await cartPage(token, 'en-GB')).text()
    const englishNamed = /<td class="cart-item">.*?<span><a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/s.exec(english)
    expect(englishNamed?.[1]).toBe(`/en-GB/detail/${line!.referencedId}`)
    const englishLabel = englishNamed?.[2]
    expect(english).toContain(`for="qty-${line!.id}">${englishLabel}: quantity</label>`)
    expect(english).toContain(`aria-label="${englishLabel}: update quantity">Update</button>`)
  })

  it('changes a line’s quantity with a 303 back to the cart, whose totals follow, in both locales', async () => {
    const token = await visitorWithCart(1)
    const [line] = await cartLines(token)
    const response = await changeQuantity(line!.id, '3', token)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/checkout/cart')
    expect((await cartLines(token))[0]!.quantity).toBe(3)
    const html = await (await cartPage(token)).text()
    expect(html).toContain(`data-testid="cart-line-total">${formatPrice((3 * unitCents) / 100, 'de-DE')}`)

    const english = await changeQuantity(line!.id, '4', token, 'en-GB')
    expect(english.headers.get('location')).toBe('/en-GB/checkout/cart')
    const page = await (await cartPage(token, 'en-GB')).text()
    expect(page).toContain(`data-testid="cart-line-total">${formatPrice((4 * unitCents) / 100, 'en-GB')}`)
  })

  it('adjusts a quantity above the stock and says only so many are available, in both locales', async () => {
    const token = (
      await storeApi('/checkout/cart/line-item', {
        items: [{ type: 'product', referencedId: lowStock.variant.id, quantity: 1 }],
      })
    ).headers.get('sw-context-token')!
    const [line] = await cartLines(token)
    const stock = lowStock.variant.stock
    // The input's maximum is the stock; without JavaScript the form still posts more (noValidate) and the Store API adjusts it.
    expect(quantityInput(await (await cartPage(token)).text(), line!.id)).toContain(`max="${stock}"`)
    const response = await changeQuantity(line!.id, String(stock + 10), token)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(
      new RegExp(`role="alert"><ul class="cart-messages"><li>Von „[^“]+“ sind nur ${stock} verfügbar\\.`),
    )
    expect(quantityInput(html, line!.id)).toContain(`value="${stock}"`)
    expect((await cartLines(token))[0]!.quantity).toBe(stock)
    // Shown once: the next read of the page no longer says it.
    expect(await (await cartPage(token)).text()).not.toContain('data-testid="cart-messages"')

    const english = await (await changeQuantity(line!.id, String(stock + 1), token, 'en-GB')).text()
    expect(english).toMatch(new RegExp(`Only ${stock} of “[^”]+” available\\.`))
  })

  it('refuses a quantity that is no whole number of at least one at its line, keeping the cart', async () => {
    const token = await visitorWithCart(2)
    const [line] = await cartLines(token)
    for (const [typed, message] of [
      ['0', 'Der Wert muss mindestens 1 sein'],
      ['', 'Der Wert muss mindestens 1 sein'],
      ['1.5', 'Bitte geben Sie eine ganze Zahl ein'],
    ]) {
      const response = await changeQuantity(line!.id, typed!, token)
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toMatch(
        new RegExp(`id="qty-${line!.id}"[^>]*aria-invalid="true" aria-describedby="qty-${line!.id}-error"`),
      )
      expect(html).toContain(`<p id="qty-${line!.id}-error" class="field-error">${message}`)
    }
    expect((await cartLines(token))[0]!.quantity).toBe(2)
  })

  it('changes only the posting session’s cart, and says so when the line is not in it', async () => {
    const owner = await visitorWithCart(2)
    const other = await visitorWithCart(1)
    const [line] = await cartLines(owner)
    // The same product is the same line id in both carts: the session decides whose cart changes.
    expect((await changeQuantity(line!.id, '7', other)).status).toBe(303)
    expect((await cartLines(other))[0]!.quantity).toBe(7)
    expect((await cartLines(owner))[0]!.quantity).toBe(2)

    const gone = await changeQuantity('f'.repeat(32), '2', owner)
    expect(gone.status).toBe(400)
    expect(await gone.text()).toContain(
      'role="alert" class="message error">Der Warenkorb konnte nicht aktualisiert werden.',
    )
    expect((await cartLines(owner))[0]!.quantity).toBe(2)
  })

  it('answers a quantity form without a line with 400', async () => {
    const token = await visitorWithCart(1)
    expect((await postCart({ intent: 'quantity', quantity: '2' }, token)).status).toBe(400)
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
