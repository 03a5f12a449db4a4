/** Pages named by an SEO path or a fallback path (/detail/{id}, /navigation/{id}): a product, a category or content. */
import { useLoaderData } from 'react-router'
import type { EntityPageData } from '../load-context'
import { loadedView } from '../views'

export default function EntityPage() {
  const data = useLoaderData() as EntityPageData
  // Keyed by id so moving between two products resets per-product state (quantity, messages).
  if (data.kind === 'product') {
    const ProductPage = loadedView('product')
    return <ProductPage key={data.id} data={data} />
  }
  if (data.kind === 'category') {
    const CategoryPage = loadedView('category')
    return <CategoryPage key={data.id} {...data} />
  }
  const ContentPage = loadedView('content')
  return <ContentPage key={data.id} type={data.type} data={data.data} />
}
