/**
 * Store API `includes` for the shopper's own data (addresses, customer, cart), and the same cut applied
 * to data the loaders get already read (the session's customer, the cart): fields per apiAlias, as
 * Shopware's StructEncoder cuts an answer (docs/decisions/044). An entity whose alias has no list stays
 * whole; `translated` keeps only the listed fields.
 */
import type { Includes } from '../../shared/store-api/includes'

/**
 * What the address views read of a country (its name, ISO code for the default, EU flag for the
 * partial-delivery rule: checkout/rules.ts) and of a salutation (account/AddressFields, AddressBlock).
 */
export const ADDRESS_INCLUDES = {
  country: ['id', 'name', 'translated', 'iso', 'isEu'],
  salutation: ['id', 'salutationKey', 'displayName', 'translated'],
} satisfies Includes

/**
 * What the header, the cart page and the checkout summary read of the cart beyond its lines and prices:
 * a line's picture (ui/ProductImage.tsx), a delivery's method name; a delivery's address country and
 * salutation as the address views read them.
 */
export const CART_INCLUDES = {
  ...ADDRESS_INCLUDES,
  media: ['url', 'alt', 'thumbnails'],
  media_thumbnail: ['url', 'width'],
  shipping_method: ['id', 'name', 'translated'],
} satisfies Includes
