/**
 * The wishlist's form action, for the buttons before hydration (with JavaScript they call the Store API
 * themselves): add or remove one product of a logged-in customer's list, then back to the page the
 * shopper was on. A guest's list lives in the browser, so without a customer the login comes first.
 */
import { data } from 'react-router'
import { StoreApiError } from '../../../shared/store-api/client'
import { readForm, redirectAfterPost, safeRedirectPath } from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import { rethrow } from '../loader-utils.server'
import type { ActionMap } from '../table'

/** Already on the list when adding, already gone when removing: the shopper's wish holds, nothing to say. */
const SETTLED = new Set(['CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND'])

export async function wishlistAction({ request, context }: ActionArgs) {
  const values = await readForm(request)
  const back = safeRedirectPath(values.redirectTo, '/wishlist')
  const productId = values.productId?.trim()
  if (!productId || (values.intent !== 'add' && values.intent !== 'remove'))
    throw data({ code: 'FRAMEWORK__INVALID_REQUEST', message: 'Unknown wishlist form' }, { status: 400 })
  try {
    if (values.intent === 'add')
      await context.api.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', {
        pathParams: { productId },
      })
    else
      await context.api.invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', {
        pathParams: { productId },
      })
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 403)
      return redirectAfterPost(`/login?redirectTo=${encodeURIComponent(back)}`)
    if (!(error instanceof StoreApiError && SETTLED.has(error.code ?? ''))) rethrow(error)
  }
  return redirectAfterPost(back, {
    type: 'success',
    key: values.intent === 'add' ? 'wishlist.added' : 'wishlist.removed',
  })
}

export const actions = { wishlist: wishlistAction } satisfies ActionMap
