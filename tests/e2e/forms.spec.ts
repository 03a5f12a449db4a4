/**
 * The newsletter (footer), contact and review forms: one error per field in the shopper's language,
 * what was typed kept, success texts; in German and English, with and without JavaScript.
 */
import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '../../embedded/seed/customer/customers'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const footerNewsletter = (page: Page) => page.locator('footer form.newsletter-form')

// A German browser: the locale follows the browser's language on the first visit.
test.use({ locale: 'de-DE' })

test.describe('newsletter', () => {
  test('German, with JavaScript: field errors, then "check your mail", and the page stays', async ({ page }) => {
    await page.goto('/')
    // The footer's code comes at the shopper's first tap (decision 039): the tap on "Abonnieren" asks for it,
    // and the submission waits for it rather than posting as a document.
    await page.locator('html[data-hydrated]').waitFor()
    const form = footerNewsletter(page)
    await form.getByRole('button', { name: 'Abonnieren' }).click()
    await expect(form.locator('.field-error', { hasText: 'Dieses Feld ist erforderlich' })).toHaveCount(4)
    await expect(form.getByRole('alert')).toBeFocused()

    await form.getByLabel('E-Mail für den Newsletter').fill('kein-mail')
    await form.getByLabel('Vorname').fill('A')
    await form.getByLabel('Nachname').fill('Schmidt')
    await form.getByRole('button', { name: 'Abonnieren' }).click()
    await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein').first()).toBeVisible()
    await expect(form.getByText('Bitte geben Sie mindestens 2 Zeichen ein').first()).toBeVisible()
    // What was typed is kept.
    await expect(form.getByLabel('Nachname')).toHaveValue('Schmidt')
    await expect(form.getByLabel('Nachname')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('E-Mail für den Newsletter').fill(`nl-${unique()}@example.com`)
    await form.getByLabel('Vorname').fill('Anna')
    await form.getByRole('checkbox', { name: /Datenschutzbestimmungen/ }).check()
    await form.getByRole('button', { name: 'Abonnieren' }).click()
    await expect(form.getByRole('status')).toHaveText(/Bitte bestätigen Sie Ihre Anmeldung/)
    await expect(page).toHaveURL(/\/$/)
  })

  test('a confirmation link that does not work says so', async ({ page }) => {
    await page.goto(`/en-GB/newsletter-subscribe?em=${'0'.repeat(40)}&hash=${'f'.repeat(32)}`)
    await expect(page.getByRole('alert')).toHaveText(
      'This confirmation link is invalid or has expired. Please subscribe again.',
    )
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('English: a real POST shows the errors with the values kept, then the success text', async ({ page }) => {
      await page.goto('/en-GB')
      let form = footerNewsletter(page)
      await form.getByLabel('Email for the newsletter').fill(`nl-${unique()}@example.com`)
      await form.getByLabel('First name').fill('Jo')
      await form.getByLabel('Last name').fill('S')
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page).toHaveURL(/\/en-GB\/newsletter-subscribe$/)
      form = page.locator('main form')
      await expect(form.getByText('Please enter at least 2 characters').first()).toBeVisible()
      await expect(form.getByText('Value is required').first()).toBeVisible()
      await expect(form.getByLabel('First name')).toHaveValue('Jo')

      await form.getByLabel('Last name').fill('Smith')
      await form.getByRole('checkbox', { name: /privacy policy/ }).check()
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByRole('status')).toHaveText(/Please check your mail/)
    })
  })
})

