/**
 * The round trips a cache-miss product page makes to D1 (embedded Store API) once the isolate keeps the
 * catalog's metadata: the SEO path's lookup; then the product (one batch) beside the other language's
 * canonical path; then the reviews (one batch) beside cross-selling (its groups and their products, one
 * batch). Five in three rounds; calls side by side cost as much as in a row here (workerd runs D1 on the
 * same thread). tests/worker/pages/product-page.test.ts counts them.
 */
export const PRODUCT_PAGE_ROUND_TRIPS = 5
