/** {prefix}/_suggest.json?search=…: what the header's search box proposes while the shopper types. */
import {
  displayAmount,
  type LawfulPrice,
  type PriceDisplay,
  priceDisplayOf,
  taxRateOf,
  unitPriceOf,
} from '../../shared/catalog/prices'
import { smallestImageUrl } from '../../shared/media'
import { navigationPath, productPath } from '../../shared/paths'
import { didYouMean } from '../../shared/catalog/did-you-mean'
import { areaOfCookie } from '../../client/routes/area/params'
import type { AppLoadContext } from '../../client/routes/load-context'
import type { Product, ProductListing, Suggestion, SuggestResponse } from '../../client/types'
import { CacheMinute, CacheNone, type CacheStrategy, cacheControl as cacheControlOf } from '../cache'

export const SUGGEST_PATH = '/_suggest.json'
const SUGGESTIONS = 6
/** Pages of suggestions a total counts (Shopware's total-count-mode next-pages). */
const COUNTED_PAGES = 5
/** Categories offered beside the products: those of the products found. */
const CATEGORIES = 3
/** Longer terms are not what a search box sends; they only cost an FTS query. */
const MAX_TERM = 100

export async function renderSuggestions(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url)
  const term = (url.searchParams.get('search') ?? '').trim().slice(0, MAX_TERM)
  // The prices the shopper chose (net or gross): a customer's context decides, a visitor's area cookie otherwise.
  const prices = priceDisplayOf(
    context.api.contextToken ? await context.session() : null,
    areaOfCookie(request.headers.get('cookie')),
  )
  const headers = suggestHeaders(context, prices)
  if (term.length < 2)
    return Response.json(
      {
        term,
        total: 0,
        more: false,
        priceDisplay: prices.display,
        suggestions: [],
        correction: null,
        categories: [],
      } satisfies SuggestResponse,
      { headers },
    )
  const listing = (await context.api
    .invoke('searchSuggest post /search-suggest', {
      // No exact total: counting every hit of a word being typed costs more than the suggestions.
      body: { search: term, limit: SUGGESTIONS, 'total-count-mode': 'next-pages' },
    })
    .catch(() => null)) as ProductListing | null
  if (!listing)
    return Response.json(
      { errors: [{ status: '502', code: 'STOREFRONT__SUGGEST_FAILED', title: 'Bad Gateway' }] },
      { status: 502 },
    )
  const body: SuggestResponse = {
    term,
    total: listing.total ?? 0,
    // With next-pages a total counts at most five pages and one hit: more than five pages is "many".
    more: (listing.total ?? 0) > SUGGESTIONS * COUNTED_PAGES,
    priceDisplay: prices.display,
    suggestions: (listing.elements ?? []).slice(0, SUGGESTIONS).map((product) => suggestion(product, prices)),
    correction: didYouMean(listing),
    categories: categoriesOf(listing.elements ?? []),
  }
  return Response.json(body, { headers: { ...headers, 'x-robots-tag': 'noindex' } })
}

/** The categories products found are shown in (their SEO category), most frequent first. */
function categoriesOf(products: Product[]): SuggestResponse['categories'] {
  const seen = new Map<string, { id: string; name: string; path: string; n: number }>()
  for (const product of products) {
    const category = product.seoCategory
    const name = category?.translated?.name ?? category?.name
    if (!category?.id || !name) continue
    const known = seen.get(category.id)
    if (known) known.n++
    else seen.set(category.id, { id: category.id, name, path: navigationPath(category as never), n: 1 })
  }
  return [...seen.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, CATEGORIES)
    .map(({ id, name, path }) => ({ id, name, path }))
}

/**
 * What browsers and shared caches may do with the suggestions. Prices may be a customer's own (net, group
 * prices): only anonymous answers may be shared, and a visitor's net answer only with that visitor, so
 * private. The same URL answers gross or net by the area cookie: a browser that switched area must not
 * reuse the other (Vary).
 */
function suggestHeaders(context: AppLoadContext, prices: PriceDisplay): Record<string, string> {
  const strategy = context.api.contextToken ? CacheNone : prices.display === 'net' ? CacheMinutePrivate : CacheMinute
  return { 'cache-control': cacheControlOf(strategy), vary: 'Cookie' }
}

/**
 * The edge's kept suggestions (rendered for nobody, in the visitor's price area) as this shopper's
 * answer: with the headers their own render would carry.
 */
export function keptSuggestions(copy: Response, request: Request, context: AppLoadContext): Response {
  const prices = priceDisplayOf(null, areaOfCookie(request.headers.get('cookie')))
  for (const [name, value] of Object.entries(suggestHeaders(context, prices))) copy.headers.set(name, value)
  return copy
}

/** The browser may keep a visitor's net answer for a minute, no shared cache may. */
const CacheMinutePrivate: CacheStrategy = { ...CacheMinute, mode: 'private' }

function suggestion(product: Product, prices: PriceDisplay): Suggestion {
  const amount = product.calculatedPrice?.totalPrice
  const rate = taxRateOf(product.calculatedPrice as Parameters<typeof taxRateOf>[0])
  const unit = unitPriceOf(product.calculatedPrice as LawfulPrice | undefined)
  return {
    id: product.id,
    name: product.translated?.name ?? product.name ?? '',
    path: productPath(product),
    price: amount === undefined || amount === null ? null : displayAmount(amount, prices, rate),
    // The unit price (PAngV §4) wherever a price is shown, in the same display.
    unitPrice: unit ? { ...unit, price: displayAmount(unit.price, prices, rate) } : null,
    image: smallestImageUrl(product.cover?.media),
  }
}
