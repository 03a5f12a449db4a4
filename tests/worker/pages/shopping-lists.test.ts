/**
 * The shopping-list pages through the real worker, server-rendered with real data: guests
 * go to the login, a private customer reads the not-available text, a business customer works with
 * their lists through plain form POSTs (no JavaScript) in both locales, a share link opens the list
 * read-only for anyone, and no customer ever sees another's list.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../embedded/seed/customer/customers'
import { latestMailTo, loginToken, registered } from '../../../embedded/tests/worker/fixtures'
import { catalogFixture, GERMAN_BROWSER, ORIGIN, request, customerCookie, sessionCookie } from '../helpers'

const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...GERMAN_BROWSER }
const { business, private: consumer } = DEMO_CUSTOMERS

const page = (path: string, cookie = 'locale=de-DE') => request(path, { headers: { ...GERMAN_BROWSER, cookie } })
const post = (path: string, cookie: string, fields: Record<string, string> | URLSearchParams) =>
  request(path, {
    method: 'POST',
    headers: { ...FORM, cookie },
    body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
    redirect: 'manual',
  })
/** The button's form (the page's dictionary carries every text, so the markup is what tells). */
const ADD_BUTTON = 'action="/account/shopping-lists"'
const cookieOf = async (email: string, locale = 'de-DE') => customerCookie(await loginToken(email), locale)

/** A list made through the page's create form; answers its id (read from the page's links). */
async function createdList(cookie: string, name: string): Promise<string> {
  const response = await post('/account/shopping-lists', cookie, { intent: 'create', name })
  expect(response.status, await response.clone().text()).toBe(200)
  const html = await response.text()
  expect(html).toContain(`Die Einkaufsliste „${name}“ wurde angelegt.`)
  const id = new RegExp(`href="/shopping-list/([0-9a-f]{32})"[^>]*>${name}<`).exec(html)?.[1]
  expect(id, 'the new list is linked on the page').toBeTruthy()
  return id!
}

/** A new list holding the catalog fixture's product, made with the page's add form; answers the list's path and the product. */
async function listWithProduct(cookie: string, name: string, quantity: number) {
  const { product } = await catalogFixture()
  const added = await post('/account/shopping-lists', cookie, {
    intent: 'add-product',
    productId: product.id,
    listId: 'new',
    name,
    quantity: String(quantity),
  })
  expect(added.status).toBe(303)
  const location = added.headers.get('location')!
  expect(location).toMatch(/^\/shopping-list\/[0-9a-f]{32}\?done=added$/)
  return { location, path: location.replace(/\?.*/, ''), product }
}

describe('a guest', () => {
  it.each([
    ['/account/shopping-lists', '/login?redirectTo=%2Faccount%2Fshopping-lists'],
    [
      '/shopping-list/0190a0b0c0d0e0f00000000000000001',
      '/login?redirectTo=%2Fshopping-list%2F0190a0b0c0d0e0f00000000000000001',
    ],
    ['/en-GB/account/shopping-lists', '/en-GB/login?redirectTo=%2Faccount%2Fshopping-lists'],
  ])('is sent from %s to the login', async (path, location) => {
    const response = await page(path)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
  })

  it('sees no "add to shopping list" on a product page', async () => {
    const { product } = await catalogFixture()
    const html = await (await page(product.path)).text()
    expect(html).toContain(product.name)
    expect(html).not.toContain(ADD_BUTTON)
  })
})

describe('a private customer', () => {
  it('reads the not-available text in both languages and has no link to the lists', async () => {
    const german = await (await page('/account/shopping-lists', await cookieOf(consumer.email))).text()
    expect(german).toContain('Einkaufslisten sind nur für Geschäftskunden verfügbar.')
    expect(german).not.toMatch(/<a[^>]+href="\/account\/shopping-lists"/)
    const english = await (await page('/en-GB/account/shopping-lists', await cookieOf(consumer.email, 'en-GB'))).text()
    expect(english).toContain('Shopping lists feature is not available for non-business users')
  })

  it('sees no "add to shopping list" on a product page', async () => {
    const { product } = await catalogFixture()
    const html = await (await page(product.path, await cookieOf(consumer.email))).text()
    expect(html).not.toContain(ADD_BUTTON)
  })
})

