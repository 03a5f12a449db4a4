/** The product page's URL parameters and page size: read by its loader, written by its view (browser-safe). */

/** Reviews shown per page (?reviews=N). */
export const REVIEWS_PER_PAGE = 5
export const REVIEWS_PARAM = 'reviews'

/** The variant switch's URL: one `o` per chosen option, `switched` names the group the shopper changed. */
export const OPTION_PARAM = 'o'
export const SWITCHED_PARAM = 'switched'
