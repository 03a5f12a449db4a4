/**
 * The product page's data as its views read it (docs/decisions/044): names resolved to the shopper's
 * language the way shared/catalog/properties.ts reads them (translated first, then the raw value), so
 * `translated` does not travel beside them; the options' and properties' groups cut to what the facts
 * and the variant switch read (id, name, position, display type).
 */
import { displayName } from '../../../shared/catalog/properties'
import type { ProductDetail } from '../../types'
import { productDescriptionHtml } from '../../components/product/description.server'

type Named = { name?: string | null; translated?: { name?: string | null } | null }
type GroupLike = Named & { id: string; position?: number | null; displayType?: string | null; options?: unknown }
type OptionLike = Named & {
  id: string
  groupId?: string | null
  position?: number | null
  colorHexCode?: string | null
  group?: GroupLike | null
}

/** A property group: its id, name, position and display type (its options apart). */
function groupView(group: GroupLike): Record<string, unknown> {
  const out: Record<string, unknown> = { id: group.id, name: displayName(group) }
  if (group.position != null) out.position = group.position
  if (group.displayType) out.displayType = group.displayType
  return out
}

/**
 * An option (a variant's option, a property value): id, name, colour, place, and its group unless the
 * caller already stands in the group (the configurator's lists).
 * @example optionView({ id: 'o', name: 'L', translated: { name: 'L' }, colorHexCode: null, groupId: 'g' }) // { id: 'o', name: 'L', groupId: 'g' }
 */
export function optionView(option: OptionLike, withGroup = true): Record<string, unknown> {
  const out: Record<string, unknown> = { id: option.id, name: displayName(option) }
  if (option.groupId) out.groupId = option.groupId
  if (option.position != null) out.position = option.position
  if (option.colorHexCode) out.colorHexCode = option.colorHexCode
  if (withGroup && option.group) out.group = groupView(option.group)
  return out
}

/** Only a name, resolved: delivery time, unit, manufacturer. */
const named = (entity: (Named & { id?: string }) | null | undefined) =>
  entity ? { ...(entity.id ? { id: entity.id } : {}), name: displayName(entity) } : entity

type PriceLike = Record<string, unknown> & { taxRules?: Array<{ taxRate?: number }> | null }

/**
 * A calculated price as the price views read it (components/product/price.ts, PriceDetails.tsx, JSON-LD):
 * amounts, quantity, tax rates, and the reference, list and regulation prices when there are any.
 */
function priceView(price: PriceLike | null | undefined): PriceLike | null | undefined {
  if (!price) return price
  const out: PriceLike = {}
  for (const key of ['unitPrice', 'totalPrice', 'quantity', 'referencePrice', 'listPrice', 'regulationPrice'])
    if (price[key] != null) out[key] = price[key]
  if (price.taxRules) out.taxRules = price.taxRules.map(({ taxRate }) => ({ taxRate }))
  return out
}

/**
 * A product detail answer as the product page reads it. The description is HTML made safe here (Shopware's
 * is HTML; a plain text becomes paragraphs): the page sets it as it comes, its meta description and
 * structured data read its text (components/content/html.ts).
 */
export async function productDetailView(detail: ProductDetail): Promise<ProductDetail> {
  const { translated, ...product } = detail.product as ProductDetail['product'] & Record<string, unknown>
  const view: Record<string, unknown> = {
    ...product,
    name: translated?.name ?? product.name,
    description: (await productDescriptionHtml(translated?.description ?? product.description)) || null,
    manufacturer: named(product.manufacturer),
    deliveryTime: named(product.deliveryTime),
    unit: named(product.unit),
    calculatedPrice: priceView(product.calculatedPrice as PriceLike | undefined),
    calculatedPrices: product.calculatedPrices?.map((price) => priceView(price as PriceLike)),
    options: product.options?.map((option) => optionView(option as OptionLike)),
    properties: product.properties?.map((option) => optionView(option as OptionLike)),
  }
  const configurator = detail.configurator?.map((group) => ({
    ...groupView(group as GroupLike),
    options: ((group.options ?? []) as OptionLike[]).map((option) => optionView(option, false)),
  }))
  return {
    product: view as ProductDetail['product'],
    ...(configurator ? { configurator: configurator as unknown as ProductDetail['configurator'] } : {}),
  }
}
