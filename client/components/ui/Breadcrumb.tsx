/**
 * The breadcrumb trail (./breadcrumb-trail.tsx) as an island (client/island.tsx): links the server wrote,
 * hydrated once the shopper starts using the page.
 */
import { island } from '../../island'

export type { BreadcrumbItem } from './breadcrumb-trail'
export const Breadcrumb = island(() => import('./breadcrumb-trail').then((m) => m.Breadcrumb), 'interaction')
