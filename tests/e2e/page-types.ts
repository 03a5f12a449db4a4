/**
 * The page types a shopper meets, German and English, for the browser tests that walk them all (nothing
 * scrolls sideways at 320 px: phone.spec.ts; nothing moves as a page streams in and hydrates:
 * layout-stability.spec.ts).
 */
import { DEFAULT_SEED, planProduct } from '../../embedded/seed'
import { productSeoPath } from '../../embedded/seed/catalog/products'

/** A product in stock with variants, so the page shows its variant choice. */
export const PRODUCT = Array.from({ length: DEFAULT_SEED.products }, (_, i) => planProduct(i + 1)).find(
  (plan) => !plan.closeout && plan.minPurchase === 1 && plan.main.stock >= 20 && plan.variants.length > 1,
)!
export const PRODUCT_PATH = `/${productSeoPath(PRODUCT, 'de-DE')}`

export const PAGE_TYPES = [
  '/',
  '/arbeitsjacken',
  '/unterweisungen',
  PRODUCT_PATH,
  '/search?search=jacke',
  '/search?search=xyzxyz',
  '/informationen/groessentabelle',
  '/blog',
  '/lexikon',
  '/impressum',
  '/widerruf',
  '/login',
  '/register',
  '/wishlist',
  '/cookie-settings',
  '/seite-die-es-nicht-gibt',
  '/checkout/cart',
  '/checkout',
  '/en-GB',
  `/en-GB/${productSeoPath(PRODUCT, 'en-GB')}`,
  '/en-GB/register',
  '/en-GB/wishlist',
  '/en-GB/checkout/cart',
]
