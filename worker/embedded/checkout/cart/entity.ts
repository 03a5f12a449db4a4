/** The cart entity: line items, gross prices, taxes, the standard parcel delivery and cart errors. */
import { STANDARD_TAX_RATE } from '../../../../shared/constants'
import type { CartLine } from './storage'
import type { CatalogMeta } from '../../catalog/meta'
import type { ProductRow } from '../../catalog/product/queries'
import {
  FREE_SHIPPING_FROM_CENTS,
  PAYMENT_METHOD_ID,
  SHIPPING_COST_CENTS,
  COUNTRY_ID,
  taxRules,
} from '../../platform/sales-channel'
import { STANDARD_SHIPPING, countryEntity, findCountry, shippingMethodEntity } from '../../platform/reference'
import { productMedia } from '../../catalog/product/parts'
import { purchaseRules, referenceOf, tiersOf } from '../../catalog/product/entity'
import { calculatedPrice, euros, includedTax, tierCents } from '../../platform/price'

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

function lineItemEntity({ line, product, unitCents }: PricedLine, meta: CatalogMeta, languageId: string) {
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
    price: calculatedPrice(unitCents, line.quantity, product.taxRate, referenceOf(product, languageId)),
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

/** Standard parcel costs unless the goods reach the free-shipping threshold or all ship free. */
export function shippingCents(lines: PricedLine[], positionCents: number): number {
  if (!lines.length || positionCents >= FREE_SHIPPING_FROM_CENTS) return 0
  return lines.every((l) => l.product.shippingFree === 1) ? 0 : SHIPPING_COST_CENTS
}

function taxesByRate(lines: PricedLine[], shipping: number) {
  const gross = new Map<number, number>()
  for (const l of lines)
    gross.set(l.product.taxRate, (gross.get(l.product.taxRate) ?? 0) + l.unitCents * l.line.quantity)
  if (shipping) gross.set(STANDARD_TAX_RATE, (gross.get(STANDARD_TAX_RATE) ?? 0) + shipping)
  return [...gross].map(([rate, cents]) => ({ rate, cents, tax: includedTax(cents, rate) }))
}

function delivery(shipping: number, languageId: string) {
  const day = 86_400_000
  const now = Date.now()
  return {
    deliveryDate: { earliest: new Date(now + day).toISOString(), latest: new Date(now + 3 * day).toISOString() },
    location: {
      country: countryEntity(findCountry(COUNTRY_ID)!, languageId),
      apiAlias: 'cart_delivery_shipping_location' as const,
    },
    shippingCosts: calculatedPrice(shipping, 1),
    shippingMethod: shippingMethodEntity(STANDARD_SHIPPING, languageId),
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
) {
  const positionCents = lines.reduce((sum, l) => sum + l.unitCents * l.line.quantity, 0)
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
      calculatedTaxes: taxes.map((t) => ({
        tax: euros(t.tax),
        taxRate: t.rate,
        price: euros(t.cents),
        apiAlias: 'cart_tax_calculated' as const,
      })),
      taxRules: taxRules(),
      apiAlias: 'cart_price' as const,
    },
    lineItems: lines.map((l) => lineItemEntity(l, meta, languageId)),
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
