/**
 * The cart entity: line items, prices and taxes (gross for consumers, net plus VAT for business
 * customers), promotion discounts as line items, the session's shipping method and its costs (none for a
 * virtual cart), the payment transaction, cart errors and the free-shipping progress (extensions).
 */
import { STANDARD_TAX_RATE } from '../../../shared/constants'
import type { CartLine } from './storage'
import type { CatalogMeta } from '../../catalog/meta'
import { type ProductRow, chosenOptionBits } from '../../catalog/product'
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
import { formerPriceOf, productStates, purchaseRules, referenceOf, tiersOf } from '../../catalog/product/entity'
import {
  type PriceTaxState,
  addedTax,
  calculatedPrice,
  cents,
  euros,
  inTaxState,
  includedTax,
  tierCents,
} from '../../platform/price'
import type { CartError } from './errors'
import { errorsByKey } from './errors'
import type { AppliedDiscount } from '../promotion/rules'
import { promotionLineItem } from '../promotion/entity'

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
}

/** A guest's cart: gross prices, standard parcel, prepayment, Germany. */
export const DEFAULT_PRICING: CartPricing = {
  taxState: 'gross',
  shippingMethod: STANDARD_SHIPPING,
  paymentMethod: findPaymentMethod(PAYMENT_METHOD_ID)!,
  country: findCountry(COUNTRY_ID)!,
}

const inState = inTaxState

/** A priced line's unit price in a tax state (net for business customers), in cents. */
export const unitCentsIn = (l: PricedLine, taxState: PriceTaxState) => inState(l.unitCents, l.product.taxRate, taxState)

function lineItemEntity(priced: PricedLine, meta: CatalogMeta, languageId: string, taxState: PriceTaxState) {
  const { line, product } = priced
  const unitCents = unitCentsIn(priced, taxState)
  const rules = taxRules(product.taxRate)
  const purchase = purchaseRules(product)
  const options = chosenOptionBits(product).flatMap((bit) => [meta.options.get(bit)].filter((o) => !!o))
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
    price: calculatedPrice(
      unitCents,
      line.quantity,
      product.taxRate,
      referenceOf(product, languageId),
      taxState,
      priced.unitCents === product.priceCents ? formerPriceOf(product, taxState) : null,
    ),
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
    cover: productMedia(product, product.name, languageId, false)[0].media,
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
    states: productStates(product),
    apiAlias: 'line_item' as const,
  }
}

/**
 * Whether a cart is virtual: it has items and every non-promotion item is a download, so it
 * needs no delivery.
 */
export const isVirtualCart = (items: Array<{ type: string; states: string[] }>) => {
  const goods = items.filter((i) => i.type !== 'promotion')
  return goods.length > 0 && goods.every((i) => i.states.includes('is-download'))
}

/**
 * The shipping method's gross costs: none for an empty cart or when every item ships free, none from
 * the method's free-shipping threshold (gross goods value, so it is the same for every customer).
 */
export function shippingCents(
  lines: PricedLine[],
  grossPositionCents: number,
  method = STANDARD_SHIPPING,
  freeShipping = false,
): number {
  if (!lines.length || freeShipping) return 0
  if (method.freeFromCents !== null && grossPositionCents >= method.freeFromCents) return 0
  return lines.every((l) => l.product.shippingFree === 1) ? 0 : method.costCents
}

/**
 * What the shopper still has to add (gross goods value) for the method's free shipping, for the progress
 * bar of cart and off-canvas cart; null when the method has no threshold. Answered in the cart's
 * `extensions.asxFreeShipping` (euros), where Shopware carries a struct's extensions.
 */
export function freeShippingProgress(grossPositionCents: number, method: ShippingMethod, freeShipping: boolean) {
  if (method.freeFromCents === null) return null
  const remaining = freeShipping ? 0 : Math.max(0, method.freeFromCents - grossPositionCents)
  return {
    threshold: euros(method.freeFromCents),
    remaining: euros(remaining),
    reached: remaining === 0,
    apiAlias: 'asx_free_shipping' as const,
  }
}

/** Amounts per tax rate in the session's tax state, with their tax (contained in gross, added to net). */
function taxesByRate(
  lines: PricedLine[],
  discounts: AppliedDiscount[],
  shippingGross: number,
  taxState: PriceTaxState,
) {
  const sums = new Map<number, number>()
  const add = (rate: number, cents: number) => sums.set(rate, (sums.get(rate) ?? 0) + cents)
  for (const l of lines) add(l.product.taxRate, unitCentsIn(l, taxState) * l.line.quantity)
  for (const part of discounts.flatMap((d) => d.parts)) add(part.rate, inState(part.cents, part.rate, taxState))
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

/** What the cart's rules decided beside the product lines: discounts and free shipping. */
export interface CartAdjustments {
  discounts: AppliedDiscount[]
  freeShipping: boolean
}

const NO_ADJUSTMENTS: CartAdjustments = { discounts: [], freeShipping: false }

/**
 * Shopware's cart_price of priced lines, discounts and gross shipping costs in a tax state: amounts per
 * tax rate with their tax (contained in gross, added to net), the total, the net price and the
 * position price (goods and discounts without shipping). The shopping lists price their lines with it.
 */
export function cartPrice(
  lines: PricedLine[],
  discounts: AppliedDiscount[],
  shippingGross: number,
  taxState: PriceTaxState,
) {
  const taxes = taxesByRate(lines, discounts, shippingGross, taxState)
  const taxCents = taxes.reduce((sum, t) => sum + t.tax, 0)
  const amountCents = taxes.reduce((sum, t) => sum + t.cents, 0)
  const shippingCentsInState = inState(shippingGross, STANDARD_TAX_RATE, taxState)
  // Gross: the amounts contain the tax; net: the tax comes on top.
  const totalCents = taxState === 'net' ? amountCents + taxCents : amountCents
  return {
    netPrice: euros(totalCents - taxCents),
    totalPrice: euros(totalCents),
    positionPrice: euros(amountCents - shippingCentsInState),
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
  adjustments: CartAdjustments = NO_ADJUSTMENTS,
) {
  const { taxState } = pricing
  const { discounts, freeShipping } = adjustments
  const lineItems = [
    ...lines.map((l) => lineItemEntity(l, meta, languageId, taxState)),
    ...discounts.map((d) => promotionLineItem(d, languageId, taxState)),
  ]
  const virtual = isVirtualCart(lineItems)
  const grossGoodsCents = lines.reduce((sum, l) => sum + l.unitCents * l.line.quantity, 0)
  const shippingGross = virtual ? 0 : shippingCents(lines, grossGoodsCents, pricing.shippingMethod, freeShipping)
  const price = cartPrice(lines, discounts, shippingGross, taxState)
  return {
    token,
    name: 'sales-channel',
    price,
    lineItems,
    deliveries: lines.length && !virtual ? [delivery(shippingGross, languageId, pricing)] : [],
    transactions: [{ paymentMethodId: pricing.paymentMethod.id, amount: calculatedPrice(cents(price.totalPrice), 1) }],
    errors: errorsByKey(errors),
    modified,
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    extensions: {
      asxFreeShipping: lines.length
        ? freeShippingProgress(grossGoodsCents, pricing.shippingMethod, freeShipping)
        : null,
    },
    apiAlias: 'cart' as const,
  }
}
