/** The product page's URL parameters and page size: read by its loader, written by its view (browser-safe). */

/** Reviews shown per page (?reviews=N). */
export const REVIEWS_PER_PAGE = 5
export const REVIEWS_PARAM = 'reviews'

/** The variant switch's URL: one `o` per chosen option, `switched` names the group the shopper changed. */
export const OPTION_PARAM = 'o'
export const SWITCHED_PARAM = 'switched'

/**
 * A configurator group's radio field. Radios sharing a name are one group to the browser, which keeps one
 * of them checked: each option group needs a name of its own, or choosing a colour would clear the size.
 * @example optionField('a1…') // 'o-a1…'
 */
export const optionField = (groupId: string): string => `${OPTION_PARAM}-${groupId}`

/**
 * The options a product URL chooses: `o=<id>` (the switch's links) or `o-<group>=<id>` (the variant form
 * submitted without JavaScript).
 * @example chosenOptions(new URLSearchParams('o=a&o-g=b&p=2')) // ['a', 'b']
 */
export function chosenOptions(params: URLSearchParams): string[] {
  return [...params]
    .filter(([key]) => key === OPTION_PARAM || key.startsWith(`${OPTION_PARAM}-`))
    .map(([, value]) => value)
}
