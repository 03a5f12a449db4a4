/**
 * The account layout's navigation: the account pages that exist, the current one marked. Beside the page
 * from 960 px; on a phone a disclosure naming the current page, so the page itself starts in the first
 * screen (the open list is a tap away, and closes again on the next page).
 */
import { matchPath, useLocation } from 'react-router'
import { Link } from '../ui/Link'
import type { PluginFeature } from '../../../shared/store-api/capabilities'
import { useT } from '../../i18n'
import { useShopHas } from '../../state/shop-features'
import { useShoppingListsAvailable } from '../../state/shopping-lists-access'
import './AccountNav.css'

interface AccountLink {
  path: string
  label: string
  end: boolean
  /** The plugin feature the page needs (decision 054): no link in a shop without it. */
  feature?: PluginFeature
}

/** Below the locale prefix; the other account pages join once they exist (no dead links). */
const LINKS: readonly AccountLink[] = [
  { path: '/account', label: 'account.nav.overview', end: true },
  { path: '/account/profile', label: 'account.nav.profile', end: false },
  { path: '/account/address', label: 'account.nav.address', end: false },
  { path: '/account/payment', label: 'account.nav.payment', end: false },
  { path: '/account/order', label: 'account.nav.orders', end: false },
  { path: '/account/coupon', label: 'account.nav.coupons', end: false, feature: 'coupons' },
  { path: '/account/loyalty-program', label: 'account.nav.loyalty', end: false, feature: 'loyalty' },
  { path: '/meine-produkte', label: 'account.nav.myProducts', end: false, feature: 'myProducts' },
]
/** Business customers only (private customers have no shopping lists), in a shop with the feature. */
const SHOPPING_LISTS: AccountLink = { path: '/account/shopping-lists', label: 'account.nav.shoppingLists', end: false }

export function AccountNav() {
  const t = useT()
  const has = {
    coupons: useShopHas('coupons'),
    loyalty: useShopHas('loyalty'),
    myProducts: useShopHas('myProducts'),
  } as Partial<Record<PluginFeature, boolean>>
  const offered = LINKS.filter((link) => !link.feature || has[link.feature])
  const links = useShoppingListsAvailable() ? [...offered, SHOPPING_LISTS] : offered
  const { pathname } = useLocation()
  const current = links.find((link) => matchPath({ path: link.path, end: link.end }, pathname))
  return (
    <nav aria-label={t('account.nav.label')} className="account-nav">
      {/* Keyed by the page: a list opened on one page is closed on the next. */}
      <details key={pathname} className="account-nav-panel open-from-md">
        <summary>{current ? t('account.nav.summary', { page: t(current.label) }) : t('breadcrumb.myAccount')}</summary>
        <ul>
          {links.map((link) => (
            <li key={link.path}>
              <Link to={link.path} aria-current={link === current ? 'page' : undefined}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  )
}
