/** The worker's loader map: the real loaders, attached to the shared route table by id. */
import {
  catchAllLoader,
  categoryLoader,
  homeLoader,
  landingPageLoader,
  productLoader,
  rootLoader,
  searchLoader,
} from '../../client/routes/loaders.server'
import { createRoutes, type LoaderMap } from '../../client/routes/routes'

const loaders: LoaderMap = {
  root: rootLoader,
  home: homeLoader,
  search: searchLoader,
  product: productLoader,
  category: categoryLoader,
  'landing-page': landingPageLoader,
  'catch-all': catchAllLoader,
}

/** Built once per isolate: route objects hold no request data. */
export const serverRoutes = createRoutes(loaders)
