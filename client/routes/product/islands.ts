/**
 * The product page's islands of the first screen (client/island.tsx), in one module: their code arrives
 * together anyway (on idle, at the first interaction, before a client navigation shows), so one request
 * and one entry in the page's code instead of one per island. What stands below them (reviews,
 * cross-selling) is ./below.ts, the head's tags ./head.ts. The
 * buying area's price, pictures and variant switch are here too: the worker renders them, their server
 * HTML is complete and readable, and none of them needs code to be seen (the switch's choice before its
 * code arrived is applied when it hydrates). The recently viewed products are here because they also
 * record this product as seen.
 */
export { Availability } from '../../components/product/Availability'
export { Designer, uploadDesign } from '../../components/product/Designer'
export { Gallery } from '../../components/product/Gallery'
export { ProductPrice } from '../../components/product/PriceDetails'
export { ProductFacts } from '../../components/product/ProductFacts'
export { VariantSwitch } from '../../components/product/VariantSwitch'
export { LastSeen } from '../../components/layout/LastSeen'
export { AddToShoppingList } from '../../components/shopping-list/AddToShoppingList'
