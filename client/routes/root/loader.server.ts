/** The root loader: the header needs navigation and the cart, both awaited, so the shell can flush complete. */
import { priceDisplayOf } from '../../../shared/catalog/prices'
import type { Locale } from '../../../shared/constants'
import { CONTENT_PAGES, type ShopCapabilities, withoutAbsentLinks } from '../../../shared/store-api/capabilities'
import { splitLocalePath } from '../../../shared/locale'
import type { RootData, Session, SessionData, ShopArea } from '../../types'
import { areaOfCookie } from '../area/params'
import { footerNavigation } from '../content/loader.server'
import type { AppLoadContext, LoaderArgs } from '../load-context'
import { rethrow, staticAlternates } from '../loader-utils.server'
import { loggedInCustomer } from '../session.server'
import { navigationEntry } from '../navigation.server'
import { applyIncludes } from '../../../shared/store-api/includes'
import { CART_INCLUDES } from '../view-includes.server'
import { followPageLanguage } from './language.server'
import { type LoaderMap, pagePath } from '../table'

const CART_PAGE_PATH = pagePath('cart')

export async function rootLoader({ request, context }: LoaderArgs): Promise<RootData> {
  // What the shop offers (decision 054): learnt once per backend and deploy, so this costs no call per page.
  const shop = context.shop?.().catch(() => null) ?? Promise.resolve(null)
  const absent = shop.then((capabilities) => capabilities?.absent ?? [])
  // The footer's navigation is read beside the header's (both cached long) and never throws.
  const footer = footerNavigation(context, absent)
  const [navigation, own] = await Promise.all([context.mainNavigation(), sessionData(request, context)]).catch(rethrow)
  return {
    navigation: withoutAbsentLinks(navigation ?? [], await absent).map(navigationEntry),
    ...own,
    languageId: context.languageId,
    alternates: staticAlternates(request),
    origin: context.origin,
    footer: await footer,
    ...shopData(await shop, context.locale),
  }
}

/**
 * What the page needs to know of the shop's capabilities, kept small (it is in every page's data): the
 * features it lacks (left out when it has them all) and its content pages' paths in this locale.
 */
function shopData(shop: ShopCapabilities | null, locale: Locale): Pick<RootData, 'absent' | 'contentLinks'> {
  const contentLinks: NonNullable<RootData['contentLinks']> = {}
  for (const page of CONTENT_PAGES) {
    const path = shop?.links[page]?.[locale]
    if (path) contentLinks[page] = path
  }
  return { ...(shop?.absent.length ? { absent: shop.absent } : {}), contentLinks }
}

/**
 * The shopper's own part of the root data: the cart (the header's count) and the session (customer, tax
 * state, price display). A page kept at the edge is rendered without it and fetches it after hydration
 * (worker/ssr/session-data.ts); the navigation (read in the page's language by header) does not wait for it.
 */
export async function sessionData(request: Request, context: AppLoadContext): Promise<SessionData> {
  const { api } = context
  // Startup: the session's language follows the page's before the context and the cart are read.
  await followPageLanguage(request, context)
  // On the cart page the cart is the page: a failed read is its error page, never an empty cart. Elsewhere
  // the header goes without a count.
  const cartIsThePage = splitLocalePath(new URL(request.url).pathname).path === CART_PAGE_PATH
  const [cart, session] = await Promise.all([
    // No token, no cart: anonymous pages never create a context, so they stay cacheable.
    api.contextToken
      ? api.invoke('readCart get /checkout/cart').catch((error: unknown) => (cartIsThePage ? rethrow(error) : null))
      : null,
    context.session(),
  ])
  return {
    // Loader data becomes hydration data in the page: the token must not travel with it.
    cart: cart ? (applyIncludes(withoutToken(cart), CART_INCLUDES) as RootData['cart']) : null,
    context: sessionOf(session as Record<string, any> | null, areaOfCookie(request.headers.get('cookie'))),
  }
}

export const loaders = { root: rootLoader } satisfies LoaderMap

function withoutToken<T extends object>(entity: T): Omit<T, 'token'> {
  const { token: _token, ...rest } = entity as T & { token?: string }
  return rest
}

/**
 * Consumers see gross prices, business customers net, as the Store API's context says. A
 * visitor's area (the switch) decides their display; a customer's account type decides theirs.
 */
function sessionOf(context: Record<string, any> | null, visitorArea: ShopArea): Session {
  const customer = loggedInCustomer(context) as Record<string, any> | null
  const area: ShopArea = customer ? (customer.accountType === 'business' ? 'business' : 'private') : visitorArea
  const { taxState, display } = priceDisplayOf(context, visitorArea)
  return {
    taxState,
    priceDisplay: display,
    area,
    customer: customer
      ? {
          id: customer.id,
          accountType: customer.accountType,
          firstName: customer.firstName,
          lastName: customer.lastName,
          guest: Boolean(customer.guest),
        }
      : null,
  }
}
