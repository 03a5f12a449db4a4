/** The cart entity: line items, gross prices, taxes, the standard parcel delivery and cart errors. */
import { STANDARD_TAX_RATE } from '../../../shared/constants'
import type { CartLine } from '../queries/cart'
import type { OptionRow, ProductRow } from '../queries/products'
import { FREE_SHIPPING_FROM_CENTS, PAYMENT_METHOD_ID, SHIPPING_COST_CENTS, countryEntity, shippingMethodEntity, taxRules } from '../sales-channel'
import { mediaEntity } from './media'
import { purchasable } from './product'
import { calculatedPrice, euros, includedTax } from './price'

/** A cart error, Shopware style; the cart's `errors` object is keyed by `key`. */
export interface CartError {
  key: string
  messageKey: string
  level: 0 | 10 | 20
  message: string
  code: number
  [parameter: string]: unknown
}

export const cartErrors = {
  stockReached: (lineId: string, name: string, quantity: number): CartError => ({
    key: `product-stock-reached${lineId}`, messageKey: 'product-stock-reached', level: 10, code: 0, id: lineId, name, quantity,
    message: `The product ${name} is only available ${quantity} times`,
  }),
  outOfStock: (lineId: string, name: string): CartError => ({
    key: `product-out-of-stock${lineId}`, messageKey: 'product-out-of-stock', level: 10, code: 0, id: lineId, name,
    message: `The product ${name} is no more available`,
  }),
  productNotFound: (id: string): CartError => ({
    key: `product-not-found${id}`, messageKey: 'product-not-found', level: 20, code: 404, id,
    message: `The product ${id} could not be found`,
  }),
  promotionNotFound: (code: string): CartError => ({
    key: `promotion-not-found${code}`, messageKey: 'promotion-not-found', level: 20, code: 404, promotionCode: code,
    message: `Promotion with code ${code} not found!`,
  }),
}

export interface PricedLine {
  line: CartLine
  product: ProductRow
  options: OptionRow[]
}

function lineItemEntity({ line, product, options }: PricedLine) {
  const rules = taxRules(product.taxRate)
  return {
    id: line.id,
    referencedId: line.productId,
    label: product.name,
    quantity: line.quantity,
    type: 'product' as const,
    good: true,
    stackable: true,
    removable: true,
    modified: false,
    price: calculatedPrice(product.priceCents, line.quantity, product.taxRate),
    priceDefinition: { price: euros(product.priceCents), quantity: line.quantity, taxRules: rules, isCalculated: true, type: 'quantity', apiAlias: 'cart_price_quantity' as const },
    quantityInformation: { minPurchase: 1, maxPurchase: Math.max(1, purchasable(product.stock)), purchaseSteps: 1 },
    deliveryInformation: {
      stock: product.stock,
      freeDelivery: product.shippingFree === 1,
      ...(product.restockDays === null ? {} : { restockTime: product.restockDays }),
      deliveryTime: { min: product.deliveryDaysMin, max: product.deliveryDaysMax, unit: 'day', name: `${product.deliveryDaysMin}-${product.deliveryDaysMax}`, apiAlias: 'cart_delivery_time' as const },
      apiAlias: 'cart_delivery_information' as const,
    },
    cover: product.coverId ? mediaEntity({ id: product.coverId, kind: product.coverKind ?? 'product' }, product.name) : null,
    payload: {
      productNumber: product.productNumber,
      manufacturerId: product.manufacturerId,
      markAsTopseller: product.topseller === 1,
      isCloseout: true,
      stock: product.stock,
      releaseDate: product.releaseDate,
      optionIds: options.map((o) => o.id),
      options: options.map((o) => ({ group: o.groupName, option: o.name, translated: { group: o.groupName, option: o.name } })),
    },
    children: [],
    states: [] as string[],
    apiAlias: 'line_item' as const,
  }
}

/** Standard parcel costs unless the goods reach the free-shipping threshold or all ship free. */
export function shippingCents(lines: PricedLine[], positionCents: number): number {
  if (!lines.length || positionCents >= FREE_SHIPPING_FROM_CENTS) return 0
  return lines.every((l) => l.product.shippingFree === 1) ? 0 : SHIPPING_COST_CENTS
}

function taxesByRate(lines: PricedLine[], shipping: number) {
  const gross = new Map<number, number>()
  for (const l of lines) gross.set(l.product.taxRate, (gross.get(l.product.taxRate) ?? 0) + l.product.priceCents * l.line.quantity)
  if (shipping) gross.set(STANDARD_TAX_RATE, (gross.get(STANDARD_TAX_RATE) ?? 0) + shipping)
  return [...gross].map(([rate, cents]) => ({ rate, cents, tax: includedTax(cents, rate) }))
}

function delivery(shipping: number, languageId: string) {
  const day = 86_400_000
  const now = Date.now()
  return {
    deliveryDate: { earliest: new Date(now + day).toISOString(), latest: new Date(now + 3 * day).toISOString() },
    location: { country: countryEntity(languageId), apiAlias: 'cart_delivery_shipping_location' as const },
    shippingCosts: calculatedPrice(shipping, 1),
    shippingMethod: shippingMethodEntity(languageId),
    apiAlias: 'cart_delivery' as const,
  }
}

export function cartEntity(token: string, lines: PricedLine[], errors: CartError[], modified: boolean, languageId: string) {
  const positionCents = lines.reduce((sum, l) => sum + l.product.priceCents * l.line.quantity, 0)
  const shipping = shippingCents(lines, positionCents)
  const totalCents = positionCents + shipping
  const taxes = taxesByRate(lines, shipping)
  const taxCents = taxes.reduce((sum, t) => sum + t.tax, 0)
  return {
    token,
    name: 'sales-channel',
    price: {
      netPrice: euros(totalCents - taxCents),
      totalPrice: euros(totalCents),
      positionPrice: euros(positionCents),
      rawTotal: euros(totalCents),
      taxStatus: 'gross' as const,
      calculatedTaxes: taxes.map((t) => ({ tax: euros(t.tax), taxRate: t.rate, price: euros(t.cents), apiAlias: 'cart_tax_calculated' as const })),
      taxRules: taxRules(),
      apiAlias: 'cart_price' as const,
    },
    lineItems: lines.map(lineItemEntity),
    deliveries: lines.length ? [delivery(shipping, languageId)] : [],
    transactions: [{ paymentMethodId: PAYMENT_METHOD_ID, amount: calculatedPrice(totalCents, 1) }],
    errors: Object.fromEntries(errors.map((e) => [e.key, e])),
    modified,
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    apiAlias: 'cart' as const,
  }
}
