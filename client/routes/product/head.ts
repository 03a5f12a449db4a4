/**
 * The product page's head tags and structured data as islands (client/island.tsx): the worker writes them;
 * the browser needs their code only when a navigation changes them.
 */
export { ProductSeo, ProductStructuredData } from '../../components/product/structured-data'
