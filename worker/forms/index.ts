/** Forms that work before hydration and without JavaScript; every form POST is same-origin guarded. */
import { Hono } from 'hono'
import { ADD_TO_CART_PATH } from '../../shared/constants'
import { CONSENT_PATH } from '../../shared/consent'
import { THEME_PATH } from '../../shared/theme'
import type { Env } from '../env'
import { sameOrigin } from '../middleware/same-origin'
import { errorPage } from '../ssr/error-page'
import { addToCartForm } from './add-to-cart'
import { consentForm } from './consent'
import { themeForm } from './theme'

/** A refused form gets the page a shopper understands ("your session has expired"), not a JSON error. */
const guard = sameOrigin({ forbidden: (c) => errorPage(c.req.raw, 403) })

export const forms = new Hono<{ Bindings: Env }>()

forms.post(ADD_TO_CART_PATH, guard, addToCartForm)
forms.post(THEME_PATH, guard, themeForm)
forms.post(CONSENT_PATH, guard, consentForm)
