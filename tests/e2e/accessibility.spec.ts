/**
 * Accessibility as the law asks (BFSG, WCAG 2.2 AA): axe-core with the WCAG 2.2 A/AA rules finds nothing on
 * any page type, at 1366, 390 and 320 px wide, including the states that appear on interaction (the
 * mobile menu, the search suggestions, forms showing their errors); and the whole checkout works by
 * keyboard alone (docs/decisions/040).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { uuidFor } from '../../shared/ids'
import { DEFAULT_SEED, planProduct } from '../../embedded/seed'
import { productSeoPath } from '../../embedded/seed/catalog/products'
import {
  BILLING_ADDRESS,
  BUSINESS_CUSTOMER,
  expect,
  field,
  login,
  ORIGIN,
  register,
  registeredCustomer,
  storeApi,
  test,
} from './account-fixtures'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
/** Lighthouse's accessibility score also counts these two best-practice rules. */
const LIGHTHOUSE_RULES = { 'heading-order': { enabled: true }, 'image-redundant-alt': { enabled: true } }
/** A laptop, a phone and the narrowest screen WCAG's reflow asks for (1.4.10: 320 CSS px). */
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 768 }, phone: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'narrow', viewport: { width: 320, height: 640 }, phone: true },
] as const

/**
 * A product in sizes and colours, sold one by one, released and well in stock (never an outlet piece:
 * those are one of a kind, and a parallel test may have bought it).
 */
const PRODUCT = Array.from({ length: DEFAULT_SEED.products }, (_, i) => planProduct(i + 1)).find(
  (plan) =>
    !plan.closeout &&
    plan.minPurchase === 1 &&
    plan.main.stock >= 20 &&
    Date.parse(plan.releaseDate) < Date.now() &&
    new Set(plan.variants.map((variant) => variant.colour.key)).size > 1,
)!
const PRODUCT_PATH = `/${productSeoPath(PRODUCT, 'de-DE')}`
const PRODUCT_PATH_EN = `/en-GB/${productSeoPath(PRODUCT, 'en-GB')}`

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

/** The violations as a reviewer fixes them: rule, impact, help, and the nodes with axe's own summary. */
function describeViolations(violations: Violations): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
      const more = violation.nodes.length > 8 ? [`    … and ${violation.nodes.length - 8} more`] : []
      return [
        `  ${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help}`,
        ...nodes,
        ...more,
      ].join('\n')
    })
    .join('\n')
}

/**
 * Runs axe on the page as it is now; a soft assertion, so one run lists every page's violations. Legacy
 * mode runs axe in the page itself; the default mode analyses each frame apart and merges the results
 * in an extra blank tab, a second more per page, for frames this shop never renders (no component has
 * one, and the CMS sanitiser drops them).
 */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: LIGHTHOUSE_RULES })
    .withTags(WCAG_22_AA)
    .analyze()
  expect.soft(violations.length, `${what} (${page.url()}):\n${describeViolations(violations)}`).toBe(0)
}

