/**
 * Everything on the product page that hydrates after the first render (client/island.tsx), in one module:
 * the islands' code arrives together anyway (on idle, at the first interaction, before a client
 * navigation shows), so one request and one entry in the page's code instead of one per island. The
 * buying area's price, pictures and variant switch are here too: the worker renders them, their server
 * HTML is complete and readable, and none of them needs code to be seen (the switch's choice before its
 * code arrived is applied when it hydrates).
 */
export { Availability } from '../../components/product/Availability'
export { CrossSelling } from '../../components/product/CrossSelling'
export { Designer, uploadDesign } from '../../components/product/Designer'
export { Gallery } from '../../components/product/Gallery'
export { ProductPrice } from '../../components/product/PriceDetails'
export { ProductFacts } from '../../components/product/ProductFacts'
export { ReviewForm } from '../../components/product/ReviewForm'
export { Reviews } from '../../components/product/Reviews'
export { ProductSeo, ProductStructuredData } from '../../components/product/structured-data'
export { VariantSwitch } from '../../components/product/VariantSwitch'
export { LastSeen } from '../../components/layout/LastSeen'
export { AddToShoppingList } from '../../components/shopping-list/AddToShoppingList'
