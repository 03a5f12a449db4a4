/** Seed ids: every seeded row's id is uuidFor(a readable key), so tests can name rows directly. */
import { uuidFor } from '../../../shared/ids'
import { ROOT_CATEGORY_ID } from '../sales-channel'

export const SIZE_GROUP_ID = uuidFor('property-group:size')
export const COLOUR_GROUP_ID = uuidFor('property-group:colour')

/** @example categoryId('arbeitsjacken/softshelljacken') */
export const categoryId = (key: string) => (key === 'root' ? ROOT_CATEGORY_ID : uuidFor(`category:${key}`))
export const categoryMediaId = (key: string) => uuidFor(`media:category:${key}`)
export const manufacturerId = (key: string) => uuidFor(`manufacturer:${key}`)
export const sizeOptionId = (size: string) => uuidFor(`property-option:size:${size}`)
export const colourOptionId = (key: string) => uuidFor(`property-option:colour:${key}`)
/** The n-th listed (parent) product, 1-based: productId(1) is SW10001. */
export const productId = (n: number) => uuidFor(`product:${n}`)
/** The v-th variant (1-based) of product n: SW10001.1 … */
export const variantId = (n: number, v: number) => uuidFor(`product:${n}.${v}`)
export const productMediaId = (n: number, colourKey: string) => uuidFor(`media:product:${n}:${colourKey}`)
export const seoUrlId = (languageId: string, routeName: string, foreignKey: string) => uuidFor(`seo-url:${languageId}:${routeName}:${foreignKey}`)
export const customerId = (n: number) => uuidFor(`customer:${n}`)
export const productNumber = (n: number) => `SW${10000 + n}`
