/**
 * Step 1, Your Address. A visitor logs in, registers or continues as a guest (the guest form); a
 * customer chooses the billing and the shipping address among theirs; a guest sees the data they gave
 * and may change it (?edit=guest). Everything posts to the page, so it works before hydration.
 */
import { useSearchParams } from 'react-router'
import { Link } from '../../components/ui/Link'
import { CheckboxField, fieldsOf, RadioGroup, SelectField, SubmitButton, TextField } from '../../components/form/Form'
import { AddressFields, SalutationSelect } from '../account/AddressFields'
import { useT } from '../../i18n'
import { AddressBlock } from '../account/AddressBlock'
import { packstationNumber } from '../account/address-kind'
import { AccountForm, useIntentResult } from '../account/form'
import type { AccountAddress } from '../account/types'
import { SHIPPING_PREFIX } from './params'
import type { AddressStepCustomer, AddressStepData } from './types'
import { LegalText } from '../../components/form/LegalText'

export function AddressStep({ data }: { data: AddressStepData }) {
  const [search] = useSearchParams()
  const guestRefused = !!useIntentResult('guest').failure
  if (!data.customer) return <VisitorChoice data={data} />
  if (data.customer.guest && (search.get('edit') === 'guest' || guestRefused))
    return <GuestForm data={data} customer={data.customer} />
  if (data.customer.guest) return <GuestAddresses customer={data.customer} />
  return <CustomerAddresses customer={data.customer} />
}

/** A visitor's three ways on: log in, register, or continue as a guest. */
function VisitorChoice({ data }: { data: AddressStepData }) {
  const t = useT()
  return (
    <div className="checkout-visitor">
      <section className="checkout-card" aria-labelledby="checkout-login-heading">
        <h2 id="checkout-login-heading">{t('checkout.address.loginTitle')}</h2>
        <p>{t('checkout.address.loginText')}</p>
        <p className="checkout-visitor-links">
          <Link to={`/login?redirectTo=${encodeURIComponent('/checkout')}`} className="button primary">
            {t('checkout.address.login')}
          </Link>
          <Link to={`/register?redirectTo=${encodeURIComponent('/checkout')}`} className="button">
            {t('checkout.address.register')}
          </Link>
        </p>
      </section>
      <GuestForm data={data} customer={null} />
    </div>
  )
}

