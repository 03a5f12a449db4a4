/**
 * The cart entity: line items, prices and taxes (gross for consumers, net plus VAT for business
 * customers), the session's shipping method and its costs, the payment transaction and cart errors.
 */
import { STANDARD_TAX_RATE } from '../../../../shared/constants'
import type { CartLine } from './storage'
import type { CatalogMeta } from '../../catalog/meta'
import type { ProductRow } from '../../catalog/product/queries'
import { COUNTRY_ID, PAYMENT_METHOD_ID, taxRules } from '../../platform/sales-channel'
import {
  type Country,
  type PaymentMethod,
  STANDARD_SHIPPING,
  type ShippingMethod,
  countryEntity,
  findCountry,
  findPaymentMethod,
  shippingMethodEntity,
} from '../../platform/reference'
import { productMedia } from '../../catalog/product/parts'
import { purchaseRules, referenceOf, tiersOf } from '../../catalog/product/entity'
import {
  type PriceTaxState,
  addedTax,
  calculatedPrice,
  euros,
  includedTax,
  netCents,
  tierCents,
} from '../../platform/price'

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
    key: `product-stock-reached${lineId}`,
    messageKey: 'product-stock-reached',
    level: 10,
    code: 0,
    id: lineId,
    name,
    quantity,
    message: `The product ${name} is only available ${quantity} times`,
  }),
  outOfStock: (lineId: string, name: string): CartError => ({
    key: `product-out-of-stock${lineId}`,
    messageKey: 'product-out-of-stock',
    level: 10,
    code: 0,
    id: lineId,
    name,
    message: `The product ${name} is no more available`,
  }),
  productNotFound: (id: string): CartError => ({
    key: `product-not-found${id}`,
    messageKey: 'product-not-found',
    level: 20,
    code: 404,
    id,
    message: `The product ${id} could not be found`,
  }),
  minOrderQuantity: (lineId: string, name: string, quantity: number): CartError => ({
    key: `min-order-quantity${lineId}`,
    messageKey: 'min-order-quantity',
    level: 10,
    code: 0,
    id: lineId,
    name,
    quantity,
    message: `The quantity of ${name} was raised to the minimum order quantity of ${quantity}`,
  }),
  purchaseStepsQuantity: (lineId: string, name: string, quantity: number): CartError => ({
    key: `purchase-steps-quantity${lineId}`,
    messageKey: 'purchase-steps-quantity',
    level: 10,
    code: 0,
    id: lineId,
    name,
    quantity,
    message: `The quantity of ${name} was changed to ${quantity} to match its purchase steps`,
  }),
  promotionNotFound: (code: string): CartError => ({
    key: `promotion-not-found${code}`,
    messageKey: 'promotion-not-found',
    level: 20,
    code: 404,
    promotionCode: code,
    message: `Promotion with code ${code} not found!`,
  }),
}

export interface PricedLine {
  line: CartLine
  product: ProductRow
  /** The gross unit price for the line's quantity (price tiers). */
  unitCents: number
}

/** Prices a line: the unit price of the tier its quantity reaches. */
export const pricedLine = (line: CartLine, product: ProductRow): PricedLine => ({
  line,
  product,
  unitCents: tierCents(tiersOf(product), line.quantity),
})

/** What the session decides about a cart: tax state, shipping and payment method, delivery country. */
export interface CartPricing {
  taxState: PriceTaxState
  shippingMethod: ShippingMethod
  paymentMethod: PaymentMethod
  country: Country
  /** The logged-in customer's active addresses (part of the cart hash); absent for guests. */
  customer?: {
    activeBillingAddress: { id: string } | null
    activeShippingAddress: { id: string } | null
  } | null
}

/** A guest's cart: gross prices, standard parcel, prepayment, Germany. */
export const DEFAULT_PRICING: CartPricing = {
  taxState: 'gross',
  shippingMethod: STANDARD_SHIPPING,
  paymentMethod: findPaymentMethod(PAYMENT_METHOD_ID)!,
  country: findCountry(COUNTRY_ID)!,
}

/** A gross amount in the session's tax state. */
const inState = (grossCents: number, rate: number, taxState: PriceTaxState) =>
  taxState === 'net' ? netCents(grossCents, rate) : grossCents