/** Opens a page of the app and checks it once React has taken over (the page is then as a shopper uses it). */
async function visit(page: Page, path: string, what: string) {
  await page.goto(path)
  await hydrated(page)
  await expectAccessible(page, what)
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toBeAttached()
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const guestForm = (page: Page) => page.getByRole('region', { name: 'Als Gast fortfahren' })
/** A required field of the checkout's guest form (German). */
const guestField = (page: Page, label: string) =>
  guestForm(page).getByRole('textbox', { name: `${label} (Pflichtfeld)`, exact: true })

/** The product in the page's cart, through the Store API (adding it by the page's button has its own analysis). */
const productInCart = (page: Page) =>
  storeApi(page, 'checkout/cart/line-item', {
    items: [{ type: 'product', referencedId: PRODUCT.main.id, quantity: 1 }],
  })

/**
 * A customer of the test's own, registered and logged in through the Store API in the page's session
 * (registering through the page has its own analysis).
 */
const apiCustomer = (page: Page, account: { email: string; password: string }) =>
  registeredCustomer(page, {
    salutationId: uuidFor('salutation:mrs'),
    firstName: 'Tess',
    lastName: 'Testkundin',
    ...account,
  })

for (const { name, viewport, phone } of VIEWPORTS) {
  test.describe(`axe, WCAG 2.2 AA, ${name}`, () => {
    test.use({ locale: 'de-DE', viewport })

    test('the home page, a listing with its filters open and a product page with variants', async ({ page }) => {
      await visit(page, '/', 'home')
      await page.goto('/arbeitsjacken')
      await hydrated(page)
      const filters = page.locator('details.filter-panel')
      // A phone opens the panel by its summary; beside the grid it is always open (its summary hidden).
      if (await filters.locator('summary').isVisible()) await filters.locator('summary').click()
      await expect(filters.locator('fieldset').first()).toBeVisible()
      await expectAccessible(page, 'listing with its filters open')
      await visit(page, '/unterweisungen', 'listing whose cards have a quick add')
      await visit(page, PRODUCT_PATH, 'product page with variants')
    })

    test('search results, a CMS page, a landing page and the lexicon with one of its terms', async ({ page }) => {
      await visit(page, '/search?search=jacke', 'search results')
      await visit(page, '/informationen/groessentabelle', 'CMS page')
      // Its banner on the brand orange shows on phones only.
      await visit(page, '/aktionen/sicherheitswochen', 'landing page')
      await visit(page, '/lexikon', 'lexicon')
      await page.getByRole('link', { name: 'Warnschutzklasse' }).click()
      await expect(heading(page, 'Warnschutzklasse')).toBeVisible()
      await expectAccessible(page, 'lexicon term')
    })

    test('the blog with one of its posts and the not-found page', async ({ page }) => {
      await visit(page, '/blog', 'blog')
      await page.locator('main h2 a').first().click()
      await expect(page.locator('.blog-post-cover')).toBeVisible()
      await expectAccessible(page, 'blog post')
      await visit(page, '/seite-die-es-nicht-gibt', 'not-found page')
    })

    test('states that appear on interaction', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      if (phone) {
        await page.getByRole('button', { name: 'Menü', exact: true }).click()
        await expect(page.getByRole('navigation', { name: 'Kategorien' })).toBeVisible()
        await expectAccessible(page, 'mobile menu open')
        await page.keyboard.press('Escape')
      }
      await page.getByRole('combobox', { name: 'Suche' }).fill('jacke')
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
      await expectAccessible(page, 'search suggestions open')

      await page.goto('/service-hilfe/kontaktformular')
      await hydrated(page)
      const contact = page.locator('main form.contact-form')
      await contact.getByRole('button', { name: 'Absenden' }).click()
      await expect(contact.getByRole('alert')).toBeFocused()
      await expectAccessible(page, 'contact form with its errors')

      await page.goto('/login')
      await hydrated(page)
      await field(page, 'E-Mail-Adresse').fill('niemand@example.com')
      await field(page, 'Passwort').fill('falsches-Passwort-1')
      await page.getByRole('button', { name: 'Anmelden' }).click()
      await expect(page.locator('main').getByRole('alert')).toBeVisible()
      await expectAccessible(page, 'login with a refused password')

      await visit(page, '/register', 'register')
      await page.getByRole('button', { name: 'Weiter' }).click()
      await expect(page.locator('main').getByRole('alert').first()).toBeVisible()
      await expectAccessible(page, 'register with its errors')
    })

    test('the product page with its added-to-cart notice, the cart and the checkout’s address step', async ({
      page,
    }) => {
      await page.goto(PRODUCT_PATH)
      await hydrated(page)
      await page.getByRole('button', { name: 'In den Warenkorb' }).click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      await expectAccessible(page, 'product page with the added-to-cart notice')
      await visit(page, '/checkout/cart', 'cart with an item')

      await page.getByRole('link', { name: 'Zur Kasse' }).click()
      await expect(heading(page, 'Ihre Adresse')).toBeVisible()
      await expectAccessible(page, 'checkout: address')
    })

    test('the guest form with its errors and the payment and shipping step', async ({ page }) => {
      // The product comes into the cart through the Store API (the page's button and the cart have their
      // own analyses): the journey starts on the address step.
      await productInCart(page)
      await page.goto('/checkout')
      await hydrated(page)
      await expect(heading(page, 'Ihre Adresse')).toBeVisible()
      const guest = guestForm(page)
      await guest.getByRole('button', { name: 'Weiter' }).click()
      await expect(guest.getByRole('alert').first()).toBeVisible()
      await expectAccessible(page, 'checkout: guest form with its errors')
      const required = (label: string) => guestField(page, label)
      await required('Vorname').fill('Greta')
      await required('Nachname').fill('Gast')
      await required('E-Mail-Adresse').fill(`a11y.${name}.${Date.now()}@example.com`)
      await required('Straße und Hausnummer').fill('Hauptstraße 1')
      await required('PLZ').fill('10115')
      await required('Ort').fill('Berlin')
      await guest.getByRole('checkbox', { name: /Datenschutzbestimmungen/ }).check()
      await guest.getByRole('button', { name: 'Weiter' }).click()

      await expect(heading(page, 'Zahlung & Versand')).toBeVisible()
      await expectAccessible(page, 'checkout: payment & shipping')
      await page
        .getByRole('group', { name: /Zahlungsart/ })
        .getByRole('radio', { name: 'Kreditkarte' })
        .check()
      await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click()
      await expect(heading(page, 'Prüfen & Bestellen')).toBeVisible()
    })

    test('the review with its terms error, the finished order, the payment provider and the unpaid order', async ({
      page,
    }) => {
      await page.clock.install()
      // A guest with the product in the cart who chose the card, through the Store API (the steps before
      // have their own analyses): the journey starts on the review.
      await storeApi(page, 'account/register', {
        guest: true,
        salutationId: uuidFor('salutation:mrs'),
        firstName: 'Greta',
        lastName: 'Gast',
        email: `a11y.${name}.${Date.now()}@example.com`,
        acceptedDataProtection: true,
        storefrontUrl: ORIGIN,
        billingAddress: { ...BILLING_ADDRESS, street: 'Hauptstraße 1' },
      })
      await productInCart(page)
      await storeApi(page, 'context', { paymentMethodId: uuidFor('payment-method:credit-card') }, 'patch')
      await page.goto('/checkout/confirm')
      await hydrated(page)

      await expect(heading(page, 'Prüfen & Bestellen')).toBeVisible()
      await expectAccessible(page, 'checkout: review & order')
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Bitte akzeptieren Sie die AGB' })).toBeVisible()
      await expectAccessible(page, 'checkout: review with the terms error')
      await page.getByRole('checkbox', { name: /AGB/ }).check()
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()

      await expect(heading(page, 'Vielen Dank für Ihre Bestellung')).toBeVisible()
      // The provider's page follows in 5 seconds unless the shopper stops it (WCAG 2.2.1, a time limit that
      // can be turned off): stopped, ten seconds on the page's clock pass without it.
      await page.getByRole('link', { name: 'Weiterleitung anhalten' }).click()
      await expect(page.getByText('Die Weiterleitung ist angehalten.')).toBeVisible()
      await page.clock.fastForward(10_000)
      await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}\?stay=1$/)
      await expectAccessible(page, 'checkout: finished, redirect stopped')
      await page.getByRole('link', { name: 'Jetzt bezahlen' }).click()
      await expect(page).toHaveURL(/\/payment-provider\//)
      await expectAccessible(page, 'payment provider page')
      await page.getByLabel('Kartennummer').fill('4000 0000 0000 0002')
      await page.getByLabel('Name auf der Karte').fill('Greta Gast')
      await page.getByLabel('Gültig bis (MM/JJ)').fill('12/39')
      await page.getByLabel('Prüfnummer (CVV)').fill('123')
      await page.getByRole('button', { name: 'Bezahlen' }).click()
      await expect(heading(page, 'Zahlung nicht abgeschlossen')).toBeVisible()
      await expectAccessible(page, 'checkout: unpaid order')
    })

    test('the account pages of a new customer without orders', async ({ page, newCustomer }) => {
      await register(page, newCustomer)
      await expect(page).toHaveURL(/\/account$/)
      await hydrated(page)
      await expectAccessible(page, 'account overview')
      await visit(page, '/account/profile', 'profile')
      await visit(page, '/account/address', 'addresses')
      await visit(page, '/account/order', 'orders, none yet')
    })

    test('a new customer’s wishlist, the review as a customer and the finished order', async ({
      page,
      newCustomer,
    }) => {
      await apiCustomer(page, newCustomer)
      await page.goto(PRODUCT_PATH)
      await hydrated(page)
      await page.locator('.product-buy').getByRole('button', { name: 'Zur Merkliste hinzufügen' }).click()
      await page.getByRole('button', { name: 'In den Warenkorb' }).click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      await visit(page, '/wishlist', 'wishlist with a product')
      await visit(page, '/checkout/confirm', 'checkout: review & order as a customer')
      await page.getByRole('checkbox', { name: /AGB/ }).check()
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
      await expect(heading(page, 'Vielen Dank für Ihre Bestellung')).toBeVisible()
      await expectAccessible(page, 'checkout: finished as a customer')
    })

    test('a customer’s orders and the detail of one', async ({ page, newCustomer }) => {
      // The order is placed through the Store API: the checkout's pages have their own analyses.
      await apiCustomer(page, newCustomer)
      await productInCart(page)
      await storeApi(page, 'checkout/order', {})
      await visit(page, '/account/order', 'orders')
      await page
        .getByRole('link', { name: /^Details zur Bestellung/ })
        .first()
        .click()
      await expect(page).toHaveURL(/\/account\/order\/[0-9a-f]{32}$/)
      await expectAccessible(page, 'order detail')
    })

    test('shopping lists of the business customer', async ({ page }) => {
      await login(page, BUSINESS_CUSTOMER, '/account/shopping-lists')
      await expect(page).toHaveURL(/\/account\/shopping-lists$/)
      await hydrated(page)
      await expectAccessible(page, 'shopping lists')
      await page.locator('main a[href*="/shopping-list/"]').first().click()
      await expect(page).toHaveURL(/\/shopping-list\/[0-9a-f]{32}/)
      await hydrated(page)
      await expectAccessible(page, 'a shopping list')
    })

    test('English pages', async ({ page }) => {
      await visit(page, '/en-GB', 'home (English)')
      await visit(page, '/en-GB/search?search=jacket', 'search results (English)')
      await visit(page, PRODUCT_PATH_EN, 'product page (English)')
      await visit(page, '/en-GB/checkout/cart', 'empty cart (English)')
      await visit(page, '/en-GB/login', 'login (English)')
    })
  })
}

