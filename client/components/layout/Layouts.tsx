/** The three page layouts: default, account and checkout; a route picks one through its handle. */
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Link } from '../ui/Link'
import { useT } from '../../i18n'
import { sessionAtom } from '../../state/session'
import { island } from '../../island'
import { Header } from './Header'

// The islands' styles stay in the entry's stylesheet: their server HTML is styled before their code arrives.
import './AccountNav.css'
import '../engagement/engagement.css'
import '../form/form.css'

// Not needed by the first render's scripts: hydrated after it (client/island.tsx). The footer at the
// shopper's first tap or key: its links, theme and newsletter forms work from the worker's HTML, and
// nothing in it changes before the shopper acts.
const Footer = island(() => import('./Footer').then((m) => m.Footer), 'interaction')
const AccountNav = island(() => import('./AccountNav').then((m) => m.AccountNav))
const CheckoutTimeline = island(() => import('./CheckoutTimeline').then((m) => m.CheckoutTimeline))

export type LayoutName = 'default' | 'account' | 'checkout'

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'checkout') return <CheckoutLayout>{children}</CheckoutLayout>
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className={name === 'account' ? 'layout-account' : 'layout-default'}>
        {name === 'account' ? <AccountFrame>{children}</AccountFrame> : children}
      </main>
      <Footer />
    </>
  )
}

/** The account pages beside their side navigation; a guest on an account-layout page (recover) gets none. */
function AccountFrame({ children }: { children: ReactNode }) {
  const t = useT()
  const { customer } = useAtomValue(sessionAtom)
  return (
    <div className="account-frame">
      <h1 className="visually-hidden">{t('layout.account')}</h1>
      {customer ? <AccountNav /> : null}
      <div className="account-content">{children}</div>
    </div>
  )
}

/** Checkout keeps the shopper focused: logo and steps, no navigation to wander off through. */
function CheckoutLayout({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <>
      <header className="site-header checkout-header">
        <Link to="/" className="logo">
          {t('meta.shopName')}
        </Link>
        <CheckoutTimeline />
      </header>
      <main id="main" tabIndex={-1} className="layout-checkout">
        {children}
      </main>
      <Footer />
    </>
  )
}
