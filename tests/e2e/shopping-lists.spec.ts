/**
 * Shopping lists as a business customer uses them: a list made from a
 * product page through the dialog, quantities changed with one request after the debounce, a variant
 * replaced, the whole list into the cart, renamed, duplicated, shared by mail (the receiver sees it
 * read-only), a quote requested, lists deleted; in English too; a private customer reads the
 * not-available text; and the whole way from a product page to a list without JavaScript.
 * The business customer is shared by parallel tests, so every list has a name of its own.
 */
import type { Page } from '@playwright/test'
import { BUSINESS_CUSTOMER, expect, login, mailLinks, test } from './account-fixtures'
import { DEFAULT_SEED, planProduct } from '../../embedded/seed'
import { productSeoPath } from '../../embedded/seed/catalog/products'
import { holdAnswers } from './requests'

let lists = 0
const uniqueName = (name: string) => `${name} ${Date.now().toString(36)}-${++lists}`

/** The first product of a category, opened from its card (a variant of a product with sizes). */
/**
 * Ordinary products of the seed's plan: no outlet piece or closeout, sold one by one, in several variants
 * with the main one well in stock (first-card picks broke when the seed gained outlet pieces).
 */
const ORDINARY = Array.from({ length: DEFAULT_SEED.products }, (_, i) => planProduct(i + 1)).filter(
  (plan) =>
    !plan.outlet &&
    !plan.closeout &&
    plan.minPurchase === 1 &&
    plan.purchaseSteps === 1 &&
    plan.variants.length > 1 &&
    plan.main.stock >= 20,
)

async function openFirstProduct(page: Page, which = 0) {
  await page.goto(`/${productSeoPath(ORDINARY[which], 'de-DE')}`)
  await expect(page.locator('.product-number')).toBeVisible()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
}

/** The product page's own button (the cross-selling cards below carry one each). */
const addButton = (page: Page) => page.locator('.product-buy').getByRole('button', { name: 'Auf die Einkaufsliste' })

/** A new list holding the open product page's variant, made through the dialog; answers the product's number and name. */
async function addThroughDialog(page: Page, listName: string, quantity: number) {
  const number = (await page.locator('.product-number').textContent())!.match(/SW[\d.]+/)![0]
  const product = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await addButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Zur Einkaufsliste hinzufügen' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Einkaufsliste', { exact: true }).selectOption({ label: 'Neue Liste anlegen' })
  await dialog.getByLabel('Name der neuen Liste').fill(listName)
  await dialog.getByLabel('Menge').fill(String(quantity))
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click()
  await expect(dialog.getByRole('status')).toHaveText(`Zur Einkaufsliste „${listName}“ hinzugefügt. Liste ansehen`)
  return { number, product }
}

/**
 * A new list holding `quantity` of the plan's main variant, made through the shop's Store API with the
 * page's session (the dialog has its own test); answers the list's id, the variant's number and the product's name.
 */
async function listThroughApi(page: Page, listName: string, plan: (typeof ORDINARY)[number], quantity: number) {
  const headers = { origin: new URL(page.url()).origin }
  const made = await page.request.post('/store-api/shopping-list', { data: { name: listName }, headers })
  const { id } = (await made.json()) as { id: string }
  const added = await page.request.post(`/store-api/shopping-list/${id}/add`, {
    data: { lineItems: { [plan.main.id]: { quantity } } },
    headers,
  })
  expect(added.status()).toBe(204)
  return { id, number: plan.main.number, product: plan.name['de-DE'] }
}

