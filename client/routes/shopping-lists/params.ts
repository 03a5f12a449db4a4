/** What the shopping-list pages' loaders hand their view (browser-safe: shared by both). */
import type { ShoppingList } from '../../state/shopping-lists'

/** Lists per page of /account/shopping-lists. */
export const LISTS_PER_PAGE = 25

/** A product the shopper wants on a list (?add=<productId>: the button's way without JavaScript). */
export interface AddingProduct {
  id: string
  name: string
  productNumber: string
}

/** /account/shopping-lists: the customer's lists, newest first. */
export interface ListsData {
  section: 'lists'
  lists: ShoppingList[]
  total: number
  page: number
  limit: number
  adding: AddingProduct | null
}

/** One option group of a line's product (colour, size), to replace the line's variant. */
export interface VariantGroup {
  id: string
  name: string
  options: Array<{ id: string; name: string }>
  /** The line's variant's option of this group. */
  selected: string | null
}

/** /shopping-list/{id}: the customer's own list; `?variant=<lineItemId>` opens that line's variant choice. */
export interface ListData {
  section: 'list'
  list: ShoppingList
  variantChoice: { lineItemId: string; groups: VariantGroup[] } | null
}

/** /shopping-list/{id}?share=…: anyone's read-only view of a shared list. */
export interface SharedData {
  section: 'shared'
  list: ShoppingList
  shareToken: string
}

/** A logged-in customer who is not a business customer (lists are for business customers only). */
export interface UnavailableData {
  section: 'unavailable'
}

export type ShoppingListsPageData = ListsData | ListData | SharedData | UnavailableData

/** Where a list lives, below the locale prefix. */
export const listPath = (id: string, query = '') => `/shopping-list/${id}${query}`
export const LISTS_PATH = '/account/shopping-lists'

/** Parameters of a URL the pages read: the variant choice and the share token. */
export const VARIANT_PARAM = 'variant'
export const SHARE_PARAM = 'share'
export const ADD_PARAM = 'add'