test.describe('axe, WCAG 2.2 AA, pages a crawler sees', () => {
  test.use({ locale: 'de-DE', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })

  test('the server-rendered not-found page outside React', async ({ page }) => {
    for (const { viewport } of VIEWPORTS) {
      await page.setViewportSize(viewport)
      await page.goto('/seite-die-es-nicht-gibt')
      await expectAccessible(page, `crawler's not-found page at ${viewport.width} px`)
    }
  })
})

/** The focused element as the keyboard test checks it: what it is, whether its focus shows, whether anything covers it. */
interface FocusState {
  label: string
  /** The element's place in the document, telling two alike controls apart. */
  position: number
  indicator: boolean
  obscured: boolean
}

/**
 * The focused element's state. The focus indicator is the element's own outline or box shadow, or the
 * outline of the box around a visually replaced control (the variant radios draw theirs on the label).
 * Obscured (WCAG 2.4.11) means no point of the element is on top where it is drawn.
 */
const focusState = (page: Page): Promise<FocusState | null> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const shows = (node: Element) => {
      const style = getComputedStyle(node)
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none'
    }
    let indicator = shows(element)
    for (
      let node = element.parentElement, depth = 0;
      !indicator && node && depth < 2;
      node = node.parentElement, depth++
    )
      indicator = getComputedStyle(node).outlineStyle !== 'none' && node.matches(':has(:focus-visible)')
    const box = element.getBoundingClientRect()
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.bottom - 2],
    ]
    const obscured = !points.some(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!)
      return !!hit && (element.contains(hit) || hit.contains(element) || hit === element.closest('label'))
    })
    const label =
      `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent ?? ''}`.trim()
    const position = Array.prototype.indexOf.call(document.getElementsByTagName('*'), element)
    return { label: label.replace(/\s+/g, ' ').slice(0, 80), position, indicator, obscured }
  })

