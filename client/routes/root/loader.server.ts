/** The root loader: the header needs navigation and the cart, both awaited, so the shell can flush complete. */
import type { RootData, Session } from '../../types'
import { footerNavigation } from '../content/loader.server'
import type { LoaderArgs } from '../load-context'
import { rethrow, staticAlternates } from '../loader-utils.server'
import { navigationEntry } from '../navigation.server'
import type { LoaderMap } from '../table'

export async function rootLoader({ request, context }: LoaderArgs): Promise<RootData> {
  const { api } = context
  // The footer's navigation is read beside the header's (both cached long) and never throws.
  const footer = footerNavigation(context)
  const [navigation, cart, session] = await Promise.all([
    context.mainNavigation(),
    // No token, no cart: anonymous pages never create a context, so they stay cacheable.
    api.contextToken ? api.invoke('readCart get /checkout/cart').catch(() => null) : null,
    context.session(),
  ]).catch(rethrow)
  return {
    navigation: navigation.map(navigationEntry),
    // Loader data becomes hydration data in the page: the token must not travel with it.
    cart: cart ? (withoutToken(cart) as RootData['cart']) : null,
    context: sessionOf(session as Record<string, any> | null),
    languageId: context.languageId,
    alternates: staticAlternates(request),
    origin: context.origin,
    footer: await footer,
  }
}

export const loaders = { root: rootLoader } satisfies LoaderMap

function withoutToken<T extends object>(entity: T): Omit<T, 'token'> {
  const { token: _token, ...rest } = entity as T & { token?: string }
  return rest
}

/** Guests see gross prices (spec §1); a customer's context says otherwise. */
function sessionOf(context: Record<string, any> | null): Session {
  const customer = context?.customer
  return {
    taxState: context?.context?.taxState === 'net' ? 'net' : 'gross',
    customer: customer
      ? {
          id: customer.id,
          accountType: customer.accountType,
          firstName: customer.firstName,
          lastName: customer.lastName,
        }
      : null,
  }
}
