/**
 * The embedded payment provider: the page /handle-payment sends shoppers to for card, wallet and
 * invoice payments, standing in for a real provider. GET shows the form for the token's payment; POST
 * "pay" checks the fields (a refused form keeps the token), takes the token (once), and settles: an
 * approved card or a confirmed wallet is paid (markPaid) and returns to finishUrl; a declined card or a
 * refused credit check fails the transaction (markFailed) and returns to errorUrl, where the order can
 * be paid again. "cancel" fails it too. A bad, tampered, expired or used token gets a 4xx page.
 */
import type { Database } from '../../platform/database'
import type { Locale } from '../../../shared/constants'
import { preferredLocale } from '../../../shared/locale'
import { CacheNone, cacheHeaders } from '../../../shared/http/cache-strategy'
import type { EmbeddedEnv as Env } from '../../env'
import { type PaymentMethod, demoMode, findPaymentMethod, servedByDemoProvider } from '../../platform/reference'
import { localeOf } from '../../platform/sales-channel'
import { markFailed, markPaid } from '../order/payment-state'
import { findOrder, latestTransaction, type OrderRow } from '../order'
import { type CardField, type CardProblem, cardDeclined, cardProblems } from './card'
import { acceptInvoice, checkCredit } from './credit-check'
import { type FieldSpec, providerFormPage, providerRefusalPage } from './provider-page'
import { PROVIDER_TEXTS, type InvoiceField, type PaymentRefusal } from './provider-texts'
import { PROVIDER_PATH } from './routes'
import { type PaymentToken, tokenUsed, takeToken, verifyPaymentToken } from './token'

const REFUSAL_STATUS: Record<PaymentRefusal, number> = {
  invalid: 400,
  expired: 410,
  used: 410,
  paid: 409,
  changed: 409,
  unavailable: 404,
}

interface Payment {
  token: PaymentToken
  order: OrderRow
  method: PaymentMethod & { handler: 'card' | 'wallet' | 'invoice' }
  locale: Locale
}

/** The payment a token names, or why the provider refuses it. */
async function loadPayment(env: Env, text: string): Promise<Payment | { refusal: PaymentRefusal; locale?: Locale }> {
  const check = await verifyPaymentToken(env, text)
  if (!check.ok) return { refusal: check.reason }
  const { token } = check
  const [order, transaction, used] = await Promise.all([
    findOrder(env.DB, token.orderId),
    latestTransaction(env.DB, token.orderId),
    tokenUsed(env.DB, token),
  ])
  const locale = order ? localeOf(order.languageId) : undefined
  const method = findPaymentMethod(token.paymentMethodId)
  if (used) return { refusal: 'used', locale }
  if (transaction?.state === 'paid') return { refusal: 'paid', locale }
  const current =
    order?.state !== 'cancelled' &&
    transaction?.id === token.transactionId &&
    transaction.paymentMethodId === token.paymentMethodId &&
    (transaction.state === 'open' || transaction.state === 'failed')
  if (!order || !current || !method || method.handler === 'synchronous') return { refusal: 'changed', locale }
  // Card and wallet belong to the demo provider: out of demo mode it takes no card data, whatever the link.
  if (servedByDemoProvider(method) && !demoMode(env)) return { refusal: 'unavailable', locale }
  return { token, order, method: method as Payment['method'], locale: locale ?? 'de-DE' }
}

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      ...cacheHeaders(CacheNone),
      // The payment token in the address never leaves the shop in a Referer; `no-referrer` would also
      // make the browser send `Origin: null` with the form, which the CSRF guard refuses.
      'referrer-policy': 'same-origin',
      'x-robots-tag': 'noindex',
    },
  })

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { location, ...cacheHeaders(CacheNone) } })

/** What the invoice provider still needs: the customer's birthday and the billing phone, when missing. */
async function invoiceNeeds(db: Database, order: OrderRow): Promise<InvoiceField[]> {
  const [customer, billing] = await db.batch<{ value: string | null }>([
    db.prepare('SELECT birthday AS value FROM customer WHERE id = ?').bind(order.customerId),
    db
      .prepare('SELECT phone_number AS value FROM order_address WHERE id = ? AND order_id = ?')
      .bind(order.billingAddressId, order.id),
  ])
  const missing = (rows: { value: string | null }[]) => !rows[0]?.value?.trim()
  return [
    ...(missing(customer.results) ? (['birthday'] as const) : []),
    ...(missing(billing.results) ? (['phone'] as const) : []),
  ]
}

const INVOICE_SPECS: Record<InvoiceField, FieldSpec> = {
  birthday: { name: 'birthday', type: 'date', autocomplete: 'bday' },
  phone: { name: 'phone', type: 'tel', autocomplete: 'tel' },
}