test.describe('keyboard only', () => {
  test.use({ locale: 'de-DE', viewport: { width: 1280, height: 800 } })

  /**
   * Presses Tab (or Shift+Tab) until `target` has the focus. Every control on the way shows its focus and is
   * not hidden behind anything; the focus always moves on (no trap), and `target` is reached in `limit` steps.
   */
  async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
    let previous = ''
    for (let step = 0; step < limit; step++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
      const state = await focusState(page)
      if (!state) continue
      expect.soft(state.indicator, `no visible focus indicator on ${state.label}`).toBe(true)
      expect.soft(state.obscured, `${state.label} is hidden behind another element`).toBe(false)
      const where = `${state.position} ${state.label}`
      expect(where, `focus is stuck on ${state.label}`).not.toBe(previous)
      previous = where
    }
    throw new Error(`${target} was not reached with the keyboard in ${limit} steps`)
  }

  /** Presses a button or follows a link by Tab and Enter. */
  async function pressByKeyboard(page: Page, target: Locator) {
    await tabTo(page, target)
    await page.keyboard.press('Enter')
  }

  /** Ticks a checkbox by Tab and Space. */
  async function tickByKeyboard(page: Page, checkbox: Locator) {
    await tabTo(page, checkbox)
    await page.keyboard.press('Space')
    await expect(checkbox).toBeChecked()
  }

  /** Focuses a text field by Tab and types into it. */
  async function typeInto(page: Page, target: Locator, text: string) {
    await tabTo(page, target)
    await page.keyboard.type(text)
  }

  test('a guest chooses a size, adds the product and goes through the cart to the checkout with the keyboard alone', async ({
    page,
  }) => {
    await page.goto(PRODUCT_PATH)
    await hydrated(page)

    // Another size by the arrow keys, then the product into the cart.
    const sizes = page.getByRole('group', { name: 'Größe' })
    await tabTo(page, sizes.getByRole('radio', { checked: true }))
    const before = page.url()
    await page.keyboard.press('ArrowRight')
    await expect(page).not.toHaveURL(before)
    await expect(sizes.getByRole('radio', { checked: true })).toBeFocused()
    await pressByKeyboard(page, page.getByRole('button', { name: 'In den Warenkorb' }))
    await expect(page.getByTestId('cart-count')).toHaveText('1')

    // To the cart by the header's link: back up the page with Shift+Tab.
    await tabTo(page, page.getByRole('link', { name: /^Warenkorb/ }), { back: true })
    await page.keyboard.press('Enter')
    await expect(heading(page, 'Warenkorb')).toBeVisible()
    await pressByKeyboard(page, page.getByRole('link', { name: 'Zur Kasse' }))
    await expect(heading(page, 'Ihre Adresse')).toBeVisible()
  })

  test('a guest gives the address, chooses prepayment and orders with the keyboard alone', async ({ page }) => {
    // The product comes into the cart through the Store API (choosing and adding it by keyboard is the test
    // above): the journey starts on the checkout's address step.
    await productInCart(page)
    await page.goto('/checkout')
    await hydrated(page)
    await expect(heading(page, 'Ihre Adresse')).toBeVisible()

    const guest = guestForm(page)
    const required = (label: string) => guestField(page, label)
    await typeInto(page, required('Vorname'), 'Karla')
    await typeInto(page, required('Nachname'), 'Tastatur')
    await typeInto(page, required('E-Mail-Adresse'), `tastatur.${Date.now()}@example.com`)
    await typeInto(page, required('Straße und Hausnummer'), 'Hauptstraße 1')
    await typeInto(page, required('PLZ'), '10115')
    await typeInto(page, required('Ort'), 'Berlin')
    await tickByKeyboard(page, guest.getByRole('checkbox', { name: /Datenschutzbestimmungen/ }))
    await pressByKeyboard(page, guest.getByRole('button', { name: 'Weiter' }))

    await expect(heading(page, 'Zahlung & Versand')).toBeVisible()
    const payment = page.getByRole('group', { name: /Zahlungsart/ })
    await tabTo(page, payment.getByRole('radio', { checked: true }))
    // Arrow keys move through the radio group until prepayment is chosen.
    const prepayment = payment.getByRole('radio', { name: 'Vorkasse' })
    for (let step = 0; step < 8 && !(await prepayment.isChecked()); step++) await page.keyboard.press('ArrowDown')
    await expect(prepayment).toBeChecked()
    await expect(prepayment).toBeFocused()
    await pressByKeyboard(page, page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }))

    await expect(heading(page, 'Prüfen & Bestellen')).toBeVisible()
    await tickByKeyboard(page, page.getByRole('checkbox', { name: /AGB/ }))
    await pressByKeyboard(page, page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }))

    await expect(heading(page, 'Vielen Dank für Ihre Bestellung')).toBeVisible()
    await expect(page.getByTestId('order-number')).toHaveText(/Bestellnummer: \d+/)
    // The finished page is operated by keyboard too: its guest logout is reached.
    await tabTo(page, page.getByRole('button', { name: 'Als Gast abmelden' }))
  })
})
