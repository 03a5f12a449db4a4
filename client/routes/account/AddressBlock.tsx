/**
 * One address as a postal label; a Packstation names its post number, so the shopper recognises it.
 * Its lines are parted by line breaks in the markup, not by a style sheet: the checkout and the success
 * page show it without the account's styles, and a screen reader pauses between the lines.
 */
import { Fragment } from 'react'
import { useT } from '../../i18n'
import './AddressBlock.css'
import { addressKind } from './address-kind'
import type { AccountAddress, Salutation } from './types'

/** "Not specified" is a choice in the form, never a word on a label. */
export const salutationOf = (salutation: Salutation | null | undefined): string | undefined =>
  salutation && salutation.salutationKey !== 'not_specified' ? salutation.translated?.displayName : undefined

export function AddressBlock({ address }: { address: AccountAddress }) {
  const t = useT()
  const packstation = addressKind(address) === 'packstation'
  const name = [salutationOf(address.salutation), address.title, address.firstName, address.lastName]
    .filter(Boolean)
    .join(' ')
  const lines = [
    address.company,
    name,
    address.street,
    address.additionalAddressLine1 &&
      (packstation
        ? t('account.address.postNumberLine', { number: address.additionalAddressLine1 })
        : address.additionalAddressLine1),
    [address.zipcode, address.city].filter(Boolean).join(' '),
    address.country?.translated?.name ?? address.country?.name,
  ].filter((line): line is string => !!line)
  return (
    <address className="address-block">
      {lines.map((line, index) => (
        // Lines of one label: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a label's lines never reorder
        <Fragment key={index}>
          {index ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
