/** The shop's business constants, in one place so code and tests quote the same numbers. */

export const LOCALES = ['de-DE', 'en-GB'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'de-DE'

/** The locale and context cookies live 365 days. */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
export const LOCALE_COOKIE = 'locale'
export const CONTEXT_TOKEN_COOKIE = 'sw-context-token'

/** Listing default limit. */
export const LISTING_LIMIT = 10
export const WISHLIST_PAGE_SIZE = 15
/** Where a guest's wishlist (product ids) lives in the browser. */
export const WISHLIST_STORAGE_KEY = 'sw-wishlist-items'
export const CURRENCY = 'EUR'
/**
 * Standard parcel delivery is free from this gross goods value, in cents: the embedded shop's shipping
 * method and the home page's promise quote it (a real Shopware's shipping method must say the same).
 */
export const FREE_SHIPPING_FROM_CENTS = 7500
/** German standard VAT rate in percent, applied to the whole seeded catalog. */
export const STANDARD_TAX_RATE = 19

/** Deterministic language ids shared by the embedded Store API and the locale middleware. */
export const LANGUAGE_IDS: Record<Locale, string> = {
  'de-DE': '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
  'en-GB': '0fa91ce3e96a4bc2be4bd9ce752c3425',
}

/** Where the add-to-cart form posts (below the locale prefix) when JavaScript is not running yet. */
export const ADD_TO_CART_PATH = '/checkout/cart/add'

/** A {path}/_payload.json request carrying this header (value `1`) also gets the root route's data. */
export const ROOT_DATA_HEADER = 'x-storefront-root'

/**
 * The shop's bank account for transfers (prepayment and pay-upon-invoice instructions, the
 * invoice PDF): the seeded shop's example; a real shop shows its own.
 */
export const SHOP_BANK_ACCOUNT = {
  accountHolder: 'Workwear Pro GmbH',
  bankName: 'Commerzbank',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
} as const
/** The shop's time zone: dates on pages, in mails and on documents are the shop's calendar days. */
export const SHOP_TIME_ZONE = 'Europe/Berlin'
/** Days to pay an invoice (pay upon invoice). */
export const INVOICE_DUE_DAYS = 30
/** The shopper goes to the payment provider after 5 seconds. */
export const PAYMENT_REDIRECT_SECONDS = 5
