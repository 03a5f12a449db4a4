/**
 * The product page's islands below the buying area (client/island.tsx): reviews, the review form and
 * cross-selling, in one module whose code loads once the shopper comes near one of them.
 */
export { CrossSelling } from '../../components/product/CrossSelling'
export { ReviewForm } from '../../components/product/ReviewForm'
export { Reviews } from '../../components/product/Reviews'
