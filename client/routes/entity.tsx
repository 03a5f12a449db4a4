/** Pages named by an SEO path or a fallback path (/detail/{id}, /navigation/{id}): a product or a category. */
import { useLoaderData } from 'react-router'
import type { EntityPageData } from './context'
import { CategoryPage } from './category'
import { ContentPage } from './content'
import { ProductPage } from './product'

export default function EntityPage() {
  const data = useLoaderData() as EntityPageData
  // Keyed by id so moving between two products resets per-product state (quantity, messages).
  if (data.kind === 'product') return <ProductPage key={data.id} data={data} />
  if (data.kind === 'category') return <CategoryPage key={data.id} id={data.id} page={data.page} listing={data.listing} />
  return <ContentPage key={data.id} type={data.type} data={data.data} />
}
