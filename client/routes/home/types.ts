/** The home page's loader data (browser-safe types): the root category's layout, or the featured products. */
import type { CategoryLayout } from '../category/types'
import type { Deferred, ProductListing } from '../../types'

export type HomeData =
  /** The root category has a layout that shows more than a listing: the page is that layout. */
  | { layout: CategoryLayout; listing: Deferred<ProductListing>; page: number }
  /** No layout (the embedded shop): the shop's own home with the root category's featured products. */
  | { layout?: undefined; featured: Deferred<ProductListing> }
