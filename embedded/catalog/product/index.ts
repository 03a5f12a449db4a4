/** The catalog/product domain's public face: what other domains of the backend may use of it. */
export {
  type ProductRow,
  chosenOptionBits,
  presentedParentId,
  pidOfId,
  productKey,
  productKeyStatement,
  productRows,
  productRowsOf,
  productRowsStatements,
} from './queries'
