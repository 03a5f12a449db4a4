/**
 * /account/address: the shopper's addresses with add, edit, delete and "use as default". Which form is
 * open is in the URL (?form=default|packstation|pickupShop, ?edit=<id>), so every step works without JavaScript.
 */
import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useT } from '../../i18n'
import { AddressBlock } from './AddressBlock'
import { type AddressKind, packstationNumber } from './address-kind'
import { SelectField, TextField } from './fields'
import { AccountForm, useFormResult } from './form'
import type { AccountAddress, AccountAddressData } from './types'

const DONE = {
  saved: 'account.address.saved',
  deleted: 'account.address.deleted',
  default: 'account.address.defaultChanged',
} as const

export function Addresses({ data }: { data: AccountAddressData }) {
  const t = useT()
  const setDefault = useFormResult('address-default')
  const deleted = useFormResult('address-delete')
  const result = setDefault ?? deleted
  // A change that closed its form comes back as ?done=… (a redirect, so reloading does not repeat it).
  const done = useSearchParams()[0].get('done')
  const doneText = done && DONE[done as keyof typeof DONE]
  return (
    <div className="account-addresses">
      <h2 id="account-heading">{t('account.address.title')}</h2>
      <ul className="address-actions">
        <li>
          <Link to="?form=default" className="button">
            {t('account.address.add')}
          </Link>
        </li>
        <li>
          <Link to="?form=packstation" className="button">
            {t('account.address.addPackstation')}
          </Link>
        </li>
        <li>
          <Link to="?form=pickupShop" className="button">
            {t('account.address.addPickup')}
          </Link>
        </li>
      </ul>
      {data.form ? <AddressEditor data={data} kind={data.form.kind} address={data.form.address} /> : null}
      {doneText && !result ? (
        <p role="status" className="message success">
          {t(doneText)}
        </p>
      ) : null}
      {result?.message ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'message success' : 'message error'}>
          {result.message}
        </p>
      ) : null}
      {data.addresses.length === 0 ? (
        <p>{t('account.address.empty')}</p>
      ) : (
        <ul className="address-list">
          {data.addresses.map((address) => (
            <AddressItem
              key={address.id}
              address={address}
              billing={address.id === data.customer.defaultBillingAddressId}
              shipping={address.id === data.customer.defaultShippingAddressId}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function AddressItem({ address, billing, shipping }: { address: AccountAddress; billing: boolean; shipping: boolean }) {
  const t = useT()
  const hintId = useId()
  const label = `${address.firstName} ${address.lastName}, ${address.street}`
  return (
    <li className="account-card address-item">
      {billing || shipping ? (
        <p className="address-badges">
          {billing ? <strong>{t('account.address.isDefaultBilling')}</strong> : null}
          {shipping ? <strong>{t('account.address.isDefaultShipping')}</strong> : null}
        </p>
      ) : null}
      <AddressBlock address={address} />
      <div className="address-item-actions">
        <Link to={`?edit=${address.id}`} aria-label={t('account.address.editLabel', { label })}>
          {t('account.address.edit')}
        </Link>
        {billing ? null : (
          <AccountForm intent="address-default" result={undefined} extra={{ addressId: address.id, type: 'billing' }}>
            <button
              type="submit"
              className="button link"
              aria-label={t('account.address.setDefaultBillingLabel', { label })}
            >
              {t('account.address.setDefaultBilling')}
            </button>
          </AccountForm>
        )}
        {shipping ? null : (
          <AccountForm intent="address-default" result={undefined} extra={{ addressId: address.id, type: 'shipping' }}>
            <button
              type="submit"
              className="button link"
              aria-label={t('account.address.setDefaultShippingLabel', { label })}
            >
              {t('account.address.setDefaultShipping')}
            </button>
          </AccountForm>
        )}
        <AccountForm intent="address-delete" result={undefined} extra={{ addressId: address.id }}>
          <button
            type="submit"
            className="button link"
            disabled={billing || shipping}
            aria-label={t('account.address.deleteLabel', { label })}
            aria-describedby={billing || shipping ? hintId : undefined}
          >
            {t('account.address.delete')}
          </button>
          {billing || shipping ? (
            <p id={hintId} className="field-hint">
              {t('account.address.deleteDefaultHint')}
            </p>
          ) : null}
        </AccountForm>
      </div>
    </li>
  )
}

/** The form for a new or stored address in one of its three shapes (spec §3: normal, Packstation, pickup shop). */
function AddressEditor({
  data,
  kind,
  address,
}: {
  data: AccountAddressData
  kind: AddressKind
  address: AccountAddress | null
}) {
  const t = useT()
  const result = useFormResult('address-save')
  const errors = result?.errors ?? {}
  const value = (name: string, stored?: string | null) => result?.values?.[name] ?? stored ?? ''
  const germany = data.countries.find((country) => country.iso === 'DE')?.id
  const title = address ? t('account.address.editTitle') : t(`account.address.newTitle.${kind}`)
  return (
    <section aria-labelledby="address-form-heading" className="account-card address-editor">
      <h3 id="address-form-heading">{title}</h3>
      <AccountForm
        intent="address-save"
        result={result}
        className="account-form"
        extra={{ kind, ...(address ? { addressId: address.id } : {}) }}
      >
        <SelectField
          name="salutationId"
          label={t('account.field.salutation')}
          options={data.salutations.map((s) => ({ value: s.id, label: s.translated?.displayName ?? s.displayName }))}
          defaultValue={value('salutationId', address?.salutationId)}
          error={errors.salutationId}
        />
        <TextField
          name="firstName"
          label={t('account.field.firstName')}
          defaultValue={value('firstName', address?.firstName ?? data.customer.firstName)}
          error={errors.firstName}
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          label={t('account.field.lastName')}
          defaultValue={value('lastName', address?.lastName ?? data.customer.lastName)}
          error={errors.lastName}
          autoComplete="family-name"
          required
        />
        {kind === 'packstation' ? (
          <>
            <TextField
              name="packstationNumber"
              label={t('account.address.packstationNumber')}
              defaultValue={value('packstationNumber', packstationNumber(address?.street))}
              error={errors.packstationNumber ?? errors.street}
              hint={t('account.address.packstationHint')}
              inputMode="numeric"
              pattern="[0-9]{3}"
              maxLength={3}
              required
            />
            <TextField
              name="postNumber"
              label={t('account.address.postNumber')}
              defaultValue={value('postNumber', address?.additionalAddressLine1)}
              error={errors.postNumber ?? errors.additionalAddressLine1}
              hint={t('account.address.postNumberHint')}
              inputMode="numeric"
              pattern="[0-9]{6,10}"
              maxLength={10}
              required
            />
          </>
        ) : (
          <>
            <TextField
              name="company"
              label={kind === 'pickupShop' ? t('account.address.shopName') : t('account.field.company')}
              defaultValue={value('company', address?.company)}
              error={errors.company}
              autoComplete={kind === 'pickupShop' ? 'off' : 'organization'}
              required={kind === 'pickupShop'}
            />
            <TextField
              name="street"
              label={t('account.field.street')}
              defaultValue={value('street', address?.street)}
              error={errors.street}
              autoComplete="address-line1"
              required
            />
            {kind === 'default' ? (
              <TextField
                name="additionalAddressLine1"
                label={t('account.field.additionalAddressLine1')}
                defaultValue={value('additionalAddressLine1', address?.additionalAddressLine1)}
                error={errors.additionalAddressLine1}
                autoComplete="address-line2"
              />
            ) : null}
          </>
        )}
        <TextField
          name="zipcode"
          label={t('account.field.zipcode')}
          defaultValue={value('zipcode', address?.zipcode)}
          error={errors.zipcode}
          autoComplete="postal-code"
          required
        />
        <TextField
          name="city"
          label={t('account.field.city')}
          defaultValue={value('city', address?.city)}
          error={errors.city}
          autoComplete="address-level2"
          required
        />
        <SelectField
          name="countryId"
          label={t('account.field.country')}
          options={data.countries.map((c) => ({ value: c.id, label: c.translated?.name ?? c.name }))}
          defaultValue={value('countryId', address?.countryId ?? germany)}
          error={errors.countryId}
          autoComplete="country"
          required
        />
        <div className="form-actions">
          <button type="submit" className="button primary">
            {t('account.address.save')}
          </button>
          <Link to="." className="button">
            {t('account.address.cancel')}
          </Link>
        </div>
      </AccountForm>
    </section>
  )
}
