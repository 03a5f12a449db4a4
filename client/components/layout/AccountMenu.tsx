/** The header's account menu: login and register for guests; the customer's name (leading to the account) and logout otherwise. */
import { useAtomValue } from 'jotai'
import { Form, useLocation } from 'react-router'
import { Link } from '../ui/Link'
import { useT } from '../../i18n'
import { sessionAtom } from '../../state/session'
import { Icon } from '../ui/Icon'

export function AccountMenu() {
  const t = useT()
  const { customer } = useAtomValue(sessionAtom)
  const name = customer ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') : ''
  const location = useLocation()
  // Back to this page after logging in, unless this page is the login or register page itself.
  const here = location.pathname + location.search
  const login = /^\/(login|register)\b/.test(location.pathname)
    ? '/login'
    : `/login?redirectTo=${encodeURIComponent(here)}`
  return (
    <nav aria-label={t('header.accountMenu')} className="account-menu">
      {customer ? (
        <ul>
          <li>
            {/* The customer's name says whose account it is; "My account" is read before it. */}
            <Link to="/account" className="account-link">
              <AccountIcon />{' '}
              {name ? (
                <>
                  <span className="visually-hidden">{t('header.myAccount')}: </span>
                  <span className="account-name" data-testid="account-name">
                    {name}
                  </span>
                </>
              ) : (
                <span className="header-label">{t('header.myAccount')}</span>
              )}
            </Link>
          </li>
          <li>
            <Form method="post" action="/account/logout" className="logout-form">
              <button type="submit" className="link-button">
                {t('header.logout')}
              </button>
            </Form>
          </li>
        </ul>
      ) : (
        <ul>
          <li>
            <Link to={login} className="account-link">
              <AccountIcon /> <span className="header-label">{t('header.login')}</span>
            </Link>
          </li>
          <li>
            <Link to="/register">{t('header.register')}</Link>
          </li>
        </ul>
      )}
    </nav>
  )
}

function AccountIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </Icon>
  )
}

/** The switch between the private and the business area: leads to its confirmation page. */
export function AreaSwitch() {
  const t = useT()
  const { area } = useAtomValue(sessionAtom)
  const location = useLocation()
  const to = area === 'business' ? 'private' : 'business'
  const back = encodeURIComponent(location.pathname + location.search)
  return (
    <nav aria-label={t('area.switchLabel')} className="area-switch">
      <ul>
        <li>
          {area === 'private' ? (
            <span aria-current="true">{t('area.linkPrivate')}</span>
          ) : (
            <Link to={`/area?to=private&redirectTo=${back}`}>{t('area.linkPrivate')}</Link>
          )}
        </li>
        <li>
          {area === 'business' ? (
            <span aria-current="true">{t('area.linkBusiness')}</span>
          ) : (
            <Link to={`/area?to=${to}&redirectTo=${back}`}>{t('area.linkBusiness')}</Link>
          )}
        </li>
      </ul>
    </nav>
  )
}
