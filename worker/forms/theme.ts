/** The footer's theme selector without JavaScript: keeps the chosen theme in its cookie and goes back to the page. */
import type { Context } from 'hono'
import { safeRedirectPath } from '../../client/routes/action-utils.server'
import { localizedPath } from '../../shared/locale'
import { isTheme, themeCookie } from '../../shared/theme'
import type { Env } from '../env'

/** The form's handler; mount it behind `sameOrigin` (worker/forms/index.ts). A theme it does not know is a 400. */
export async function themeForm(c: Context<{ Bindings: Env }>): Promise<Response> {
  const form = await c.req.formData().catch(() => new FormData())
  const theme = form.get('theme')
  // Only a hand-made request sends anything but the selector's three values.
  if (!isTheme(theme)) return c.text('Unknown theme: choose light, system or dark.', 400)
  const back = safeRedirectPath(String(form.get('redirectTo') ?? ''), localizedPath(c.var.locale, '/'))
  const response = c.redirect(back, 303)
  response.headers.append('set-cookie', themeCookie(theme, new URL(c.req.url).protocol === 'https:'))
  return response
}