/** The guest's data: name, email, billing address and an optional different shipping address (or a Packstation). */
function GuestForm({ data, customer }: { data: AddressStepData; customer: AddressStepCustomer | null }) {
  const t = useT()
  const result = useIntentResult('guest')
  const field = fieldsOf(result.failure)
  const billing = customer?.billingAddress ?? null
  const shipping = customer && customer.shippingAddress?.id !== billing?.id ? customer.shippingAddress : null
  const differentChecked = result.failure ? result.failure.values.differentShipping === 'on' : !!shipping
  return (
    <section className="checkout-card" aria-labelledby="checkout-guest-heading">
      <h2 id="checkout-guest-heading">{t('checkout.address.guestTitle')}</h2>
      <AccountForm key={result.attempt} intent="guest" result={result} className="form-stack guest-form">
        <fieldset>
          <legend>{t('checkout.address.personal')}</legend>
          <SalutationSelect {...field('salutationId', billing?.salutationId)} salutations={data.salutations} />
          <TextField
            {...field('firstName', billing?.firstName)}
            label={t('account.field.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            {...field('lastName', billing?.lastName)}
            label={t('account.field.lastName')}
            autoComplete="family-name"
            required
          />
          <TextField
            {...field('email', customer?.email)}
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            required
          />
        </fieldset>
        <fieldset>
          <legend>{t('checkout.address.billingAddress')}</legend>
          <AddressFields
            field={field}
            prefix="billingAddress."
            section="billing"
            address={billing}
            kinds={['default']}
            countries={data.countries}
            defaultCountryId={data.defaultCountryId}
          />
        </fieldset>
        <CheckboxField
          name="differentShipping"
          label={t('checkout.address.differentShipping')}
          defaultChecked={differentChecked}
        />
        <ShippingFields data={data} shipping={shipping} field={field} />
        <CheckboxField
          name="acceptedDataProtection"
          error={field('acceptedDataProtection').error}
          label={<LegalText textKey="checkout.address.privacy" />}
          required
        />
        <SubmitButton>{t('checkout.address.continue')}</SubmitButton>
      </AccountForm>
    </section>
  )
}

/**
 * The different shipping address: an ordinary address or a Packstation. Shown only while
 * its checkbox is ticked and each shape's fields only for its choice: CSS (:has), so also without JavaScript.
 */
function ShippingFields({
  data,
  shipping,
  field,
}: {
  data: AddressStepData
  shipping: AccountAddress | null
  field: ReturnType<typeof fieldsOf>
}) {
  const t = useT()
  const kind = field(`${SHIPPING_PREFIX}kind`, packstationNumber(shipping?.street) ? 'packstation' : 'default')
  return (
    <fieldset className="guest-shipping">
      <legend>{t('checkout.address.shippingAddress')}</legend>
      <RadioGroup
        name={kind.name}
        legend={t('checkout.address.shippingKind')}
        defaultValue={kind.defaultValue}
        error={kind.error}
        options={[
          { value: 'default', label: t('checkout.address.kindDefault') },
          { value: 'packstation', label: t('checkout.address.kindPackstation') },
        ]}
      />
      <AddressFields
        field={field}
        prefix={SHIPPING_PREFIX}
        section="shipping"
        address={shipping}
        kinds={['default', 'packstation']}
        countries={data.countries}
        defaultCountryId={data.defaultCountryId}
        names
      />
    </fieldset>
  )
}

/** A guest who gave their data: the two addresses, a way to change them, and on to the next step. */
function GuestAddresses({ customer }: { customer: AddressStepCustomer }) {
  const t = useT()
  return (
    <div className="checkout-addresses">
      <ChosenAddresses customer={customer} />
      <p className="form-actions">
        <Link to="?edit=guest" className="button">
          {t('checkout.address.changeGuest')}
        </Link>
        <Link to="/checkout/shipping-payment" className="button primary">
          {t('checkout.address.continue')}
        </Link>
      </p>
    </div>
  )
}

function ChosenAddresses({ customer }: { customer: AddressStepCustomer }) {
  const t = useT()
  return (
    <div className="checkout-address-pair">
      <section className="checkout-card" aria-labelledby="checkout-billing-heading">
        <h2 id="checkout-billing-heading">{t('checkout.address.billingAddress')}</h2>
        {customer.billingAddress ? <AddressBlock address={customer.billingAddress} /> : null}
      </section>
      <section className="checkout-card" aria-labelledby="checkout-shipping-heading">
        <h2 id="checkout-shipping-heading">{t('checkout.address.shippingAddress')}</h2>
        {customer.shippingAddress ? <AddressBlock address={customer.shippingAddress} /> : null}
      </section>
    </div>
  )
}

/** A customer's choice among their addresses for this order; a new one is added in the account and comes back here. */
function CustomerAddresses({ customer }: { customer: AddressStepCustomer }) {
  const t = useT()
  const result = useIntentResult('addresses')
  const field = fieldsOf(result.failure)
  const label = (address: AccountAddress) =>
    [`${address.firstName} ${address.lastName}`, address.street, `${address.zipcode} ${address.city}`]
      .concat(address.country?.translated?.name ?? address.country?.name ?? [])
      .join(', ')
  const options = customer.addresses.map((address) => (
    <option key={address.id} value={address.id}>
      {label(address)}
    </option>
  ))
  return (
    <div className="checkout-addresses">
      <ChosenAddresses customer={customer} />
      <section className="checkout-card" aria-labelledby="checkout-choose-heading">
        <h2 id="checkout-choose-heading">{t('checkout.address.chooseTitle')}</h2>
        <AccountForm key={result.attempt} intent="addresses" result={result}>
          <SelectField
            {...field('billingAddressId', customer.billingAddress?.id)}
            label={t('checkout.address.billingAddress')}
            required
          >
            {options}
          </SelectField>
          <SelectField
            {...field('shippingAddressId', customer.shippingAddress?.id)}
            label={t('checkout.address.shippingAddress')}
            required
          >
            {options}
          </SelectField>
          <SubmitButton
            after={
              <Link to={`/account/address?form=default&redirectTo=${encodeURIComponent('/checkout')}`}>
                {t('checkout.address.addAddress')}
              </Link>
            }
          >
            {t('checkout.address.continue')}
          </SubmitButton>
        </AccountForm>
      </section>
    </div>
  )
}
