/**
 * What the shop offers beyond Shopware's own routes, as the root data says (decision 054): a feature
 * the shop lacks shows no link, a content page it lacks no link either. Without root data (an error
 * page of the root) every feature counts as there and no content page is known.
 */
import { useRouteLoaderData } from 'react-router'
import type { ContentPage, PluginFeature } from '../../shared/store-api/capabilities'
import type { RootData } from '../types'

/** Whether the shop has a plugin feature (lexicon, blog, shopping lists, loyalty, coupons, my products). */
export function useShopHas(feature: PluginFeature): boolean {
  const root = useRouteLoaderData('root') as RootData | undefined
  return !root?.absent?.includes(feature)
}

/** The path (below the locale prefix) of one of the shop's content pages; null: no link. */
export function useContentLink(page: ContentPage): string | null {
  const root = useRouteLoaderData('root') as RootData | undefined
  return root?.contentLinks?.[page] ?? null
}
