/** The configured seller as the seeded pages write it: its fields escaped for HTML, its address and links. */
import { escapeHtml } from '../../../shared/html'
import type { Seller } from '../../platform/seller'

/** The seller's fields as HTML text (escaped), for the pages' markup. */
export function sellerHtml(seller: Seller) {
  const c = {
    name: escapeHtml(seller.name),
    street: escapeHtml(seller.street),
    zipCity: escapeHtml(seller.zipCity),
    country: { 'de-DE': escapeHtml(seller.country['de-DE']), 'en-GB': escapeHtml(seller.country['en-GB']) },
    vatId: escapeHtml(seller.vatId),
    taxNumber: escapeHtml(seller.taxNumber),
    register: escapeHtml(seller.register),
    managingDirectors: escapeHtml(seller.managingDirectors),
    email: escapeHtml(seller.email),
    phone: escapeHtml(seller.phone),
  }
  return {
    ...c,
    address: (locale: 'de-DE' | 'en-GB') =>
      `<address>${c.name}<br>${c.street}<br>${c.zipCity}<br>${c.country[locale]}</address>`,
    mail: `<a href="mailto:${c.email}">${c.email}</a>`,
    /** The phone number as a link (`tel:` with its digits), or '' when the seller names none. */
    phoneLink: seller.phone ? `<a href="${escapeHtml(telUri(seller.phone))}">${c.phone}</a>` : '',
  }
}

/**
 * A phone number as written, as a `tel:` target: its digits, a leading + kept (RFC 3966's global form).
 * @example telUri('+49 231 0000000') // 'tel:+492310000000'
 */
export const telUri = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`
