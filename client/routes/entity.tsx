/** Pages named by an SEO path or a fallback path (/detail/{id}, /navigation/{id}): a product or a category. */
import { useLoaderData } from 'react-router'
import type { EntityPageData } from './context'
import { CategoryPage } from './category'
import { ProductPage } from './product'

export default function EntityPage() {
  const data = useLoaderData() as EntityPageData
  // Keyed by id so moving between two products resets per-product state (quantity, messages).
  return data.kind === 'product'
    ? <ProductPage key={data.id} detail={data.detail} />
    : <CategoryPage key={data.id} id={data.id} page={data.page} listing={data.listing} />
}
