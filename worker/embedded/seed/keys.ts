/** Seed ids: every seeded row's id is uuidFor(a readable key), so tests can name rows directly. */
import { uuidFor } from '../../../shared/ids'
import { ROOT_CATEGORY_ID } from '../platform/sales-channel'

export const SIZE_GROUP_ID = uuidFor('property-group:size')
export const COLOUR_GROUP_ID = uuidFor('property-group:colour')
/** A property group by its code (size, colour, material, protection-class, season, fit). */
export const propertyGroupId = (code: string) => uuidFor(`property-group:${code}`)
/** An option of any group; sizes and colours keep their own helpers below. */
export const propertyOptionId = (group: string, key: string) => uuidFor(`property-option:${group}:${key}`)

/** @example categoryId('arbeitsjacken/softshelljacken') */
export const categoryId = (key: string) => (key === 'root' ? ROOT_CATEGORY_ID : uuidFor(`category:${key}`))
export const categoryMediaId = (key: string) => uuidFor(`media:category:${key}`)
export const manufacturerId = (key: string) => uuidFor(`manufacturer:${key}`)
export const sizeOptionId = (size: string) => propertyOptionId('size', size)
export const colourOptionId = (key: string) => propertyOptionId('colour', key)
/** The n-th listed (parent) product, 1-based: productId(1) is SW10001. */
export const productId = (n: number) => uuidFor(`product:${n}`)
/** The v-th variant (1-based) of product n: SW10001.1 … */
export const variantId = (n: number, v: number) => uuidFor(`product:${n}.${v}`)
/**
 * A product picture: product n in one colour (option bit), view 0 (the cover) to 3. The id carries
 * them in the clear (8 + 2 + 2 hex) and a checksum (20 hex), so pictures need no rows.
 */
export function productMediaId(n: number, colourBit: number, view = 0): string {
  const head =
    n.toString(16).padStart(8, '0') + colourBit.toString(16).padStart(2, '0') + view.toString(16).padStart(2, '0')
  return head + uuidFor(`media:product:${head}`).slice(0, 20)
}

/** The inverse of productMediaId; null for any id it did not make. */
export function parseProductMediaId(id: string): { n: number; colourBit: number; view: number } | null {
  if (!/^[0-9a-f]{32}$/.test(id) || uuidFor(`media:product:${id.slice(0, 12)}`).slice(0, 20) !== id.slice(12))
    return null
  return {
    n: Number.parseInt(id.slice(0, 8), 16),
    colourBit: Number.parseInt(id.slice(8, 10), 16),
    view: Number.parseInt(id.slice(10, 12), 16),
  }
}
export const reviewId = (n: number, seq: number) => uuidFor(`review:${n}:${seq}`)
export const crossSellingId = (n: number, kind: string) => uuidFor(`cross-selling:${n}:${kind}`)
export const seoUrlId = (languageId: string, routeName: string, foreignKey: string) =>
  uuidFor(`seo-url:${languageId}:${routeName}:${foreignKey}`)
export const customerId = (n: number) => uuidFor(`customer:${n}`)
/** Customer n's seeded address (their default billing and shipping address). */
export const customerAddressId = (n: number) => uuidFor(`customer-address:${n}`)
export const productNumber = (n: number) => `SW${10000 + n}`
