/** Forgotten password: an email, then always the same text, so the page never tells who has an account. */
import { Form } from 'react-router'
import { Link } from '../../components/ui/Link'
import { ErrorSummary, FormNotice, TextField, useFormResult, fieldsOf } from '../../components/form/Form'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { whileBusy } from '../../components/ui/busy'

export default function ForgotPasswordPage() {
  const t = useT()
  const { failure, success, submitting } = useFormResult<{ email: string }>()
  const field = fieldsOf(failure)
  return (
    <div className="form-page">
      <Seo title={t('auth.recoverTitle')} />
      <meta name="robots" content="noindex" />
      <Breadcrumb
        items={[{ label: t('breadcrumb.login'), path: '/login' }, { label: t('breadcrumb.recoverPassword') }]}
      />
      <h1>{t('auth.recoverTitle')}</h1>
      {success ? (
        <FormNotice message={success} />
      ) : (
        <>
          <p>{t('auth.recoverIntro')}</p>
          <Form method="post" noValidate className="form-stack">
            <ErrorSummary errors={failure?.errors} />
            <TextField {...field('email')} type="email" label={t('auth.email')} autoComplete="email" required />
            <button type="submit" className="form-submit" {...whileBusy(submitting)}>
              {submitting ? t('form.sending') : t('auth.recoverSubmit')}
            </button>
          </Form>
        </>
      )}
      <div className="form-links">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </div>
    </div>
  )
}
