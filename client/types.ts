/** Entity types from the official Store API schema (types only: zero bytes in the bundle). */
import type { Schemas } from '@shopware/api-client/store-api-types'
import type { Locale } from '../shared/constants'

/** Deferred loader data: a promise while streaming, the settled value after hydration or a payload; null when missing. */
export type Deferred<T> = Promise<T | null> | T | null

export type Product = Schemas['Product']
export type Category = Schemas['Category']
export type Cart = Schemas['Cart']
export type LineItem = Schemas['LineItem']
export type ProductListing = Schemas['ProductListingResult']
export type ProductDetail = { product: Product; configurator?: Schemas['PropertyGroup'][] }
export type ProductReview = Schemas['ProductReview']
export type ProductReviews = { elements: ProductReview[]; total?: number; page?: number; limit?: number }
export type CrossSellingSection = { crossSelling: Schemas['ProductCrossSelling']; products: Product[]; total?: number }

/** The same page in every locale: language switch and hreflang links. */
export type Alternates = Partial<Record<Locale, string>>

/** What the header keeps of a category: enough to name and link it (navigationPath, shared/paths.ts). */
export interface NavigationEntry {
  id: string
  parentId?: string | null
  /** The translated name. */
  name: string
  type?: string | null
  linkType?: string | null
  internalLink?: string | null
  externalLink?: string | null
  linkNewTab?: boolean
  /** The entry's first SEO path (none for a folder or a link). */
  seoUrls?: Array<{ seoPathInfo: string }>
  /** Left out when it has none. */
  children?: NavigationEntry[]
  /** A top entry's picture (the category's media), when it has one. */
  image?: string
}

export type ShopArea = 'business' | 'private'

/** The session context as the page needs it: price display and who is shopping. Never the token. */
export interface Session {
  /** The tax state of the Store API's prices (net for business customers). */
  taxState: 'gross' | 'net'
  /** The prices the shopper sees: the customer's tax state, or a visitor's choice (the tax display switch). */
  priceDisplay: 'gross' | 'net'
  /** The area the shopper is in: business (net prices) or private. */
  area: ShopArea
  customer: { id: string; accountType?: string; firstName?: string; lastName?: string; guest?: boolean } | null
}

export interface RootData {
  navigation: NavigationEntry[]
  cart: Cart | null
  context: Session
  languageId: string
  alternates: Alternates
  /** The canonical origin for absolute URLs (canonical, hreflang, structured data). */
  origin: string
  /** The footer's Store API navigation; null when the Store API has none (see routes/content/loader.server.ts). */
  footer?: FooterNavigation | null
  /** The plugin features the shop lacks (decision 054); left out when it has them all. Their links are hidden. */
  absent?: import('../shared/store-api/capabilities').PluginFeature[]
  /** The shop's content pages in this locale (path below the prefix); a page it lacks has no link. */
  contentLinks?: Partial<Record<import('../shared/store-api/capabilities').ContentPage, string>>
}

/** The shopper's own part of the root data, which a page kept at the edge fetches after hydration (`/_session.json`). */
export type SessionData = Pick<RootData, 'cart' | 'context'>

/** One product the header search proposes (worker/ssr/suggest.ts answers these). */
export interface Suggestion {
  id: string
  name: string
  path: string
  price: number | null
  /** Its unit price in the same display (shared/catalog/prices.ts unitPriceOf); null for goods sold by the piece. */
  unitPrice: { price: number; referenceUnit: number; unitName: string } | null
  image: string | null
}

export interface SuggestResponse {
  term: string
  /** Hits counted, at most a few pages' worth (`more` says there are more). */
  total: number
  more: boolean
  /** Which prices `suggestions` carry: the shopper's display, net for the business area. */
  priceDisplay: 'gross' | 'net'
  suggestions: Suggestion[]
  /** The term the shopper probably meant, when a word of theirs is in no product ("Meinten Sie …?"). */
  correction: string | null
  /** The categories of the products suggested, most frequent first. */
  categories: Array<{ id: string; name: string; path: string }>
}

/** A footer entry: a folder keeps its id (its heading's id), a link needs only its name and address. */
export type FooterEntry = Omit<NavigationEntry, 'id' | 'children'> & { id?: string; children?: FooterEntry[] }

export interface FooterNavigation {
  /** Folders with their links (Store API footer-navigation). */
  footer: FooterEntry[]
  /** Single links (Store API service-navigation). */
  service: FooterEntry[]
}