test.describe('a business customer', () => {
  test.use({ locale: 'de-DE' })

  test('the dialog is labelled, keeps the focus, closes with Escape and gives the focus back', async ({
    page,
    businessCustomer: _,
  }) => {
    await openFirstProduct(page)
    const listName = uniqueName('Fokus')
    await listThroughApi(page, listName, ORDINARY[0], 1)
    // The lists answer only once the shopper is inside the dialog: the form must not take a field away under the focus.
    const held = await holdAnswers(page, '**/store-api/shopping-lists')
    const button = addButton(page)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Zur Einkaufsliste hinzufügen' })
    await expect(dialog).toBeVisible()
    const select = dialog.getByLabel('Einkaufsliste', { exact: true })
    await expect(select).toHaveValue('')
    await expect(dialog.getByRole('button', { name: 'Hinzufügen' })).toBeDisabled()
    // Its two buttons stand apart, not against each other (the form styles reach the product page).
    const [add, close] = await Promise.all(
      ['Hinzufügen', 'Schließen'].map(async (name) => (await dialog.getByRole('button', { name }).boundingBox())!),
    )
    expect(close!.x - (add!.x + add!.width)).toBeGreaterThanOrEqual(8)
    await page.keyboard.press('Tab')
    held.release()
    await expect(select.locator('option', { hasText: listName })).toBeAttached()
    await expect(select).not.toHaveValue('')
    await expect(dialog.getByLabel('Name der neuen Liste')).toHaveCount(0)
    // Modal: the page behind is inert, so tabbing stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Tab')
    }
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('makes a list from a product page and changes a quantity once', async ({ page, businessCustomer: _ }) => {
    await openFirstProduct(page)
    const name = uniqueName('Baustelle')
    const { number } = await addThroughDialog(page, name, 2)
    await page.getByRole('link', { name: 'Liste ansehen' }).click()
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: number })
    await expect(row.getByTestId('line-number')).toHaveText(number)
    const quantity = row.getByRole('spinbutton')
    await expect(quantity).toHaveValue('2')

    // Two presses, one request after the 500 ms debounce, with the last quantity.
    const changes: unknown[] = []
    page.on('request', (request) => {
      if (request.url().includes('/change-quantity')) changes.push(request.postDataJSON())
    })
    const more = row.getByRole('button', { name: /Menge erhöhen/ })
    await more.click()
    await more.click()
    await expect(page.getByText('Menge gespeichert.')).toBeVisible()
    await expect(row.getByTestId('line-total')).not.toHaveText('')
    await page.waitForLoadState('networkidle')
    expect(changes).toEqual([{ quantity: 4 }])
    await page.reload()
    await expect(page.getByRole('row').filter({ hasText: number }).getByRole('spinbutton')).toHaveValue('4')

    // The line's name leads back to the product, with the line's variant chosen.
    await page.getByRole('row').filter({ hasText: number }).getByRole('rowheader').getByRole('link').click()
    await expect(page).toHaveURL(/\/detail\/[0-9a-f]{32}$/)
    await expect(page.locator('.product-number')).toContainText(number)
  })

  test('replaces a line’s variant and puts the whole list into the cart', async ({ page, businessCustomer: _ }) => {
    // The list is made through the shop's Store API with the page's session: the dialog has its own test.
    const plan = ORDINARY[0]!
    const made = await page.request.post('/store-api/shopping-list', {
      data: { name: uniqueName('Variante') },
      headers: { origin: new URL(page.url()).origin },
    })
    const list = (await made.json()) as { id: string }
    const added = await page.request.post(`/store-api/shopping-list/${list.id}/add`, {
      data: { lineItems: { [plan.main.id]: { quantity: 4 } } },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(added.status()).toBe(204)
    await page.goto(`/shopping-list/${list.id}`)
    await expect(page.getByTestId('line-number').first()).toHaveText(plan.main.number)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()

    // Another size for the line: the article number and the variant change, the quantity stays.
    const before = (await page.getByTestId('line-variant').first().textContent())!
    await page
      .getByRole('link', { name: /^Variante ändern: / })
      .first()
      .click()
    const size = page.getByLabel('Größe')
    const current = await size.inputValue()
    const other = await size
      .locator('option')
      .evaluateAll(
        (options, chosen) => (options as HTMLOptionElement[]).find((o) => o.value !== chosen)!.value,
        current,
      )
    await size.selectOption(other)
    await page.getByRole('button', { name: 'Variante übernehmen' }).click()
    await expect(page.getByText('Die Variante wurde geändert.')).toBeVisible()
    await expect(page.getByTestId('line-variant').first()).not.toHaveText(before)
    await expect(page.getByTestId('line-number').first()).not.toHaveText(plan.main.number)
    await expect(page.getByRole('spinbutton').first()).toHaveValue('4')
    const replaced = (await page.getByTestId('line-number').first().textContent())!.trim()

    // The whole list into the cart; the header follows and the cart holds the line.
    await page.getByRole('button', { name: 'Alle in den Warenkorb' }).click()
    await expect(page.getByText('Die Artikel liegen im Warenkorb.')).toBeVisible()
    await expect(page.getByTestId('cart-count')).not.toHaveText('0')
    const cart = await page.evaluate(async () => (await (await fetch('/store-api/checkout/cart')).json()) as any)
    const line = (cart.lineItems as any[]).find((item) => item.payload?.productNumber === replaced)
    expect(line?.quantity).toBeGreaterThanOrEqual(4)
    await page.getByRole('link', { name: 'Zum Warenkorb' }).click()
    await expect(page.locator('.cart-table').getByText(plan.name['de-DE']).first()).toBeVisible()
  })

  test('renames, duplicates and deletes two lists at once after confirming', async ({ page, businessCustomer: _ }) => {
    const name = uniqueName('Werkstatt')
    await page.goto('/account/shopping-lists')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByLabel('Name der Liste').fill(name)
    await page.getByRole('button', { name: 'Liste anlegen' }).click()
    await expect(page.getByText(`Die Einkaufsliste „${name}“ wurde angelegt.`)).toBeVisible()

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
    await card.locator('summary', { hasText: 'Umbenennen' }).click()
    const renamed = `${name} Süd`
    await card.getByLabel(`Neuer Name für „${name}“`).fill(renamed)
    await card.getByRole('button', { name: 'Umbenennen' }).click()
    await expect(page.getByText(`Die Einkaufsliste heißt jetzt „${renamed}“.`)).toBeVisible()

    await page.getByRole('button', { name: `„${renamed}“ duplizieren` }).click()
    const copy = `Kopie von ${renamed}`
    await expect(page.getByText(`Die Kopie „${copy}“ wurde angelegt.`)).toBeVisible()
    await expect(page.getByRole('link', { name: copy, exact: true })).toBeVisible()

    await page.getByRole('checkbox', { name: `Liste „${renamed}“ auswählen` }).check()
    await page.getByRole('checkbox', { name: `Liste „${copy}“ auswählen` }).check()
    await page.getByRole('button', { name: 'Ausgewählte löschen' }).click()
    const confirmation = page.getByRole('alertdialog', { name: 'Einkaufslisten löschen?' })
    await expect(confirmation).toContainText(renamed)
    await expect(confirmation).toContainText(copy)
    await expect(confirmation.getByRole('button', { name: 'Ja, löschen' })).toBeFocused()
    await confirmation.getByRole('button', { name: 'Ja, löschen' }).click()
    await expect(page.getByText('2 Einkaufslisten wurden gelöscht.')).toBeVisible()
    await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: copy, exact: true })).toHaveCount(0)
  })

  test('shares a list by mail, and the receiver sees it read-only and puts it into a cart of their own', async ({
    page,
    browser,
    businessCustomer: _,
  }) => {
    const name = uniqueName('Team Ost')
    const { id, number, product } = await listThroughApi(page, name, ORDINARY[1]!, 3)
    await page.goto(`/shopping-list/${id}`)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(page.locator('html[data-hydrated]')).toBeAttached()

    const recipient = `kollegin-${Date.now().toString(36)}@example.com`
    await page.getByLabel('E-Mail-Adresse des Empfängers').fill(recipient)
    await page.getByLabel('Nachricht').fill('Bitte für die Baustelle bestellen')
    await page.getByRole('button', { name: 'Liste senden' }).click()
    await expect(page.getByText(`Die Einkaufsliste wurde an ${recipient} gesendet.`)).toBeVisible()

    // The colleague opens the mail's link in a browser of their own, logged in nowhere.
    const link = (await mailLinks(recipient)).find((l) => l.includes('/shopping-list/'))!
    expect(link).toContain('?share=')
    const colleague = await browser.newContext({ locale: 'de-DE' })
    const other = await colleague.newPage()
    await other.goto(new URL(link).pathname + new URL(link).search)
    await expect(other.getByText('Geteilte Einkaufsliste')).toBeVisible()
    await expect(other.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(other.getByRole('row').filter({ hasText: number })).toBeVisible()
    await expect(other.getByRole('columnheader', { name: 'Farbe' })).toHaveCount(0)
    await expect(other.getByRole('link', { name: /Variante/ })).toHaveCount(0)
    await other.getByRole('button', { name: 'Alle in den Warenkorb' }).click()
    await expect(other.getByText('Die Artikel liegen im Warenkorb.')).toBeVisible()
    await expect(other.getByTestId('cart-count')).toHaveText('3')
    await other.getByRole('link', { name: 'Zum Warenkorb' }).click()
    await expect(other.locator('.cart-table').getByText(product).first()).toBeVisible()
    await colleague.close()
  })

  test('requests a quote for a list with a comment, and the list shows it as requested', async ({
    page,
    businessCustomer: _,
  }) => {
    const name = uniqueName('Angebot')
    const { id } = await listThroughApi(page, name, ORDINARY[1]!, 3)
    await page.goto(`/shopping-list/${id}`)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(page.locator('html[data-hydrated]')).toBeAttached()

    await page.getByLabel('Kommentar zur Anfrage').fill('Bitte mit Staffelpreisen')
    await page.getByRole('button', { name: 'Angebot anfragen' }).click()
    await expect(page.getByText(/Ihre Angebotsanfrage \S+ ist eingegangen/)).toBeVisible()
    await expect(page.getByTestId('shopping-list-quote')).toContainText('Bitte mit Staffelpreisen')
    await page.reload()
    await expect(page.getByTestId('shopping-list-quote')).toContainText('angefragt')
  })
})

