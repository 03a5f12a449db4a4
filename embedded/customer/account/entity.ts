/**
 * The customer entity in Shopware's shape (Customer in the Store API schema): the account, its
 * salutation, default payment method, default and active addresses. Business customers carry company
 * and vatIds (the schema's oneOf on accountType).
 */
import {
  BUSINESS_CUSTOMER_GROUP_ID,
  CUSTOMER_GROUP_ID,
  DEFAULT_LANGUAGE_ID,
  PAYMENT_METHOD_ID,
  SALES_CHANNEL_ID,
} from '../../platform/sales-channel'
import { findPaymentMethod, paymentMethodEntity, salutationEntity, salutationIdOf } from '../../platform/reference'
import { addressEntity, entityDate } from '../address/entity'
import type { AddressRow } from '../address'
import type { SalutationKey } from '../../platform/reference'

export interface CustomerRow {
  id: string
  customerNumber: string
  email: string
  accountType: 'private' | 'business'
  salutationKey: SalutationKey
  title: string | null
  firstName: string
  lastName: string
  company: string | null
  vatIds: string | null
  birthday: string | null
  active: number
  guest: number
  languageId: string | null
  defaultBillingAddressId: string | null
  defaultShippingAddressId: string | null
  defaultPaymentMethodId: string | null
  doubleOptInRegistration: number
  doubleOptInConfirmedAt: string | null
  newsletter: number
  lastLoginAt: string | null
  createdAt: string
  updatedAt: string | null
}

export const CUSTOMER_COLUMNS = `id, customer_number AS customerNumber, email, account_type AS accountType,
  salutation_key AS salutationKey, title, first_name AS firstName, last_name AS lastName, company,
  coalesce(vat_ids, CASE WHEN vat_id IS NOT NULL THEN json_array(vat_id) END) AS vatIds, birthday, active, guest,
  language_id AS languageId, default_billing_address_id AS defaultBillingAddressId,
  default_shipping_address_id AS defaultShippingAddressId, default_payment_method_id AS defaultPaymentMethodId,
  double_opt_in_registration AS doubleOptInRegistration, double_opt_in_confirmed_at AS doubleOptInConfirmedAt,
  newsletter, last_login_at AS lastLoginAt, created_at AS createdAt, updated_at AS updatedAt`

/** The VAT ids of a row (stored as a JSON array). */
export const vatIdsOf = (row: Pick<CustomerRow, 'vatIds'>): string[] => {
  if (!row.vatIds) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(row.vatIds)
  } catch {
    // A hand-edited row with a bare id: read it as that one id rather than failing the whole session.
    return [row.vatIds]
  }
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string' && v.length > 0) : []
}

/** The addresses the session uses: the context's selections, else the customer's defaults. */
export interface ActiveAddresses {
  billing: AddressRow | null
  shipping: AddressRow | null
}

/**
 * The customer entity. `addresses` are the customer's own rows (for the defaults); `active` the
 * session's active billing and shipping address.
 */
export function customerEntity(
  row: CustomerRow,
  addresses: AddressRow[],
  languageId: string,
  active?: ActiveAddresses,
) {
  const defaults = { billing: row.defaultBillingAddressId, shipping: row.defaultShippingAddressId }
  const byId = new Map(addresses.map((a) => [a.id, a]))
  const entityOf = (address: AddressRow | null | undefined) =>
    address ? addressEntity(address, languageId, defaults) : null
  const defaultBilling = byId.get(row.defaultBillingAddressId ?? '') ?? null
  const defaultShipping = byId.get(row.defaultShippingAddressId ?? '') ?? null
  const payment = findPaymentMethod(row.defaultPaymentMethodId) ?? findPaymentMethod(PAYMENT_METHOD_ID)!
  const vatIds = vatIdsOf(row)
  const business = row.accountType === 'business'
  return {
    id: row.id,
    groupId: business ? BUSINESS_CUSTOMER_GROUP_ID : CUSTOMER_GROUP_ID,
    salesChannelId: SALES_CHANNEL_ID,
    // Accounts from before languages were stored speak the shop's default language.
    languageId: row.languageId ?? DEFAULT_LANGUAGE_ID,
    lastPaymentMethodId: null,
    defaultPaymentMethodId: payment.id,
    defaultBillingAddressId: row.defaultBillingAddressId,
    defaultShippingAddressId: row.defaultShippingAddressId,
    customerNumber: row.customerNumber,
    salutationId: salutationIdOf(row.salutationKey),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    title: row.title,
    accountType: row.accountType,
    company: business ? (row.company ?? '') : row.company,
    vatIds,
    affiliateCode: null,
    campaignCode: null,
    active: row.active === 1,
    doubleOptInRegistration: row.doubleOptInRegistration === 1,
    doubleOptInEmailSentDate: null,
    doubleOptInConfirmDate: entityDate(row.doubleOptInConfirmedAt),
    guest: row.guest === 1,
    firstLogin: null,
    lastLogin: entityDate(row.lastLoginAt),
    newsletter: row.newsletter === 1,
    birthday: row.birthday,
    lastOrderDate: null,
    orderCount: 0,
    orderTotalAmount: 0,
    reviewCount: 0,
    customFields: null,
    tagIds: null,
    requestedGroupId: null,
    createdAt: entityDate(row.createdAt),
    updatedAt: entityDate(row.updatedAt),
    salutation: salutationEntity(row.salutationKey, languageId),
    defaultPaymentMethod: paymentMethodEntity(payment, languageId),
    defaultBillingAddress: entityOf(defaultBilling),
    defaultShippingAddress: entityOf(defaultShipping),
    activeBillingAddress: entityOf(active?.billing ?? defaultBilling),
    activeShippingAddress: entityOf(active?.shipping ?? defaultShipping),
    apiAlias: 'customer' as const,
  }
}

export type CustomerEntity = ReturnType<typeof customerEntity>
