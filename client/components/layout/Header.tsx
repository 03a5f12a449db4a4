/**
 * The header: logo, main navigation, search, language and area switches, the account menu and the live
 * wishlist and cart counts. Below 960 px it is one bar of icons (styles.css): the switches move into the
 * menu, the labels stay for screen readers, and the search field opens over the bar when focused.
 */
import { useAtomValue } from 'jotai'
import { useMatches, useRouteLoaderData } from 'react-router'
import { Link } from '../ui/Link'
import { LOCALES, type Locale } from '../../../shared/constants'
import { navigationPath } from '../../../shared/paths'
import { useLocale, useT } from '../../i18n'
import { cartCountAtom } from '../../state/cart'
import { Icon } from '../ui/Icon'
import { WishlistLink } from '../wishlist/WishlistLink'
import { AccountMenu, AreaSwitch } from './AccountMenu'
import { MobileNav } from './MobileNav'
import { SearchBox } from './SearchBox'
import type { Alternates, RootData } from '../../types'

const LANGUAGE_NAMES: Record<Locale, string> = { 'de-DE': 'Deutsch', 'en-GB': 'English' }

/** The current page in every locale: the deepest route that knows its alternates wins. */
export function useAlternates(): Alternates {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const alternates = (matches[i]?.data as { alternates?: Alternates } | undefined)?.alternates
    if (alternates) return alternates
  }
  return {}
}

export function Header() {
  const t = useT()
  const root = useRouteLoaderData('root') as RootData | undefined
  const count = useAtomValue(cartCountAtom)
  const alternates = useAlternates()

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <div className="header-bar">
        <MobileNav navigation={root?.navigation ?? []}>
          <LanguageSwitch alternates={alternates} />
          <AreaSwitch />
        </MobileNav>
        {/* WCAG 2.5.3: the link's name starts with the shop name it shows, "home" follows for screen readers. */}
        <Link to="/" className="logo">
          <span aria-hidden="true">◆</span> {t('meta.shopName')}
          <span className="visually-hidden"> – {t('header.home')}</span>
        </Link>
        <SearchBox />
        <div className="header-settings">
          <LanguageSwitch alternates={alternates} />
          <AreaSwitch />
        </div>
        <AccountMenu />
        <WishlistLink />
        <Link
          to="/checkout/cart"
          className="cart-link"
          aria-label={t(count === 1 ? 'header.cartCountOne' : 'header.cartCount', { count })}
        >
          <CartIcon /> <span className="header-label">{t('header.cart')}</span>{' '}
          <span className="cart-count" data-testid="cart-count">
            {count}
          </span>
        </Link>
      </div>
      <nav aria-label={t('header.mainNavigation')} className="main-nav">
        <ul>
          {(root?.navigation ?? []).map((entry) => (
            <li key={entry.id}>
              <Link to={navigationPath(entry)}>{entry.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}

/** The page in the other language (its alternate, else that language's home page). */
function LanguageSwitch({ alternates }: { alternates: Alternates }) {
  const t = useT()
  const locale = useLocale()
  return (
    <nav aria-label={t('header.language')} className="language-switch">
      <ul>
        {LOCALES.map((code) => (
          <li key={code}>
            {code === locale ? (
              <span aria-current="true" lang={code}>
                {LANGUAGE_NAMES[code]}
              </span>
            ) : (
              <a href={alternates[code] ?? (code === 'de-DE' ? '/' : `/${code}`)} hrefLang={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function CartIcon() {
  return (
    <Icon>
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 7H6" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </Icon>
  )
}
