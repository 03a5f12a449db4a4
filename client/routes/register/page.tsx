/**
 * Registration (default layout): private or business (company and VAT id), salutation and
 * country from the Store API, terms and privacy required, password at least 8 characters. The business
 * fields show only for a business account, toggled by the stylesheet from the chosen option (form.css), so
 * the page is the same before and after hydration (nothing moves as it hydrates) and with or without
 * JavaScript; a browser without `:has()` shows them always, and the worker ignores them for a private account.
 */
import { Form, useLoaderData, useSearchParams } from 'react-router'
import { Link } from '../../components/ui/Link'
import {
  CheckboxField,
  ErrorSummary,
  FormNotice,
  SelectField,
  TextField,
  fieldsOf,
  useFormResult,
} from '../../components/form/Form'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { REDIRECT_PARAM } from '../login/params'
import { PASSWORD_MIN_LENGTH, type RegisterPageData, type RegisterValues } from './params'
import { LegalText } from '../../components/form/LegalText'
import { whileBusy } from '../../components/ui/busy'

export default function RegisterPage() {
  const t = useT()
  const { salutations, countries, defaultCountryId } = useLoaderData() as RegisterPageData
  const { failure, success, attempt, submitting } = useFormResult<RegisterValues>()
  const values = failure?.values ?? {}
  const errors = failure?.errors
  const field = fieldsOf(failure)
  // A page that sent the shopper here (the checkout) gets them back once registered.
  const [search] = useSearchParams()
  const redirectTo = failure?.values.redirectTo ?? search.get(REDIRECT_PARAM)

  return (
    <div className="form-page">
      <Seo title={t('auth.registerTitle')} />
      <meta name="robots" content="noindex" />
      <Breadcrumb items={[{ label: t('breadcrumb.register') }]} />
      <h1>{t('auth.registerTitle')}</h1>
      {success ? (
        <FormNotice message={success} />
      ) : (
        <Form method="post" noValidate className="form-stack">
          {redirectTo ? <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} /> : null}
          <ErrorSummary errors={errors} />
          <fieldset className="fieldset-plain">
            <legend>{t('auth.accountType')}</legend>
            <SelectField
              name="accountType"
              label={t('auth.accountTypeLabel')}
              defaultValue={values.accountType === 'business' ? 'business' : 'private'}
            >
              <option value="private">{t('auth.accountPrivate')}</option>
              <option value="business">{t('auth.accountBusiness')}</option>
            </SelectField>
          </fieldset>
          <SelectField label={t('auth.salutation')} {...field('salutationId')}>
            {salutations.map((salutation) => (
              <option key={salutation.id} value={salutation.id}>
                {salutation.name}
              </option>
            ))}
          </SelectField>
          <TextField label={t('auth.firstName')} autoComplete="given-name" required {...field('firstName')} />
          <TextField label={t('auth.lastName')} autoComplete="family-name" required {...field('lastName')} />
          <div className="business-fields">
            <TextField label={t('auth.company')} autoComplete="organization" required {...field('company')} />
            <TextField label={t('auth.vatId')} hint={t('auth.vatIdHint')} {...field('vatId')} />
          </div>
          <TextField label={t('auth.email')} type="email" autoComplete="email" required {...field('email')} />
          <TextField
            key={attempt}
            name="password"
            type="password"
            label={t('auth.password')}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            error={errors?.fields.password}
          />
          <fieldset className="fieldset-plain">
            <legend>{t('auth.address')}</legend>
            <TextField
              label={t('auth.street')}
              autoComplete="street-address"
              required
              {...field('billingAddress.street')}
            />
            <TextField
              label={t('auth.zipcode')}
              autoComplete="postal-code"
              required
              {...field('billingAddress.zipcode')}
            />
            <TextField
              label={t('auth.city')}
              autoComplete="address-level2"
              required
              {...field('billingAddress.city')}
            />
            <SelectField
              label={t('auth.country')}
              autoComplete="country"
              required
              {...field('billingAddress.countryId')}
              defaultValue={values['billingAddress.countryId'] || defaultCountryId}
            >
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </SelectField>
          </fieldset>
          <CheckboxField
            name="acceptedDataProtection"
            label={<LegalText textKey="auth.acceptTerms" />}
            required
            defaultChecked={values.acceptedDataProtection === 'on'}
            error={errors?.fields.acceptedDataProtection}
          />
          <button type="submit" className="form-submit" {...whileBusy(submitting)}>
            {submitting ? t('form.sending') : t('auth.registerSubmit')}
          </button>
        </Form>
      )}
      <div className="form-links">
        <p>
          {t('auth.haveAccount')} <Link to="/login">{t('auth.loginTitle')}</Link>
        </p>
      </div>
    </div>
  )
}
