/** The catalog/category domain's public face: what other domains of the backend may use of it. */
export {
  type CategoryRow,
  type SeoUrlRow,
  ancestry,
  findCategory,
  namesStatement,
  seoUrlsStatement,
  subtreeStatement,
} from './queries'