describe('a business customer', () => {
  it('finds the lists in the account navigation and the button on product pages', async () => {
    const cookie = await cookieOf(business.email)
    const account = await (await page('/account', cookie)).text()
    expect(account).toMatch(/<a[^>]+href="\/account\/shopping-lists"[^>]*>Einkaufslisten</)
    const { product } = await catalogFixture()
    const html = await (await page(product.path, cookie)).text()
    expect(html).toContain(ADD_BUTTON)
    expect(html).toContain(`name="add" value="${product.id}"`)
  })

  it('creates a list with the default name prefilled, and a blank name says the spec’s text in German', async () => {
    const cookie = await cookieOf(business.email)
    const form = await (await page('/account/shopping-lists', cookie)).text()
    expect(form).toMatch(/<input[^>]+name="name"[^>]+value="Einkaufsliste"/)
    const blank = await post('/account/shopping-lists', cookie, { intent: 'create', name: '   ' })
    expect(blank.status).toBe(400)
    const html = await blank.text()
    expect(html).toContain('Bitte geben Sie einen Namen für die Liste ein')
    expect(html).not.toContain('Please enter a list name')
  })

  it('adds a product without JavaScript, then sees it on the list with number, price and quantity', async () => {
    const cookie = await cookieOf(business.email)
    const { product } = await catalogFixture()
    const chooser = await (await page(`/account/shopping-lists?add=${product.id}`, cookie)).text()
    expect(chooser).toContain('Zur Einkaufsliste hinzufügen')
    expect(chooser).toContain(product.number)
    const { location } = await listWithProduct(cookie, 'Baustelle Nord', 3)
    const html = await (await page(location, cookie)).text()
    expect(html).toContain('Zur Einkaufsliste „Baustelle Nord“ hinzugefügt.')
    expect(html).toContain(product.number)
    expect(html).toMatch(/name="quantity"[^>]*value="3"/)
    expect(html).toContain('Summe (netto)')
  })

  it('renames, duplicates and deletes (after a confirmation) with plain POSTs', async () => {
    const cookie = await cookieOf(business.email)
    const id = await createdList(cookie, 'Werkstatt')
    const renamed = await post('/account/shopping-lists', cookie, {
      intent: 'rename',
      listId: id,
      name: 'Werkstatt Süd',
    })
    expect(await renamed.text()).toContain('Die Einkaufsliste heißt jetzt „Werkstatt Süd“.')
    const copied = await post('/account/shopping-lists', cookie, {
      intent: 'duplicate',
      listId: id,
      name: 'Kopie von Werkstatt Süd',
    })
    expect(await copied.text()).toContain('Die Kopie „Kopie von Werkstatt Süd“ wurde angelegt.')

    const asked = await post('/account/shopping-lists', cookie, { intent: 'delete', listId: id })
    expect(asked.status).toBe(200)
    const confirmation = await asked.text()
    expect(confirmation).toContain('Einkaufslisten löschen?')
    expect(confirmation).toContain('Werkstatt Süd')
    const stillThere = await page(`/shopping-list/${id}`, cookie)
    expect(stillThere.status).toBe(200)

    const deleted = await post(
      '/account/shopping-lists',
      cookie,
      new URLSearchParams([
        ['intent', 'delete'],
        ['confirmed', '1'],
        ['ids', id],
      ]),
    )
    expect(await deleted.text()).toContain('1 Einkaufslisten wurden gelöscht.')
    expect((await page(`/shopping-list/${id}`, cookie)).status).toBe(404)
  })

  it('deletes several checked lists at once', async () => {
    const cookie = await cookieOf(business.email)
    const ids = [await createdList(cookie, 'Eins'), await createdList(cookie, 'Zwei')]
    const asked = await post(
      '/account/shopping-lists',
      cookie,
      new URLSearchParams([['intent', 'delete'], ...ids.map((id) => ['ids', id])]),
    )
    const html = await asked.text()
    expect(html).toContain('Eins')
    expect(html).toContain('Zwei')
    const deleted = await post(
      '/account/shopping-lists',
      cookie,
      new URLSearchParams([['intent', 'delete'], ['confirmed', '1'], ...ids.map((id) => ['ids', id])]),
    )
    expect(await deleted.text()).toContain('2 Einkaufslisten wurden gelöscht.')
    const none = await post('/account/shopping-lists', cookie, { intent: 'delete' })
    expect(none.status).toBe(400)
    expect(await none.text()).toContain('Bitte wählen Sie mindestens eine Einkaufsliste')
  })

  it('changes a quantity, saves notes, requests a quote and shares the list by mail', async () => {
    const cookie = await cookieOf(business.email)
    const { path, product } = await listWithProduct(cookie, 'Team Ost', 1)
    const lineId = /name="lineItemId" value="([0-9a-f]{32})"/.exec(await (await page(path, cookie)).text())![1]!

    const zero = await post(path, cookie, { intent: 'quantity', lineItemId: lineId, quantity: '0' })
    expect(zero.status).toBe(400)
    expect(await zero.text()).toContain('Die Menge muss größer als 0 sein')
    expect((await post(path, cookie, { intent: 'quantity', lineItemId: lineId, quantity: '4' })).status).toBe(200)
    expect(await (await page(path, cookie)).text()).toMatch(/name="quantity"[^>]*value="4"/)

    const notes = await post(path, cookie, { intent: 'notes', notes: 'Größen vorher abfragen' })
    expect(await notes.text()).toContain('Die Notizen wurden gespeichert.')

    const quote = await post(path, cookie, { intent: 'quote', comment: 'Bitte mit Staffelpreisen' })
    const quoted = await quote.text()
    expect(quoted).toMatch(/Ihre Angebotsanfrage \S+ ist eingegangen/)
    expect(quoted).toContain('Ihr Kommentar: Bitte mit Staffelpreisen')

    const typo = await post(path, cookie, { intent: 'share', recipientEmail: 'kollegin(at)example.com' })
    expect(typo.status).toBe(400)
    expect(await typo.text()).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein')
    const shared = await post(path, cookie, {
      intent: 'share',
      recipientEmail: 'kollegin@example.com',
      message: 'Bitte bestellen',
    })
    expect(await shared.text()).toContain('Die Einkaufsliste wurde an kollegin@example.com gesendet.')
    const mail = await latestMailTo('kollegin@example.com')
    const link = mail?.links.find((l) => l.includes('/shopping-list/'))
    expect(link).toMatch(new RegExp(`^${ORIGIN}${path}\\?share=`))

    // Anyone with the link: the list read-only, without colour or size choice, into their own cart.
    const stranger = await page(link!.replace(ORIGIN, ''))
    expect(stranger.status).toBe(200)
    const html = await stranger.text()
    expect(html).toContain('Geteilte Einkaufsliste')
    expect(html).toContain('Team Ost')
    expect(html).toContain(product.number)
    expect(html).not.toContain('?variant=')
    expect(html).not.toContain('name="lineItemId"')
    const wrong = await page(`${path}?share=falsch`)
    expect(wrong.status).toBe(404)
    const intoCart = await post(link!.replace(ORIGIN, ''), 'locale=de-DE', {
      intent: 'cart-shared',
      share: new URL(link!).searchParams.get('share')!,
    })
    expect(intoCart.status).toBe(200)
    expect(await intoCart.text()).toContain('Die Artikel liegen im Warenkorb.')
    const visitor = intoCart.headers.getSetCookie().find((c) => c.startsWith('sw-context-token='))!
    const cart = await (await page('/checkout/cart', `${visitor.split(';')[0]}; locale=de-DE`)).text()
    expect(cart).toContain(product.name)
  })

  it('puts the list into the cart: the cart page shows its product', async () => {
    const cookie = await cookieOf(business.email)
    const { path, product } = await listWithProduct(cookie, 'Nachbestellung', 2)
    const response = await post(path, cookie, { intent: 'cart', scope: 'all' })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Die Artikel liegen im Warenkorb.')
    const cart = await (await page('/checkout/cart', cookie)).text()
    expect(cart).toContain(product.name)
  })

  it('never sees another customer’s list: the not-found page', async () => {
    const owner = await cookieOf(business.email)
    const id = await createdList(owner, 'Nur meine')
    const other = await registered({ accountType: 'business', company: 'Andere GmbH', vatIds: ['DE123456789'] })
    const response = await page(`/shopping-list/${id}`, sessionCookie(other.token))
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('Nur meine')
    const rename = await post('/account/shopping-lists', sessionCookie(other.token), {
      intent: 'rename',
      listId: id,
      name: 'Übernommen',
    })
    expect(rename.status).toBe(400)
    const mine = await (await page(`/shopping-list/${id}`, owner)).text()
    expect(mine).toContain('Nur meine')
  })

  it('renders the lists in English', async () => {
    const cookie = await cookieOf(business.email, 'en-GB')
    const html = await (await page('/en-GB/account/shopping-lists', cookie)).text()
    expect(html).toContain('New shopping list')
    expect(html).toMatch(/<input[^>]+name="name"[^>]+value="Shopping List"/)
  })
})
