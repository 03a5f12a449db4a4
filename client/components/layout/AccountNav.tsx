/** The account layout's side navigation (spec §2): the account pages that exist, the current one marked. */
import { NavLink } from 'react-router'
import { useT } from '../../i18n'
import { useShoppingListsAvailable } from '../../state/shopping-lists-access'
import './AccountNav.css'

/** Below the locale prefix; the other account pages join once they exist (no dead links). */
const LINKS = [
  { path: '/account', label: 'account.nav.overview', end: true },
  { path: '/account/profile', label: 'account.nav.profile', end: false },
  { path: '/account/address', label: 'account.nav.address', end: false },
  { path: '/account/payment', label: 'account.nav.payment', end: false },
  { path: '/account/order', label: 'account.nav.orders', end: false },
  { path: '/account/coupon', label: 'account.nav.coupons', end: false },
  { path: '/account/loyalty-program', label: 'account.nav.loyalty', end: false },
] as const
/** Business customers only (spec §6). */
const SHOPPING_LISTS = { path: '/account/shopping-lists', label: 'account.nav.shoppingLists', end: false } as const

export function AccountNav() {
  const t = useT()
  const links = useShoppingListsAvailable() ? [...LINKS, SHOPPING_LISTS] : LINKS
  return (
    <nav aria-label={t('account.nav.label')} className="account-nav">
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} end={link.end}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