test.describe('in English', () => {
  // The fixture logs in on the German login page; the English pages follow the same session.
  test.use({ locale: 'de-DE' })

  test('a business customer creates a list with the default name field and reads it in English', async ({
    page,
    businessCustomer: _,
  }) => {
    await page.goto('/en-GB/account/shopping-lists')
    await expect(page.getByRole('link', { name: 'Shopping lists' })).toBeVisible()
    const nameField = page.getByLabel('List name')
    await expect(nameField).toHaveValue('Shopping List')
    const name = uniqueName('Site team')
    await nameField.fill(name)
    await page.getByRole('button', { name: 'Create list' }).click()
    await expect(page.getByText(`The shopping list “${name}” has been created.`)).toBeVisible()
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByText('This shopping list is empty.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Request a quote' })).toBeVisible()
  })
})

test.describe('a private customer', () => {
  test.use({ locale: 'de-DE' })

  test('reads the not-available text and has no shopping-list button or link', async ({ page, privateCustomer: _ }) => {
    await page.goto('/account/shopping-lists')
    await expect(page.getByTestId('shopping-lists-unavailable')).toHaveText(
      'Einkaufslisten sind nur für Geschäftskunden verfügbar.',
    )
    await expect(page.getByRole('link', { name: 'Einkaufslisten' })).toHaveCount(0)
    await openFirstProduct(page)
    await expect(page.getByRole('button', { name: 'Auf die Einkaufsliste' })).toHaveCount(0)
  })
})

