/**
 * Business customers see net prices everywhere (Shopware's tax state `net`). Catalog and content reads
 * compute product prices gross and stay token-free and shareable; when a request carries the token of
 * a business customer's session, this middleware turns every calculated price of the answer into its
 * net view in one place (unit and total net, the VAT added on top, the reference price per unit net, a
 * reduction's former and lowest prices net, the listing's price facet net), so listing, search,
 * product page, cross-selling and CMS product boxes all agree; the listing reads the price filter's net
 * bounds through `grossBound`. Such a request is never cached (worker/cache.ts shares only token-free
 * reads). The cart computes its own net prices (checkout/cart/entity.ts).
 */
import type { Database, StoreApiEnv } from '../database'
import type { MiddlewareHandler } from 'hono'
import { STANDARD_TAX_RATE } from '../../../shared/constants'
import { TOKEN_HEADER } from './index'
import { calculatedTax, cents, euros, listPriceOf, netCents } from '../price'
import { type TaxState, taxStateOf } from './session'

declare module 'hono' {
  interface ContextVariableMap {
    /** The tax state of a priced catalog read: `net` when its token is a business customer's session. */
    taxState: TaxState
  }
}

/** The reads whose answers carry product prices. */
const PRICED_READS = /^\/store-api\/(product-listing\/|product(\/|$)|search(-suggest)?$|cms\/|landing-page\/)/

const PRICE_ALIASES = new Set(['calculated_price', 'calculated_cheapest_price'])

type Json = unknown
type PriceObject = Record<string, any>

/** One gross calculated price as Shopware answers it in the net tax state. */
function netPrice(price: PriceObject): PriceObject {
  const rate = Number(price.taxRules?.[0]?.taxRate ?? price.calculatedTaxes?.[0]?.taxRate ?? 0)
  const quantity = Number(price.quantity ?? 1)
  const unit = netCents(cents(price.unitPrice), rate)
  const total = unit * quantity
  const reference = price.referencePrice
  const net = (amount: unknown) => netCents(cents(amount), rate)
  const regulation = price.regulationPrice
  return {
    ...price,
    unitPrice: euros(unit),
    totalPrice: euros(total),
    calculatedTaxes: [calculatedTax(total, rate, 'net')],
    referencePrice: reference?.purchaseUnit
      ? { ...reference, price: euros((unit / reference.purchaseUnit) * (reference.referenceUnit ?? 1)) }
      : reference,
    listPrice: price.listPrice ? listPriceOf(unit, net(price.listPrice.price)) : price.listPrice,
    regulationPrice: regulation ? { ...regulation, price: euros(net(regulation.price)) } : regulation,
  }
}

/** A gross amount in euros (a facet bound) at the catalog's VAT rate, net. */
const netAmount = (gross: unknown) =>
  typeof gross === 'number' ? euros(netCents(cents(gross), STANDARD_TAX_RATE)) : gross

/**
 * A net amount the shopper typed (the listing's min-price and max-price) as the gross amount the
 * catalog filters on, at the catalog's one VAT rate.
 * @example grossBound(42.02) // 50
 */
export const grossBound = (net: number) => euros(Math.round((cents(net) * (100 + STANDARD_TAX_RATE)) / 100))

/** Every calculated price and the price facet in `value`, turned net (a copy; the rest is kept as it is). */
export function netView(value: Json): Json {
  if (Array.isArray(value)) return value.map(netView)
  if (!value || typeof value !== 'object') return value
  const object = value as PriceObject
  const out: PriceObject = {}
  for (const [key, child] of Object.entries(object)) out[key] = netView(child)
  if (object.apiAlias === 'price_aggregation') return { ...out, min: netAmount(out.min), max: netAmount(out.max) }
  return PRICE_ALIASES.has(object.apiAlias) ? netPrice(out) : out
}

/** The account type of the customer a context token is logged in as, in one lookup; null for guests. */
async function accountTypeOf(db: Database, token: string): Promise<string | null> {
  const row = await db
    .prepare(
      'SELECT customer.account_type AS accountType FROM context JOIN customer ON customer.id = context.customer_id WHERE context.token = ?',
    )
    .bind(token)
    .first<{ accountType: string }>()
  return row?.accountType ?? null
}

export const businessNetPrices = (): MiddlewareHandler<{ Bindings: StoreApiEnv }> =>
  async function businessNetPrices(c, next) {
    const token = c.req.header(TOKEN_HEADER)
    if (!token || !PRICED_READS.test(c.req.path)) return next()
    const taxState = taxStateOf(await accountTypeOf(c.env.DB, token))
    c.set('taxState', taxState)
    await next()
    if (taxState !== 'net' || c.res.status !== 200) return
    if (!c.res.headers.get('content-type')?.includes('application/json')) return
    const body = netView(await c.res.json())
    const headers = new Headers(c.res.headers)
    headers.delete('content-length')
    c.res = new Response(JSON.stringify(body), { status: 200, headers })
  }
