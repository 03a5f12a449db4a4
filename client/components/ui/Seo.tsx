/**
 * The head tags of a page (./seo-tags.tsx) as islands (client/island.tsx): the worker writes them into the
 * head; the browser needs their code only when a navigation changes them.
 */
import { island } from '../../island'

export const Seo = island(() => import('./seo-tags').then((m) => m.Seo), 'interaction')
export const MetaDescription = island(() => import('./seo-tags').then((m) => m.MetaDescription), 'interaction')