/** An adult's birthday (YYYY-MM-DD, a real date, 18 or older, born after 1900). */
function birthdayProblem(value: string, now = new Date()): CardProblem | null {
  if (!value) return 'required'
  const date = new Date(`${value}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    return 'invalid'
  const adult = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()))
  return date.getUTCFullYear() < 1900 || date > adult ? 'invalid' : null
}

/** A phone number: digits with the usual separators, 6 to 20 digits. */
function phoneProblem(value: string): CardProblem | null {
  if (!value) return 'required'
  const digits = value.replace(/\D/g, '').length
  return /^\+?[\d\s()/-]+$/.test(value) && digits >= 6 && digits <= 20 ? null : 'invalid'
}

type Form = Record<string, string>
const formValue = (form: Form, name: string) => (form[name] ?? '').trim()

async function readForm(request: Request): Promise<Form> {
  const data = await request.formData().catch(() => null)
  const form: Form = {}
  data?.forEach((value, key) => {
    if (typeof value === 'string') form[key] = value
  })
  return form
}

interface Checked {
  problems: Array<[CardField | InvoiceField, CardProblem]>
  invoiceFields: InvoiceField[]
}

async function checkFields(db: Database, payment: Payment, form: Form): Promise<Checked> {
  if (payment.method.handler === 'card') {
    const input = {
      cardNumber: formValue(form, 'card-number'),
      name: formValue(form, 'name'),
      expiry: formValue(form, 'expiry-date'),
      cvv: formValue(form, 'cvv'),
    }
    return { problems: cardProblems(input), invoiceFields: [] }
  }
  if (payment.method.handler === 'wallet') return { problems: [], invoiceFields: [] }
  const invoiceFields = await invoiceNeeds(db, payment.order)
  const problems = invoiceFields.flatMap((field): Array<[InvoiceField, CardProblem]> => {
    const value = formValue(form, field)
    const problem = field === 'birthday' ? birthdayProblem(value) : phoneProblem(value)
    return problem ? [[field, problem]] : []
  })
  return { problems, invoiceFields }
}

/** Keeps what the invoice provider asked for: the birthday on the customer, the phone on the order's billing address. */
async function keepInvoiceDetails(db: Database, order: OrderRow, fields: InvoiceField[], form: Form) {
  const statements = fields.map((field) =>
    field === 'birthday'
      ? db
          .prepare('UPDATE customer SET birthday = ? WHERE id = ? AND birthday IS NULL')
          .bind(formValue(form, 'birthday'), order.customerId)
      : db
          .prepare('UPDATE order_address SET phone_number = ? WHERE id = ? AND order_id = ?')
          .bind(formValue(form, 'phone'), order.billingAddressId, order.id),
  )
  if (statements.length) await db.batch(statements)
}

/** Settles a taken token's payment: true when it succeeded (paid, or the invoice accepted). */
async function settle(db: Database, payment: Payment, form: Form, invoiceFields: InvoiceField[]) {
  const { order, token, method } = payment
  if (method.handler === 'card' && cardDeclined(formValue(form, 'card-number'))) return false
  if (method.handler !== 'invoice') return markPaid(db, order.id)
  await keepInvoiceDetails(db, order, invoiceFields, form)
  if (!(await checkCredit(db, order)).ok) return false
  return acceptInvoice(db, order, token.transactionId)
}

/** The form again, with the problems of the last submit (the card number and cvv are never shown back). */
function refusedForm(payment: Payment, form: Form, checked: Checked, stylesheets: string[]) {
  const t = PROVIDER_TEXTS[payment.locale]
  const summary = payment.method.handler === 'card' ? t.checkCardData : t.checkBirthdayPhone
  const kept = ['name', 'expiry-date', 'birthday', 'phone'] as const
  return html(
    providerFormPage({
      ...formOf(payment, stylesheets, checked.invoiceFields),
      values: Object.fromEntries(kept.map((k) => [k, formValue(form, k)])),
      problems: checked.problems,
      summary,
    }),
    422,
  )
}

const formOf = (payment: Payment, stylesheets: string[], invoiceFields: InvoiceField[]) => ({
  locale: payment.locale,
  handler: payment.method.handler,
  orderNumber: payment.order.orderNumber,
  amountCents: payment.order.amountTotal,
  invoiceFields: invoiceFields.map((f) => INVOICE_SPECS[f]),
  stylesheets,
})

/**
 * Answers a request to the provider page (`/payment-provider/{token}`), GET or POST.
 * @example app.all('/payment-provider/*', (c) => paymentProvider(c.req.raw, c.env, ['/assets/app.css']))
 */
export async function paymentProvider(request: Request, env: Env, stylesheets: string[] = []): Promise<Response> {
  const path = new URL(request.url).pathname
  const text = path.startsWith(`${PROVIDER_PATH}/`) ? path.slice(PROVIDER_PATH.length + 1) : ''
  const payment = await loadPayment(env, text)
  if ('refusal' in payment) {
    const locale = payment.locale ?? preferredLocale(request.headers.get('accept-language')) ?? 'de-DE'
    return html(providerRefusalPage(locale, payment.refusal, stylesheets), REFUSAL_STATUS[payment.refusal])
  }
  const refused = (refusal: PaymentRefusal) =>
    html(providerRefusalPage(payment.locale, refusal, stylesheets), REFUSAL_STATUS[refusal])
  if (request.method === 'GET' || request.method === 'HEAD') {
    const fields = payment.method.handler === 'invoice' ? await invoiceNeeds(env.DB, payment.order) : []
    return html(providerFormPage(formOf(payment, stylesheets, fields)))
  }
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'GET, POST' } })
  const form = await readForm(request)
  const { token, order } = payment
  if (form.action === 'cancel') {
    if (!(await takeToken(env.DB, token))) return refused('used')
    await markFailed(env.DB, order.id)
    return redirect(token.errorUrl)
  }
  const checked = await checkFields(env.DB, payment, form)
  if (checked.problems.length) return refusedForm(payment, form, checked, stylesheets)
  if (!(await takeToken(env.DB, token))) return refused('used')
  if (await settle(env.DB, payment, form, checked.invoiceFields)) return redirect(token.finishUrl)
  await markFailed(env.DB, order.id)
  return redirect(token.errorUrl)
}
