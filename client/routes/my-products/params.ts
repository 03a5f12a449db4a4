/** What the "my products" page's loader hands its view. */
import type { Alternates, Product } from '../../types'
import type { OrderedProduct } from '../account/types'

export interface MyProductsPageData {
  /** The page requires login; a guest sees 'You must be logged in!' and the way to the login. */
  loggedIn: boolean
  /** The products the customer kept on the wishlist or reviewed, each once, with why it is here. */
  products: { product: Product; wishlisted: boolean; reviewed: boolean }[]
  /** The products of the customer's orders, newest first, each with "buy again". */
  ordered: OrderedProduct[]
  alternates: Alternates
}

/** The page's path below the locale prefix: the same German path in both locales. */
export const MY_PRODUCTS_PATH = '/meine-produkte'
