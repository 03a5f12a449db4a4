/** The catalog/reviews domain's public face: what other domains of the backend may use of it. */
export { latestReviewsStatement } from './queries'
