/** Add to cart without JavaScript (or before hydration): a real form POST, answered with the cart page. */
import type { Context } from 'hono'
import { validate } from 'superstruct'
import { localizedPath } from '../../shared/locale'
import { flashCookie } from '../../shared/flash'
import { AddToCartForm } from '../../shared/schemas/cart-form'
import type { Env } from '../env'
import { withRenewedToken } from '../ssr/context'
import { withBookmarkCookie } from '../store-api/d1-bookmark'
import { shopStylesheets } from '../ssr/assets'
import { errorPage, faultOf, sameOriginReferer } from '../ssr/error-page'

/** The form's handler; mount it behind `sameOrigin` (worker/forms/index.ts). */
export async function addToCartForm(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url)
  const form = Object.fromEntries(await c.req.formData().catch(() => new FormData()))
  const [error, input] = validate(form, AddToCartForm, { coerce: true })
  // The browser enforces min=1 and required; a request that gets past them goes back where it came from.
  if (error) return c.redirect(sameOriginReferer(c.req.raw) ?? localizedPath(c.var.locale, '/'), 303)

  const context = c.var.loadContext
  const failed = await context.api
    .invoke('addLineItem post /checkout/cart/line-item', {
      body: {
        items: [{ id: input.productId, referencedId: input.productId, quantity: input.quantity, type: 'product' }],
      },
    })
    .then(
      () => null,
      (cause: unknown) => faultOf(cause),
    )
  // The Store API's own status when it is a fault (an ended session 403, too slow 408, maintenance 503 …);
  // anything else it refused is "could not complete the request" (502).
  if (failed) {
    const status = [403, 408].includes(failed.status) || failed.status > 500 ? failed.status : 502
    return errorPage(c.req.raw, status, { ...failed, stylesheets: await shopStylesheets(c.env) })
  }

  const response = c.redirect(localizedPath(c.var.locale, '/checkout/cart'), 303)
  // With JavaScript the cart page then says so as a notification (a flash, shared/flash.ts).
  response.headers.append('set-cookie', flashCookie({ type: 'success', key: 'product.added' }))
  return withBookmarkCookie(withRenewedToken(response, context, url), context.d1Bookmark, url)
}
