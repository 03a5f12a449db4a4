/** Add to cart without JavaScript (or before hydration): a real form POST, answered with the cart page. */
import type { Context } from 'hono'
import { validate } from 'superstruct'
import { localizedPath } from '../../shared/locale'
import { flashCookie } from '../../shared/flash'
import { AddToCartForm } from '../../shared/schemas/cart-form'
import type { Env } from '../env'
import { withRenewedToken } from '../ssr/context'
import { errorPage } from '../ssr/error-page'

/** The form's handler; mount it behind `sameOrigin` (worker/forms/index.ts). */
export async function addToCartForm(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url)
  const form = Object.fromEntries(await c.req.formData().catch(() => new FormData()))
  const [error, input] = validate(form, AddToCartForm, { coerce: true })
  // The browser enforces min=1 and required; a request that gets past them goes back where it came from.
  if (error) return c.redirect(sameOriginReferer(c, url) ?? localizedPath(c.var.locale, '/'), 303)

  const context = c.var.loadContext
  const ok = await context.api
    .invoke('addLineItem post /checkout/cart/line-item', {
      body: {
        items: [{ id: input.productId, referencedId: input.productId, quantity: input.quantity, type: 'product' }],
      },
    })
    .then(
      () => true,
      () => false,
    )
  if (!ok) return errorPage(c.req.raw, 502)

  const response = c.redirect(localizedPath(c.var.locale, '/checkout/cart'), 303)
  // With JavaScript the cart page then says so as a notification (a flash, shared/flash.ts).
  response.headers.append('set-cookie', flashCookie({ type: 'success', key: 'product.added' }))
  return withRenewedToken(response, context, url)
}

function sameOriginReferer(c: Context, url: URL): string | null {
  const referer = c.req.header('referer')
  if (!referer) return null
  const target = new URL(referer, url)
  return target.origin === url.origin ? target.pathname + target.search : null
}
