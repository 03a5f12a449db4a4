/**
 * The business/private switch dialog, as a page so it works without JavaScript: it says what
 * changes (net or gross prices) and that a logged-in customer will be logged out, and asks to confirm.
 */
import { Form, useLoaderData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import type { AreaPageData } from './params'
import '../../components/form/form.css'

export default function AreaPage() {
  const t = useT()
  const { to, current, loggedIn, redirectTo } = useLoaderData() as AreaPageData
  const title = t(to === 'business' ? 'area.toBusiness' : 'area.toPrivate')
  return (
    <div className="form-page" role="dialog" aria-labelledby="area-title" aria-describedby="area-text">
      <Seo title={title} />
      <meta name="robots" content="noindex" />
      <h1 id="area-title">{title}</h1>
      <div id="area-text">
        <p>{t(to === 'business' ? 'area.businessPrices' : 'area.privatePrices')}</p>
        {to === 'business' ? <p>{t('area.businessOnly')}</p> : null}
        {loggedIn ? <p className="error-summary-title">{t('area.logoutWarning')}</p> : null}
        {to === current && !loggedIn ? <p>{t('area.already')}</p> : null}
      </div>
      <Form method="post" className="form-stack">
        <input type="hidden" name="to" value={to} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="form-submit">
          {loggedIn ? t('area.confirmLogout') : t('area.confirm')}
        </button>
      </Form>
      <p className="form-links">
        <Link to={redirectTo}>{t('area.cancel')}</Link>
      </p>
    </div>
  )
}