test.describe('contact form', () => {
  const contactForm = (page: Page) => page.locator('main form.contact-form')

  test('German, with JavaScript: errors per field, then the thank-you text', async ({ page }) => {
    await page.goto('/service-hilfe/kontaktformular')
    const form = contactForm(page)
    await form.getByRole('button', { name: 'Absenden' }).click()
    await expect(form.getByRole('alert')).toBeFocused()
    for (const label of ['Anrede', 'Vorname', 'Nachname', 'E-Mail-Adresse', 'Betreff', 'Ihre Nachricht'])
      await expect(form.getByLabel(label, { exact: false }).first()).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Anrede').selectOption({ label: 'Frau' })
    await form.getByLabel('Vorname').fill('Erika')
    await form.getByLabel('Nachname').fill('Mustermann')
    await form.getByLabel('E-Mail-Adresse').fill(`kontakt-${unique()}@example.com`)
    await form.getByLabel('Betreff').fill('Frage zur Lieferzeit')
    await form.getByLabel('Ihre Nachricht').fill('Wann wird meine Bestellung mit den Sicherheitsschuhen geliefert?')
    await form.getByRole('checkbox', { name: /Datenschutzbestimmungen/ }).check()
    await form.getByRole('button', { name: 'Absenden' }).click()
    await expect(page.locator('main').getByRole('status')).toHaveText(/Vielen Dank für Ihre Nachricht/)
  })

  test('English: an invalid email comes back with the values kept, then it is sent', async ({ page }) => {
    await page.goto('/en-GB/service-help/contact-form')
    await invalidEmailThenSent(page)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the CMS page arrives whole at its own address; a real POST keeps the values, then sends', async ({
      page,
    }) => {
      await page.goto('/en-GB/service-help/contact-form')
      // A CMS page is its page (awaited with the shell): nothing streams behind a script, so no detour
      // through the <noscript> refresh to a twin rendered whole.
      await expect(page).toHaveURL(/\/en-GB\/service-help\/contact-form$/)
      await invalidEmailThenSent(page)
    })
  })

  /** The English contact form: an invalid email comes back with what was typed, then the message is sent. */
  async function invalidEmailThenSent(page: Page) {
    const form = contactForm(page)
    await form.getByLabel('Salutation').selectOption({ label: 'Mrs.' })
    await form.getByLabel('First name').fill('John')
    await form.getByLabel('Last name').fill('Smith')
    await form.getByLabel('Email address').fill('not-an-address')
    await form.getByLabel('Subject').fill('Delivery time')
    await form.getByLabel('Your message').fill('When will my order of safety shoes arrive?')
    await form.getByRole('checkbox', { name: /privacy policy/ }).check()
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByText('Please enter a valid email address').first()).toBeVisible()
    await expect(form.getByLabel('Subject')).toHaveValue('Delivery time')
    await expect(form.getByLabel('Your message')).toHaveValue('When will my order of safety shoes arrive?')

    await form.getByLabel('Email address').fill(`contact-${unique()}@example.com`)
    await form.getByRole('checkbox', { name: /privacy policy/ }).check()
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.locator('main').getByRole('status')).toHaveText(/Thank you for your message/)
  }
})

test.describe('review form', () => {
  test('a guest is asked to log in; a customer writes a review and it appears', async ({ page }) => {
    await page.goto('/arbeitsjacken')
    await page.locator('.product-card').nth(5).locator('.product-card-link').click()
    await page.waitForURL((url) => url.pathname !== '/arbeitsjacken')
    const productPath = new URL(page.url()).pathname
    const login = page.getByRole('link', { name: 'Melden Sie sich an, um eine Bewertung zu schreiben.' })
    await expect(login).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(productPath)}`)

    await login.click()
    const loginForm = page.locator('main form')
    await loginForm.getByLabel('E-Mail-Adresse').fill('firma@example.com')
    await loginForm.getByLabel('Passwort').fill(DEMO_PASSWORD)
    await loginForm.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL((url) => url.pathname === productPath)

    const form = page.locator('form.review-form')
    await form.getByRole('button', { name: 'Bewertung absenden' }).click()
    await expect(form.getByLabel('Titel')).toHaveAttribute('aria-invalid', 'true')

    const title = `Robust ${unique()}`
    await form.getByRole('radio', { name: '4 von 5 Sternen' }).check()
    await form.getByLabel('Titel').fill(title)
    await form
      .getByRole('textbox', { name: 'Ihre Bewertung', exact: true })
      .fill('Sitzt gut, hält warm und übersteht auch den Baustellenalltag ohne Probleme.')
    await form.getByRole('button', { name: 'Bewertung absenden' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bewertung!' })).toBeVisible()
    await expect(page.locator('#reviews').getByRole('heading', { name: title })).toBeVisible()
  })
})

test.describe('review form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a customer logs in and reviews a product with real POSTs', async ({ page }) => {
    await page.goto('/login')
    const loginForm = page.locator('main form')
    await loginForm.getByLabel('E-Mail-Adresse').fill('privat@example.com')
    await loginForm.getByLabel('Passwort').fill(DEMO_PASSWORD)
    await loginForm.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL((url) => url.pathname !== '/login')

    await page.goto('/arbeitsjacken')
    await page.locator('.product-card').nth(7).locator('.product-card-link').click()
    await page.waitForURL((url) => url.pathname !== '/arbeitsjacken')
    const form = page.locator('form.review-form')
    const title = `Ohne Skript ${unique()}`
    await form.getByRole('radio', { name: '5 von 5 Sternen' }).check()
    await form.getByLabel('Titel').fill(title)
    await form.getByRole('button', { name: 'Bewertung absenden' }).click()
    // Without content the form comes back with its error and the title kept.
    const content = form.getByRole('textbox', { name: 'Ihre Bewertung', exact: true })
    await expect(content).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Titel')).toHaveValue(title)

    await content.fill('Auch ohne JavaScript bestellt und bewertet: die Jacke sitzt und hält dicht.')
    await form.getByRole('button', { name: 'Bewertung absenden' }).click()
    await expect(page.locator('#reviews').getByRole('heading', { name: title })).toBeVisible()
  })
})
