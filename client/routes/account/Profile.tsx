/** /account/profile: personal data (business fields for business accounts), email, password and the newsletter setting. */
import { useT } from '../../i18n'
import { SelectField, TextField } from './fields'
import { AccountForm, useFormResult } from './form'
import type { AccountProfileData } from './types'

export function Profile({ data }: { data: AccountProfileData }) {
  const t = useT()
  return (
    <div className="account-profile">
      <h2 id="account-heading">{t('account.profile.title')}</h2>
      <PersonalData data={data} />
      <ChangeEmail email={data.customer.email} />
      <ChangePassword />
      <Newsletter state={data.newsletter} />
    </div>
  )
}

function PersonalData({ data }: { data: AccountProfileData }) {
  const t = useT()
  const { customer, salutations } = data
  const result = useFormResult('profile')
  const value = (name: string, stored: string | null | undefined) => result?.values?.[name] ?? stored ?? ''
  const business = customer.accountType === 'business'
  return (
    <section aria-labelledby="profile-personal" className="account-card">
      <h3 id="profile-personal">{t('account.profile.personalData')}</h3>
      <AccountForm intent="profile" result={result} className="account-form">
        <input type="hidden" name="accountType" value={business ? 'business' : 'private'} />
        <SelectField
          name="salutationId"
          label={t('account.field.salutation')}
          options={salutations.map((s) => ({ value: s.id, label: s.translated?.displayName ?? s.displayName }))}
          defaultValue={value('salutationId', customer.salutationId)}
          error={result?.errors?.salutationId}
          autoComplete="honorific-prefix"
        />
        <TextField
          name="title"
          label={t('account.field.title')}
          defaultValue={value('title', customer.title)}
          error={result?.errors?.title}
          autoComplete="honorific-prefix"
        />
        <TextField
          name="firstName"
          label={t('account.field.firstName')}
          defaultValue={value('firstName', customer.firstName)}
          error={result?.errors?.firstName}
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          label={t('account.field.lastName')}
          defaultValue={value('lastName', customer.lastName)}
          error={result?.errors?.lastName}
          autoComplete="family-name"
          required
        />
        {business ? (
          <>
            <TextField
              name="company"
              label={t('account.field.company')}
              defaultValue={value('company', customer.company)}
              error={result?.errors?.company}
              autoComplete="organization"
              required
            />
            <TextField
              name="vatId"
              label={t('account.field.vatId')}
              defaultValue={value('vatId', customer.vatIds?.[0])}
              error={result?.errors?.vatId}
              hint={t('account.profile.vatIdHint')}
            />
          </>
        ) : null}
        <button type="submit" className="button primary">
          {t('account.profile.save')}
        </button>
      </AccountForm>
    </section>
  )
}

function ChangeEmail({ email }: { email: string }) {
  const t = useT()
  const result = useFormResult('email')
  return (
    <section aria-labelledby="profile-email" className="account-card">
      <h3 id="profile-email">{t('account.profile.emailTitle')}</h3>
      <p>{t('account.profile.currentEmail', { email })}</p>
      <AccountForm intent="email" result={result} className="account-form">
        <TextField
          name="email"
          type="email"
          label={t('account.profile.newEmail')}
          defaultValue={result?.values?.email}
          error={result?.errors?.email}
          autoComplete="email"
          required
        />
        <TextField
          name="emailConfirmation"
          type="email"
          label={t('account.profile.emailConfirmation')}
          defaultValue={result?.values?.emailConfirmation}
          error={result?.errors?.emailConfirmation}
          autoComplete="email"
          required
        />
        <TextField
          name="password"
          type="password"
          label={t('account.profile.currentPassword')}
          error={result?.errors?.password}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="button primary">
          {t('account.profile.saveEmail')}
        </button>
      </AccountForm>
    </section>
  )
}

function ChangePassword() {
  const t = useT()
  const result = useFormResult('password')
  return (
    <section aria-labelledby="profile-password" className="account-card">
      <h3 id="profile-password">{t('account.profile.passwordTitle')}</h3>
      <AccountForm intent="password" result={result} className="account-form">
        <TextField
          name="password"
          type="password"
          label={t('account.profile.currentPassword')}
          error={result?.errors?.password}
          autoComplete="current-password"
          required
        />
        <TextField
          name="newPassword"
          type="password"
          label={t('account.profile.newPassword')}
          error={result?.errors?.newPassword}
          autoComplete="new-password"
          hint={t('account.profile.passwordHint')}
          required
        />
        <TextField
          name="newPasswordConfirm"
          type="password"
          label={t('account.profile.newPasswordConfirm')}
          error={result?.errors?.newPasswordConfirm}
          autoComplete="new-password"
          required
        />
        <button type="submit" className="button primary">
          {t('account.profile.savePassword')}
        </button>
      </AccountForm>
    </section>
  )
}

function Newsletter({ state }: { state: AccountProfileData['newsletter'] }) {
  const t = useT()
  const result = useFormResult('newsletter')
  const subscribed = state !== 'none'
  return (
    <section aria-labelledby="newsletter" className="account-card">
      <h3 id="newsletter">{t('account.newsletter.title')}</h3>
      <p>{t(`account.newsletter.state.${state}`)}</p>
      <AccountForm intent="newsletter" result={result}>
        <input type="hidden" name="subscribe" value={subscribed ? '0' : '1'} />
        <button type="submit" className="button">
          {subscribed ? t('account.newsletter.unsubscribe') : t('account.newsletter.subscribe')}
        </button>
      </AccountForm>
    </section>
  )
}
