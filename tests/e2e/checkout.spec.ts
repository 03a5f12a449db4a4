/**
 * The checkout as shoppers go through it: a guest paying in advance in German, the
 * demo customer in English, and the whole guest checkout with JavaScript disabled (real POSTs, 303s).
 */
import { expect, type Page, test } from '@playwright/test'
import { uuidFor } from '../../shared/ids'
import { holdAnswers } from './requests'
import { planProduct } from '../../embedded/seed'
import {
  BUSINESS_CUSTOMER,
  cardOrderPaidWith,
  field,
  PRIVATE_CUSTOMER,
  payOnProviderPage,
  registeredCustomer,
  storeApi,
} from './account-fixtures'

const PRODUCT_PATH = '/softshelljacke-nordkap-sw10001'
let guests = 0
const guestEmail = () => `gast.e2e.${Date.now()}.${++guests}@example.com`

/**
 * A new customer of the test's own, logged in with the product in the cart and the card chosen, all
 * through the Store API in the page's session (the steps up to the review have their own tests).
 */
async function cardCustomerWithCart(page: Page) {
  await registeredCustomer(page, {
    firstName: 'Karla',
    lastName: 'Karte',
    email: `karte.e2e.${Date.now()}.${++guests}@example.com`,
    password: 'karte-E2e-123',
  })
  await storeApi(page, 'checkout/cart/line-item', {
    items: [{ type: 'product', referencedId: planProduct(1).main.id, quantity: 1 }],
  })
  await storeApi(page, 'context', { paymentMethodId: uuidFor('payment-method:credit-card') }, 'patch')
}

/**
 * A card order whose payment the provider declined, placed through the Store API and declined through
 * the provider's form (placing and declining through the pages has its own test): its id and number.
 */
async function declinedCardOrder(page: Page): Promise<{ id: string; orderNumber: string }> {
  await cardCustomerWithCart(page)
  const { order, location } = await cardOrderPaidWith(page, '4000 0000 0000 0002', 'Karla Karte')
  expect(location).toMatch(/\/unpaid$/)
  return { id: order.id, orderNumber: String(order.orderNumber) }
}

/** Puts the product in the cart from its page and opens the checkout from the cart page. */
async function toCheckout(page: Page, locale: 'de-DE' | 'en-GB') {
  const german = locale === 'de-DE'
  await page.goto(PRODUCT_PATH)
  // SEO paths differ per language: the English product page is the German one's language link.
  if (!german) await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click()
  await page.getByRole('button', { name: german ? 'In den Warenkorb' : 'Add to cart' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto(german ? '/checkout/cart' : '/en-GB/checkout/cart')
  await page.getByRole('link', { name: german ? 'Zur Kasse' : 'Proceed to checkout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: german ? 'Ihre Adresse' : 'Your address' })).toBeVisible()
}

/** Fills the German guest form and continues to Payment & Shipping. */
async function continueAsGuest(page: Page) {
  // Without JavaScript the stylesheet hides the different shipping address: wait until it has loaded.
  await page.waitForLoadState('load')
  const guest = page.getByRole('region', { name: 'Als Gast fortfahren' })
  // The billing fields are the required ones; the different shipping address's fields are optional and hidden.
  const required = (label: string) => guest.getByRole('textbox', { name: `${label} (Pflichtfeld)`, exact: true })
  await required('Vorname').fill('Gustav')
  await required('Nachname').fill('Gast')
  await required('E-Mail-Adresse').fill(guestEmail())
  await required('Straße und Hausnummer').fill('Hauptstraße 1')
  await required('PLZ').fill('10115')
  await required('Ort').fill('Berlin')
  await guest.getByRole('checkbox', { name: /Datenschutzbestimmungen/ }).check()
  await guest.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung & Versand' })).toBeVisible()
}

/** The guest's address (continueAsGuest) as the review's postal label shows it. */
const GUEST_ADDRESS_LINES = ['Herr Gustav Gast', 'Hauptstraße 1', '10115 Berlin', 'Deutschland']

/**
 * Chooses prepayment, reviews, accepts the terms and places the order (German). With `addressLines`, the
 * review's billing and shipping addresses read as those postal labels, a line each.
 */
async function payInAdvanceAndOrder(page: Page, addressLines?: string[]) {
  await page
    .getByRole('group', { name: /Zahlungsart/ })
    .getByRole('radio', { name: 'Vorkasse' })
    .check()
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Prüfen & Bestellen' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Bestellschritte' }).locator('[aria-current="step"]')).toHaveText(
    /Prüfen & Bestellen/,
  )
  await expect(page.getByTestId('confirm-payment-method')).toHaveText('Vorkasse')
  // As rendered (innerText), so the lines hold with or without the page's styles.
  if (addressLines)
    for (const region of ['Rechnungsadresse', 'Lieferadresse'])
      expect((await page.getByRole('region', { name: region }).locator('address').innerText()).split('\n')).toEqual(
        addressLines,
      )
  // Without the terms the order is refused, the summary says why.
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte akzeptieren Sie die AGB' })).toBeVisible()
  // The review names the withdrawal policy beside the terms, as links that open the pages in a new tab.
  const order = page.locator('form.checkout-order-form')
  await expect(order.getByRole('link', { name: 'Widerrufsbelehrung (öffnet in neuem Tab)' })).toHaveAttribute(
    'href',
    '/widerruf',
  )
  await expect(order.getByRole('link', { name: 'AGB (öffnet in neuem Tab)' })).toHaveAttribute('href', '/agb')
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await placeOrder(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/)
  await expect(page.getByTestId('order-number')).toHaveText(/Bestellnummer: \d+/)
  await expect(page.getByTestId('prepayment-instructions')).toContainText('IBAN')
}

/**
 * Places the order. With JavaScript the order's request is held until the button has said that the
 * order is being sent and cannot be pressed again; without it the browser posts the form itself.
 */
async function placeOrder(page: Page) {
  const button = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })
  if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')))) return button.click()
  const { release } = await holdAnswers(page, '**/checkout/confirm/_payload.json')
  await button.click()
  const sending = page.getByRole('button', { name: 'Bestellung wird gesendet …' })
  await expect(sending).toBeDisabled()
  const answered = page.waitForResponse((response) => response.url().includes('/checkout/confirm/_payload.json'))
  release()
  await answered
  // The route stays: once released it passes every request on. Removing it here raced the client's
  // next request (the success page's data, sent as the order's answer arrives), which then never left.
}

