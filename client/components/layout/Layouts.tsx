/** The three page layouts of spec §2: default, account and checkout; a route picks one through its handle. */
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n'
import { sessionAtom } from '../../state/session'
import { AccountNav } from './AccountNav'
import { CheckoutTimeline } from './CheckoutTimeline'
import { Footer } from './Footer'
import { Header } from './Header'

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
