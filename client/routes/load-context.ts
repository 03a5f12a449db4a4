/** What the worker hands every route loader (types only; loaders themselves live in *.server.ts). */
import type { Schemas } from '@shopware/api-client/store-api-types'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'
import type { Locale } from '../../shared/constants'
import type { ShopCapabilities } from '../../shared/store-api/capabilities'
import type { StoreApiClient } from '../../shared/store-api/client'
import type { CategoryLayout } from './category/types'
import type {
  Alternates,
  Category,
  CrossSellingSection,
  Deferred,
  ProductDetail,
  ProductListing,
  ProductReviews,
} from '../types'

export interface AppLoadContext {
  locale: Locale
  /** The Store API's id of this locale's language (differs between the embedded API and a real Shopware). */
  languageId: string
  /** Public origin of this request, for absolute canonical and hreflang URLs. */
  origin: string
  /** The Store API client for this request (its language, the shopper's context token). */
  api: StoreApiClient
  /** A client for another locale, for finding the same page's path there. */
  apiFor(locale: Locale): StoreApiClient
  /** The main navigation two levels deep, read once per request however many loaders ask. */
  mainNavigation(): Promise<Category[]>
  /**
   * The shopper's session context (customer, tax state), read once per request and again after an action
   * renewed the token (login, logout); null for a shopper without a context token, or when the read failed.
   */
  session(): Promise<SalesChannelContext | null>
  /**
   * What the shop offers beyond Shopware's own routes: the plugin features it lacks and its content pages
   * (decision 054). Learnt once per backend and deploy, not per page; absent: every feature (embedded).
   */
  shop?(): Promise<ShopCapabilities>
  /** Whether the operator configured a tag manager: something a shopper can consent to (shared/consent.ts). */
  tracking?: boolean
}

export type SalesChannelContext = Schemas['SalesChannelContext']
export type Customer = Schemas['Customer']

/** What a product page shows; everything but the status decision may still be streaming. */
export interface ProductPageData {
  kind: 'product'
  id: string
  alternates: Alternates
  detail: ProductDetail
  reviews: Deferred<ProductReviews>
  reviewPage: number
  crossSellings: Deferred<CrossSellingSection[]>
}

/** Loader data of pages showing a product or a category, however the URL named them. */
export type EntityPageData =
  | ProductPageData
  | {
      kind: 'category'
      id: string
      page: number
      alternates: Alternates
      listing: Deferred<ProductListing>
      /** The category's own CMS layout; absent when its page is its listing alone. */
      layout?: CategoryLayout
    }
  /** Landing pages, lexicon entries, blog posts …: `type` says which, `data` is what that view renders. */
  | { kind: 'content'; id: string; type: string; alternates: Alternates; data: unknown }

/** What every route loader receives: the request, its params, and this context. */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext> & { context: AppLoadContext }
/** What every form action receives (docs/decisions/017-form-actions.md): the POST, its params, this context. */
export type ActionArgs = ActionFunctionArgs<AppLoadContext> & { context: AppLoadContext }