test.describe('guest checkout in German', () => {
  test.use({ locale: 'de-DE' })

  test('a guest pays in advance and can log out as guest afterwards', async ({ page }) => {
    await toCheckout(page, 'de-DE')
    await continueAsGuest(page)
    await payInAdvanceAndOrder(page, GUEST_ADDRESS_LINES)
    await page.getByRole('button', { name: 'Als Gast abmelden' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ locale: 'de-DE', javaScriptEnabled: false })

  test('the whole guest checkout works with real form posts', async ({ page }) => {
    await toCheckout(page, 'de-DE')
    await continueAsGuest(page)
    await payInAdvanceAndOrder(page, GUEST_ADDRESS_LINES)
  })
})

test.describe('logged-in checkout in English', () => {
  test.use({ locale: 'en-GB' })

  test('the demo customer chooses an address, a method and orders', async ({ page }) => {
    await page.goto('/en-GB/login')
    await field(page, 'Email address').fill(PRIVATE_CUSTOMER.email)
    await field(page, 'Password').fill(PRIVATE_CUSTOMER.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/en-GB\/account$/)
    await toCheckout(page, 'en-GB')
    await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('Max')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment & shipping' })).toBeVisible()
    await page
      .getByRole('group', { name: /Shipping method/ })
      .getByRole('radio', { name: 'Standard shipping' })
      .check()
    await page
      .getByRole('group', { name: /Payment method/ })
      .getByRole('radio', { name: 'Paid in advance' })
      .check()
    await page.getByRole('button', { name: 'Continue to review' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Review & order' })).toBeVisible()
    await expect(page.getByTestId('confirm-shipping-method')).toHaveText('Standard shipping')
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
    await expect(page.getByTestId('order-number')).toHaveText(/Order number: \d+/)
    await expect(page.getByRole('button', { name: 'Log out as guest' })).toHaveCount(0)
    // The order emptied the cart: the shop's header says so after a client navigation.
    await page.getByRole('link', { name: 'Workwear Pro' }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('0')
  })
})

test.describe('paying by card in German', () => {
  test.use({ locale: 'de-DE' })

  test('a declined card leads to the unpaid page', async ({ page }) => {
    await cardCustomerWithCart(page)
    await page.goto('/checkout/confirm')
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfen & Bestellen' })).toBeVisible()
    await expect(page.getByTestId('confirm-payment-method')).toHaveText('Kreditkarte')
    await page.getByRole('checkbox', { name: /AGB/ }).check()
    await placeOrder(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    const orderNumber = (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '')

    // The provider's page: a declined test card sends the shopper back, the order stays unpaid.
    await page.getByRole('link', { name: 'Jetzt bezahlen' }).click()
    await payOnProviderPage(page, '4000 0000 0000 0002')
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlung nicht abgeschlossen' })).toBeVisible()
    await expect(page.getByTestId('unpaid-text')).toContainText(orderNumber)
  })

  test('paying an unpaid card order again on its unpaid page with a good card pays the order', async ({ page }) => {
    const { id, orderNumber } = await declinedCardOrder(page)
    await page.goto(`/checkout/success/${id}/unpaid`)
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlung nicht abgeschlossen' })).toBeVisible()
    await expect(page.getByTestId('unpaid-text')).toContainText(orderNumber)

    await page
      .getByRole('group', { name: /Zahlungsart/ })
      .getByRole('radio', { name: 'Kreditkarte' })
      .check()
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click()
    await payOnProviderPage(page, '4242 4242 4242 4242')
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Jetzt bezahlen' })).toHaveCount(0)

    // The order is in the account, paid.
    await page.goto('/account/order')
    await expect(page.getByRole('main')).toContainText(orderNumber)
  })
})

test.describe('a business customer on invoice', () => {
  test.use({ locale: 'de-DE' })

  test('passes the credit check at the provider and gets the pay-upon-invoice instructions', async ({ page }) => {
    // Logged in with the product in the cart and the invoice chosen through the Store API in the page's
    // session (the login, cart and method steps have their own tests): the journey starts on the review.
    await storeApi(page, 'account/login', { username: BUSINESS_CUSTOMER.email, password: BUSINESS_CUSTOMER.password })
    await storeApi(page, 'checkout/cart/line-item', {
      items: [{ type: 'product', referencedId: planProduct(1).main.id, quantity: 1 }],
    })
    await storeApi(page, 'context', { paymentMethodId: uuidFor('payment-method:invoice') }, 'patch')
    await page.goto('/checkout/confirm')
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfen & Bestellen' })).toBeVisible()
    await expect(page.getByTestId('confirm-payment-method')).toHaveText('Rechnung')
    await page.getByRole('checkbox', { name: /AGB/ }).check()
    await placeOrder(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()

    await page.getByRole('link', { name: 'Jetzt bezahlen' }).click()
    await expect(page.getByRole('group', { name: 'Kauf auf Rechnung' })).toBeVisible()
    // The provider asks for what it still needs to check the credit.
    await page.getByLabel('Geburtsdatum').fill('1980-05-17')
    await page.getByLabel('Telefonnummer').fill('+49 30 1234567')
    await page.getByRole('button', { name: 'Bezahlen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Jetzt bezahlen' })).toHaveCount(0)
    await expect(page.getByText(/innerhalb von 30 Tagen/)).toBeVisible()
  })
})

test.describe('a Packstation delivery', () => {
  test.use({ locale: 'de-DE' })

  test('a new customer adds a Packstation, chooses it for the delivery and orders', async ({ page, baseURL }) => {
    const email = `packstation-${Date.now()}@example.com`
    const password = 'pack-Station-1'
    const registered = await page.request.post('/store-api/account/register', {
      headers: { origin: baseURL! },
      data: {
        email,
        password,
        firstName: 'Paula',
        lastName: 'Paket',
        acceptedDataProtection: true,
        storefrontUrl: baseURL,
        billingAddress: {
          street: 'Hafenstraße 5',
          zipcode: '20457',
          city: 'Hamburg',
          countryId: uuidFor('country:DE'),
        },
      },
    })
    expect(registered.status(), await registered.text()).toBe(200)
    const loggedIn = await page.request.post('/store-api/account/login', {
      headers: { origin: baseURL! },
      data: { username: email, password },
    })
    expect(loggedIn.status()).toBe(200)

    // The account's Packstation form is proven in account.spec.ts; here the address comes from the Store API.
    const packstation = await page.request.post('/store-api/account/address', {
      headers: { origin: baseURL! },
      data: {
        firstName: 'Paula',
        lastName: 'Paket',
        street: 'Packstation 123',
        additionalAddressLine1: '12345678',
        zipcode: '20095',
        city: 'Hamburg',
        countryId: uuidFor('country:DE'),
        customFields: { addressType: 'packstation' },
      },
    })
    expect(packstation.status(), await packstation.text()).toBe(200)

    await toCheckout(page, 'de-DE')
    const shipping = page.getByRole('combobox', { name: /^Lieferadresse/ })
    await shipping.selectOption((await packstation.json()).id)
    await page.getByRole('button', { name: 'Weiter' }).click()
    await payInAdvanceAndOrder(page)
    await expect(
      page.getByRole('region', { name: 'Lieferadresse' }).filter({ hasText: 'Packstation 123' }),
    ).toContainText('12345678')
  })
})
