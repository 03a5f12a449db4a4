/** Seed ids: every seeded row's id is uuidFor(a readable key), so tests can name rows directly. */
import { uuidFor } from '../../shared/ids'

export { categoryId, crossSellingId, parseProductMediaId, productMediaId } from '../catalog/ids'

export const SIZE_GROUP_ID = uuidFor('property-group:size')
export const COLOUR_GROUP_ID = uuidFor('property-group:colour')
/** A property group by its code (size, colour, material, protection-class, season, fit). */
export const propertyGroupId = (code: string) => uuidFor(`property-group:${code}`)
/** An option of any group; sizes and colours keep their own helpers below. */
export const propertyOptionId = (group: string, key: string) => uuidFor(`property-option:${group}:${key}`)

export const categoryMediaId = (key: string) => uuidFor(`media:category:${key}`)
export const manufacturerId = (key: string) => uuidFor(`manufacturer:${key}`)
export const sizeOptionId = (size: string) => propertyOptionId('size', size)
export const colourOptionId = (key: string) => propertyOptionId('colour', key)
/** The n-th listed (parent) product, 1-based: productId(1) is SW10001. */
export const productId = (n: number) => uuidFor(`product:${n}`)
/** The v-th variant (1-based) of product n: SW10001.1 … */
export const variantId = (n: number, v: number) => uuidFor(`product:${n}.${v}`)
export const reviewId = (n: number, seq: number) => uuidFor(`review:${n}:${seq}`)
export const seoUrlId = (languageId: string, routeName: string, foreignKey: string) =>
  uuidFor(`seo-url:${languageId}:${routeName}:${foreignKey}`)
export const customerId = (n: number) => uuidFor(`customer:${n}`)
/** Customer n's seeded address (their default billing and shipping address). */
export const customerAddressId = (n: number) => uuidFor(`customer-address:${n}`)
export const productNumber = (n: number) => `SW${10000 + n}`
