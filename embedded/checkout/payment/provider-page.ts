/**
 * The payment provider page's HTML: server-rendered, no JavaScript needed, in the order's language,
 * with the shop's stylesheet. Every field has its label; an error sits under its field, tied to it with
 * aria-describedby and aria-invalid, and a summary at the top (role=alert) names what to check. The
 * provider is a demo, and every page says so first: no one may take it for a real card form.
 */
import type { Locale } from '../../../shared/constants'
import { escapeHtml } from '../../../shared/html'
import { formatPrice } from '../../../shared/i18n'
import { localePrefix } from '../../../shared/locale'
import { euros } from '../../platform/price'
import type { PaymentHandler } from '../../platform/reference'
import type { CardProblem } from './card'
import { PROVIDER_TEXTS, type PaymentRefusal, type ProviderTexts } from './provider-texts'

type Field = keyof ProviderTexts['fields']

export interface FieldSpec {
  name: Field
  type: 'text' | 'date' | 'tel'
  autocomplete: string
  inputmode?: 'numeric'
  /** The value shown again after a refused submit (never the card number or cvv). */
  value?: string
}

const CARD_FIELDS: FieldSpec[] = [
  { name: 'card-number', type: 'text', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'name', type: 'text', autocomplete: 'cc-name' },
  { name: 'expiry-date', type: 'text', autocomplete: 'cc-exp' },
  { name: 'cvv', type: 'text', autocomplete: 'cc-csc', inputmode: 'numeric' },
]

interface ProviderForm {
  locale: Locale
  handler: Exclude<PaymentHandler, 'synchronous'>
  orderNumber: string
  amountCents: number
  /** Invoice: the fields the provider still needs (birthday, phone). */
  invoiceFields?: FieldSpec[]
  values?: Partial<Record<Field, string>>
  problems?: Array<[Field, CardProblem]>
  /** The summary above the form: what to check. */
  summary?: string
  stylesheets: string[]
}

/** The demo notice every provider page opens with. */
const demoNotice = (t: ProviderTexts) =>
  `<p class="demo-notice" role="note"><strong>${escapeHtml(t.demo)}</strong> ${escapeHtml(t.demoText)}</p>`

const STYLE = `.provider .demo-notice{border:2px solid #8a4b00;background:#fff4e5;color:#4a2800;border-radius:var(--radius);padding:.75rem 1rem}.provider{max-width:32rem;margin:2rem auto;padding:0 1rem}.provider fieldset{border:1px solid var(--border);border-radius:var(--radius);padding:1rem;margin:0 0 1rem}.provider .field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:.75rem}.provider input{padding:.5rem;font:inherit;border:1px solid var(--border);border-radius:var(--radius)}.provider input[aria-invalid=true]{border-color:#b00020}.provider .field-error{color:#b00020;margin:0}.provider .actions{display:flex;gap:.75rem}`

function documentOf(locale: Locale, title: string, body: string, stylesheets: string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${links}<style>${STYLE}</style></head><body><main class="provider">${body}</main></body></html>`
}

function fieldHtml(t: ProviderTexts, spec: FieldSpec, value: string | undefined, problem: CardProblem | undefined) {
  const id = `field-${spec.name}`
  const errorId = `${id}-error`
  const attributes = [
    `id="${id}"`,
    `name="${spec.name}"`,
    `type="${spec.type}"`,
    `autocomplete="${spec.autocomplete}"`,
    'required',
    spec.inputmode ? `inputmode="${spec.inputmode}"` : '',
    value ? `value="${escapeHtml(value)}"` : '',
    problem ? `aria-invalid="true" aria-describedby="${errorId}"` : '',
  ].filter(Boolean)
  const error = problem ? `<p class="field-error" id="${errorId}">${escapeHtml(t.problems[problem])}</p>` : ''
  return `<div class="field"><label for="${id}">${escapeHtml(t.fields[spec.name])}</label><input ${attributes.join(' ')}>${error}</div>`
}

function methodFieldset(t: ProviderTexts, form: ProviderForm): string {
  const problems = new Map(form.problems ?? [])
  const fields = (specs: FieldSpec[]) =>
    specs.map((s) => fieldHtml(t, s, form.values?.[s.name], problems.get(s.name))).join('')
  if (form.handler === 'card')
    return `<fieldset><legend>${escapeHtml(t.cardLegend)}</legend>${fields(CARD_FIELDS)}</fieldset>`
  if (form.handler === 'wallet')
    return `<fieldset><legend>${escapeHtml(t.walletLegend)}</legend><p>${escapeHtml(t.walletText)}</p></fieldset>`
  const needs = form.invoiceFields?.length ? `<p>${escapeHtml(t.invoiceNeeds)}</p>${fields(form.invoiceFields)}` : ''
  return `<fieldset><legend>${escapeHtml(t.invoiceLegend)}</legend><p>${escapeHtml(t.invoiceText)}</p>${needs}</fieldset>`
}

/** The provider's form for one payment. */
export function providerFormPage(form: ProviderForm): string {
  const t = PROVIDER_TEXTS[form.locale]
  const summary = form.summary ? `<p class="message error" role="alert">${escapeHtml(form.summary)}</p>` : ''
  const body = `${demoNotice(t)}<p>${escapeHtml(t.provider)}</p><h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.order.replace('{number}', form.orderNumber))}<br>${escapeHtml(t.amount.replace('{amount}', formatPrice(euros(form.amountCents), form.locale)))}</p>
${summary}<form method="post" novalidate>${methodFieldset(t, form)}<div class="actions"><button class="button primary" type="submit" name="action" value="pay">${escapeHtml(t.pay)}</button><button class="button" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button></div></form>`
  return documentOf(form.locale, t.title, body, form.stylesheets)
}

/** A payment the provider cannot take (bad, expired or used link; a paid or changed order). */
export function providerRefusalPage(locale: Locale, refusal: PaymentRefusal, stylesheets: string[]): string {
  const t = PROVIDER_TEXTS[locale]
  const home = localePrefix(locale) || '/'
  const body = `${demoNotice(t)}<p>${escapeHtml(t.provider)}</p><h1>${escapeHtml(t.title)}</h1><p class="message error" role="alert">${escapeHtml(t.errors[refusal])}</p><p><a class="button" href="${home}">${escapeHtml(t.backToShop)}</a></p>`
  return documentOf(locale, t.title, body, stylesheets)
}