test.describe('without JavaScript', () => {
  test.use({ locale: 'de-DE', javaScriptEnabled: false })

  test('a business customer puts a product on a new list and changes its quantity', async ({ page }) => {
    await login(page, BUSINESS_CUSTOMER, '/arbeitsjacken')
    await page.waitForURL(/\/arbeitsjacken$/)
    await page.locator('.product-card').first().getByRole('link').click()
    const number = (await page.locator('.product-number').textContent())!.match(/SW[\d.]+/)![0]
    await addButton(page).click()
    await expect(page.getByRole('heading', { name: 'Zur Einkaufsliste hinzufügen' })).toBeVisible()
    await page.getByLabel('Einkaufsliste', { exact: true }).selectOption({ label: 'Neue Liste anlegen' })
    const name = uniqueName('Ohne Skript')
    await page.getByLabel('Name der neuen Liste').fill(name)
    await page.getByLabel('Menge', { exact: true }).fill('2')
    await page.getByRole('button', { name: 'Hinzufügen' }).click()
    await expect(page.getByText(`Zur Einkaufsliste „${name}“ hinzugefügt.`)).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: number })
    await row.getByRole('spinbutton').fill('5')
    await row.getByRole('button', { name: 'Menge ändern' }).click()
    await expect(page.getByRole('row').filter({ hasText: number }).getByRole('spinbutton')).toHaveValue('5')
  })
})
