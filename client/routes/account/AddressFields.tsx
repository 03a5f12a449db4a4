/**
 * An address's fields in its shapes (an ordinary address, a Packstation, a pickup shop), bound
 * to the last failed submit: the account's address form and the checkout's guest form (billing and a
 * different shipping address, under their prefixes) share them.
 */
import { type fieldsOf, SelectField, TextField } from '../../components/form/Form'
import { useT } from '../../i18n'
import { type AddressKind, packstationNumber } from './address-kind'
import type { AccountAddress, Country, Salutation } from './types'

type Field = ReturnType<typeof fieldsOf>
type Bound = ReturnType<Field>

export interface AddressFieldsProps {
  field: Field
  /** Before every field's name: 'billingAddress.' … ('' for an address of its own). */
  prefix?: string
  /** The autocomplete section: 'billing', 'shipping' or none. */
  section?: 'billing' | 'shipping'
  /** The stored values the fields start with. */
  address: Partial<AccountAddress> | null
  /** The shapes whose own fields are shown; with more than one, each sits in `.address-fields-{kind}` for CSS to pick. */
  kinds: readonly AddressKind[]
  countries: Country[]
  defaultCountryId: string | undefined
  /** Shows first and last name (an address that does not take the customer's). */
  names?: boolean
}

export function AddressFields({
  field,
  prefix = '',
  section,
  address,
  kinds,
  countries,
  defaultCountryId,
  names,
}: AddressFieldsProps) {
  const t = useT()
  const bind = (name: string, stored?: string | null) => field(prefix + name, stored)
  const auto = (token: string) => (section ? `${section} ${token}` : token)
  return (
    <>
      {names ? (
        <>
          <TextField
            {...bind('firstName', address?.firstName)}
            label={t('account.field.firstName')}
            autoComplete={auto('given-name')}
            required
          />
          <TextField
            {...bind('lastName', address?.lastName)}
            label={t('account.field.lastName')}
            autoComplete={auto('family-name')}
            required
          />
        </>
      ) : null}
      {kinds.length === 1 ? (
        <KindFields kind={kinds[0]!} bind={bind} auto={auto} address={address} />
      ) : (
        kinds.map((kind) => (
          <div key={kind} className={`address-fields-${kind}`}>
            <KindFields kind={kind} bind={bind} auto={auto} address={address} />
          </div>
        ))
      )}
      <TextField
        {...bind('zipcode', address?.zipcode)}
        label={t('account.field.zipcode')}
        autoComplete={auto('postal-code')}
        required
      />
      <TextField
        {...bind('city', address?.city)}
        label={t('account.field.city')}
        autoComplete={auto('address-level2')}
        required
      />
      <CountrySelect {...bind('countryId', address?.countryId ?? defaultCountryId)} countries={countries} />
    </>
  )
}

/** The fields one shape has of its own: a Packstation's number and post number, or company and street. */
function KindFields({
  kind,
  bind,
  auto,
  address,
}: {
  kind: AddressKind
  bind: (name: string, stored?: string | null) => Bound
  auto: (token: string) => string
  address: Partial<AccountAddress> | null
}) {
  const t = useT()
  const station = packstationNumber(address?.street)
  if (kind === 'packstation')
    return (
      <>
        <TextField
          {...bind('packstationNumber', station)}
          label={t('account.address.packstationNumber')}
          hint={t('account.address.packstationHint')}
          inputMode="numeric"
          required
        />
        <TextField
          {...bind('postNumber', station ? address?.additionalAddressLine1 : '')}
          label={t('account.address.postNumber')}
          hint={t('account.address.postNumberHint')}
          inputMode="numeric"
          required
        />
      </>
    )
  return (
    <>
      <TextField
        {...bind('company', address?.company)}
        label={kind === 'pickupShop' ? t('account.address.shopName') : t('account.field.company')}
        autoComplete={kind === 'pickupShop' ? 'off' : auto('organization')}
        required={kind === 'pickupShop'}
      />
      <TextField
        {...bind('street', station ? '' : address?.street)}
        label={t('account.field.street')}
        autoComplete={auto('address-line1')}
        required
      />
      {kind === 'default' ? (
        <TextField
          {...bind('additionalAddressLine1', station ? '' : address?.additionalAddressLine1)}
          label={t('account.field.additionalAddressLine1')}
          autoComplete={auto('address-line2')}
        />
      ) : null}
    </>
  )
}

export function SalutationSelect({ salutations, ...bound }: { salutations: Salutation[] } & Bound) {
  const t = useT()
  return (
    <SelectField {...bound} label={t('account.field.salutation')}>
      {salutations.map((s) => (
        <option key={s.id} value={s.id}>
          {s.translated?.displayName ?? s.displayName}
        </option>
      ))}
    </SelectField>
  )
}

export function CountrySelect({ countries, ...bound }: { countries: Country[] } & Bound) {
  const t = useT()
  return (
    <SelectField {...bound} label={t('account.field.country')} autoComplete="country" required>
      {countries.map((c) => (
        <option key={c.id} value={c.id}>
          {c.translated?.name ?? c.name}
        </option>
      ))}
    </SelectField>
  )
}
