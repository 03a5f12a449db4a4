/** The page of the registration's opt-in link: confirmed (and logged in), already confirmed, or a broken link. */
import { useLoaderData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import type { ConfirmPageData } from '../register/params'
import '../../components/form/form.css'

export default function RegistrationConfirmPage() {
  const t = useT()
  const { result } = useLoaderData() as ConfirmPageData
  return (
    <div className="form-page">
      <Seo title={t('auth.confirmTitle')} />
      <meta name="robots" content="noindex" />
      <Breadcrumb items={[{ label: t('breadcrumb.register'), path: '/register' }, { label: t('auth.confirmTitle') }]} />
      <h1>{t('auth.confirmTitle')}</h1>
      {result === 'confirmed' ? (
        <>
          <p className="form-notice" role="status">
            {t('auth.confirmed')}
          </p>
          <p>
            <Link to="/account">{t('header.myAccount')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="error-summary" role="alert">
            {t(result === 'already-confirmed' ? 'auth.alreadyConfirmed' : 'auth.confirmInvalid')}
          </p>
          <p>
            <Link to="/login">{t('auth.loginTitle')}</Link>
          </p>
        </>
      )}
    </div>
  )
}
