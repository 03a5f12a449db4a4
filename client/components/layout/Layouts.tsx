/** The three page layouts of spec §2: default, account and checkout; a route picks one through its handle. */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n'
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

function AccountFrame({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <div className="account-frame">
      <h1 className="visually-hidden">{t('layout.account')}</h1>
      {children}
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
        <ol aria-label={t('layout.checkoutSteps')} className="checkout-steps">
          <li>{t('layout.stepAddress')}</li>
          <li>{t('layout.stepShipping')}</li>
          <li>{t('layout.stepReview')}</li>
        </ol>
      </header>
      <main id="main" tabIndex={-1} className="layout-checkout">
        {children}
      </main>
      <Footer />
    </>
  )
}