function lineItemEntity(
  { line, product, unitCents: grossUnitCents }: PricedLine,
  meta: CatalogMeta,
  languageId: string,
  taxState: PriceTaxState,
) {
  const unitCents = inState(grossUnitCents, product.taxRate, taxState)
  const rules = taxRules(product.taxRate)
  const purchase = purchaseRules(product)
  const options = [product.size, product.colour].flatMap((bit) =>
    bit === null ? [] : [meta.options.get(bit)].filter((o) => !!o),
  )
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
    price: calculatedPrice(unitCents, line.quantity, product.taxRate, referenceOf(product, languageId), taxState),
    priceDefinition: {
      price: euros(unitCents),
      quantity: line.quantity,
      taxRules: rules,
      isCalculated: true,
      type: 'quantity',
      apiAlias: 'cart_price_quantity' as const,
    },
    quantityInformation: {
      minPurchase: purchase.minPurchase,
      maxPurchase: Math.max(purchase.minPurchase, purchase.calculatedMaxPurchase),
      purchaseSteps: purchase.purchaseSteps,
    },
    deliveryInformation: {
      stock: product.stock,
      freeDelivery: product.shippingFree === 1,
      ...(product.restockDays === null ? {} : { restockTime: product.restockDays }),
      deliveryTime: {
        min: product.deliveryMin,
        max: product.deliveryMax,
        unit: 'day',
        name: `${product.deliveryMin}-${product.deliveryMax}`,
        apiAlias: 'cart_delivery_time' as const,
      },
      apiAlias: 'cart_delivery_information' as const,
    },
    cover: productMedia(product, product.name, languageId)[0].media,
    payload: {
      productNumber: product.productNumber,
      manufacturerId: meta.manufacturers.get(product.manufacturer)?.id ?? null,
      markAsTopseller: product.topseller === 1,
      isCloseout: product.closeout === 1,
      stock: product.stock,
      releaseDate: product.releaseDate,
      optionIds: options.map((o) => o!.id),
      options: options.map((o) => ({
        group: o!.groupTranslatedName,
        option: o!.translatedName,
        translated: { group: o!.groupTranslatedName, option: o!.translatedName },
      })),
      ...(line.payload ? (JSON.parse(line.payload) as Record<string, unknown>) : {}),
    },
    children: [],
    states: [] as string[],
    apiAlias: 'line_item' as const,
  }
}

/**
 * The shipping method's gross costs: none for an empty cart or when every item ships free, none from
 * the method's free-shipping threshold (gross goods value, so it is the same for every customer).
 */
export function shippingCents(lines: PricedLine[], grossPositionCents: number, method = STANDARD_SHIPPING): number {
  if (!lines.length) return 0
  if (method.freeFromCents !== null && grossPositionCents >= method.freeFromCents) return 0
  return lines.every((l) => l.product.shippingFree === 1) ? 0 : method.costCents
}

/** Amounts per tax rate in the session's tax state, with their tax (contained in gross, added to net). */
function taxesByRate(lines: PricedLine[], shippingGross: number, taxState: PriceTaxState) {
  const sums = new Map<number, number>()
  const add = (rate: number, cents: number) => sums.set(rate, (sums.get(rate) ?? 0) + cents)
  for (const l of lines) add(l.product.taxRate, inState(l.unitCents, l.product.taxRate, taxState) * l.line.quantity)
  if (shippingGross) add(STANDARD_TAX_RATE, inState(shippingGross, STANDARD_TAX_RATE, taxState))
  return [...sums].map(([rate, cents]) => ({
    rate,
    cents,
    tax: taxState === 'net' ? addedTax(cents, rate) : includedTax(cents, rate),
  }))
}

function delivery(shippingGross: number, languageId: string, pricing: CartPricing) {
  const day = 86_400_000
  const now = Date.now()
  const [min, max] = pricing.shippingMethod.deliveryDays
  const shipping = inState(shippingGross, STANDARD_TAX_RATE, pricing.taxState)
  return {
    deliveryDate: {
      earliest: new Date(now + min * day).toISOString(),
      latest: new Date(now + max * day).toISOString(),
    },
    location: {
      country: countryEntity(pricing.country, languageId),
      apiAlias: 'cart_delivery_shipping_location' as const,
    },
    shippingCosts: calculatedPrice(shipping, 1, STANDARD_TAX_RATE, null, pricing.taxState),
    shippingMethod: shippingMethodEntity(pricing.shippingMethod, languageId),
    apiAlias: 'cart_delivery' as const,
  }
}

export function cartEntity(
  token: string,
  lines: PricedLine[],
  errors: CartError[],
  modified: boolean,
  languageId: string,
  meta: CatalogMeta,
  pricing: CartPricing = DEFAULT_PRICING,
) {
  const { taxState } = pricing
  const grossPositionCents = lines.reduce((sum, l) => sum + l.unitCents * l.line.quantity, 0)
  const shippingGross = shippingCents(lines, grossPositionCents, pricing.shippingMethod)
  const taxes = taxesByRate(lines, shippingGross, taxState)
  const taxCents = taxes.reduce((sum, t) => sum + t.tax, 0)
  const positionCents = lines.reduce(
    (sum, l) => sum + inState(l.unitCents, l.product.taxRate, taxState) * l.line.quantity,
    0,
  )
  const amountCents = taxes.reduce((sum, t) => sum + t.cents, 0)
  // Gross: the amounts contain the tax; net: the tax comes on top.
  const totalCents = taxState === 'net' ? amountCents + taxCents : amountCents
  return {
    token,
    name: 'sales-channel',
    price: {
      netPrice: euros(totalCents - taxCents),
      totalPrice: euros(totalCents),
      positionPrice: euros(positionCents),
      rawTotal: euros(totalCents),
      taxStatus: taxState,
      calculatedTaxes: taxes.map((t) => ({
        tax: euros(t.tax),
        taxRate: t.rate,
        price: euros(t.cents),
        apiAlias: 'cart_tax_calculated' as const,
      })),
      taxRules: taxRules(),
      apiAlias: 'cart_price' as const,
    },
    lineItems: lines.map((l) => lineItemEntity(l, meta, languageId, taxState)),
    deliveries: lines.length ? [delivery(shippingGross, languageId, pricing)] : [],
    transactions: [{ paymentMethodId: pricing.paymentMethod.id, amount: calculatedPrice(totalCents, 1) }],
    errors: Object.fromEntries(errors.map((e) => [e.key, e])),
    modified,
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    apiAlias: 'cart' as const,
  }
}
