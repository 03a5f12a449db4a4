/**
 * /account/address: the shopper's addresses with add, edit, delete and "use as default". Which form is
 * open is in the URL (?form=default|packstation|pickupShop, ?edit=<id>), so every step works without JavaScript.
 */
import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '../../components/ui/Link'
import { ErrorSummary, fieldsOf } from '../../components/form/Form'
import { useT } from '../../i18n'
import { AddressBlock } from './AddressBlock'
import { AddressFields, SalutationSelect } from './AddressFields'
import { ADDRESS_KINDS, type AddressKind } from './address-kind'
import { AccountForm, type IntentResult, useIntentResult } from './form'
import type { AccountAddress, AccountAddressData } from './types'
import { whileBusy } from '../../components/ui/busy'

/** What ?done= says after a change that closed its form (a redirect, so reloading does not repeat it). */
const DONE = {
  saved: 'account.address.saved',
  deleted: 'account.address.deleted',
  default: 'account.address.defaultChanged',
} as const

export function Addresses({ data }: { data: AccountAddressData }) {
  const t = useT()
  const setDefault = useIntentResult('address-default')
  const deleted = useIntentResult('address-delete')
  const done = DONE[useSearchParams()[0].get('done') as keyof typeof DONE]
  // A refused address stays open in its form, whatever URL it was posted to.
  const refused = useIntentResult('address-save').failure?.values
  const form =
    data.form ??
    (refused
      ? {
          kind: ADDRESS_KINDS.includes(refused.kind as AddressKind) ? (refused.kind as AddressKind) : 'default',
          address: data.addresses.find((a) => a.id === refused.addressId) ?? null,
        }
      : null)
  return (
    <div className="account-addresses">
      <h2 id="account-heading">{t('account.address.title')}</h2>
      {done ? (
        <p role="status" className="form-notice">
          {t(done)}
        </p>
      ) : null}
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
      {form ? <AddressEditor data={data} kind={form.kind} address={form.address} /> : null}
      {/* A refused delete or default change (e.g. the default address) is said above the list. */}
      <ErrorSummary errors={(setDefault.failure ?? deleted.failure)?.errors} />
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
  const isDefault = billing || shipping
  return (
    <li className="account-card address-item">
      {isDefault ? (
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
          <AccountForm
            intent="address-default"
            className="inline-form"
            hidden={{ addressId: address.id, type: 'billing' }}
          >
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
          <AccountForm
            intent="address-default"
            className="inline-form"
            hidden={{ addressId: address.id, type: 'shipping' }}
          >
            <button
              type="submit"
              className="button link"
              aria-label={t('account.address.setDefaultShippingLabel', { label })}
            >
              {t('account.address.setDefaultShipping')}
            </button>
          </AccountForm>
        )}
        <AccountForm intent="address-delete" className="inline-form" hidden={{ addressId: address.id }}>
          {/* A default address cannot go (Shopware refuses it too): the button says why it is disabled. */}
          <button
            type="submit"
            className="button link"
            disabled={isDefault}
            aria-label={t('account.address.deleteLabel', { label })}
            aria-describedby={isDefault ? hintId : undefined}
          >
            {t('account.address.delete')}
          </button>
        </AccountForm>
        {isDefault ? (
          <p id={hintId} className="field-hint">
            {t('account.address.deleteDefaultHint')}
          </p>
        ) : null}
      </div>
    </li>
  )
}

/** The form for a new or stored address in one of its three shapes (normal, Packstation, pickup shop). */
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
  const result: IntentResult = useIntentResult('address-save')
  const field = fieldsOf(result.failure)
  const germany = data.countries.find((country) => country.iso === 'DE')?.id
  // A page that sent the shopper here to add an address (the checkout) gets them back after saving.
  const redirectTo = useSearchParams()[0].get('redirectTo')
  const title = address ? t('account.address.editTitle') : t(`account.address.newTitle.${kind}`)
  return (
    <section aria-labelledby="address-form-heading" className="account-card address-editor">
      <h3 id="address-form-heading">{title}</h3>
      <AccountForm
        key={result.attempt}
        intent="address-save"
        result={result}
        hidden={{ kind, ...(address ? { addressId: address.id } : {}), ...(redirectTo ? { redirectTo } : {}) }}
      >
        <SalutationSelect
          {...field('salutationId', address?.salutationId ?? data.customer.salutationId)}
          salutations={data.salutations}
        />
        <AddressFields
          field={field}
          address={{
            ...address,
            firstName: address?.firstName ?? data.customer.firstName,
            lastName: address?.lastName ?? data.customer.lastName,
          }}
          kinds={[kind]}
          countries={data.countries}
          defaultCountryId={germany}
          names
        />
        <div className="form-actions">
          <button type="submit" className="form-submit" {...whileBusy(result.submitting)}>
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
