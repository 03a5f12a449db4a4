/**
 * The error pages as islands (client/island.tsx): a page that renders one (rarely) shows the server's
 * text at once and hydrates it after the first render; every other page loads no code for them.
 */
import { island } from '../../island'

/** What went wrong on this route (its error boundary): the shop's error texts by status. */
export const RouteError = island(() => import('./ErrorPages').then((m) => m.PageErrorBoundary))
/** The 404 text of a page whose entity does not exist. */
export const NotFound = island(() => import('./ErrorPages').then((m) => m.NotFound))
