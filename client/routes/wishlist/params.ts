/** What the wishlist page's loader hands its view (browser-safe: shared by both). */
import type { Alternates, Product } from '../../types'

export interface WishlistPageData {
  /** A logged-in customer's list comes from the server; a guest's is read in the browser. */
  customer: boolean
  page: number
  /** The customer's products on this page (empty after a failed read); null for a guest. */
  products: Product[] | null
  total: number
  alternates: Alternates
}
