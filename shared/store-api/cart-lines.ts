/** Store API cart bodies the browser and the worker both send (no validation library: the browser bundle stays small). */

/** The Store API's add body for one promotion code (`{referencedId, type promotion}`). */
export const promotionItems = (code: string) => ({ items: [{ type: 'promotion' as const, referencedId: code.trim() }] })
