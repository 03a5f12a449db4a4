/** Telling the page's own requests apart in browser tests. */
import type { Request } from '@playwright/test'

/** A payload the page prefetched a second after load (decision 032), not one a navigation asked for. */
export const isPrefetch = (request: Request): boolean => request.headers().purpose === 'prefetch'
