/**
 * A product's custom fields (Shopware's product.customFields, migration 0017). asx_outlet marks an
 * outlet article: a single piece the cart holds once and drops when it is sold (decision 027).
 */
import type { ProductRow } from './queries'

/** The custom field that marks an outlet article. */
export const OUTLET_FIELD = 'asx_outlet'

/** The product's custom fields; a product without any answers {} (as Shopware does). */
export const customFieldsOf = (row: Pick<ProductRow, 'customFields'>): Record<string, unknown> =>
  row.customFields ? (JSON.parse(row.customFields) as Record<string, unknown>) : {}

/** Whether the product is an outlet article. */
export const isOutlet = (row: Pick<ProductRow, 'customFields'>) => customFieldsOf(row)[OUTLET_FIELD] === true
