/** Loader data for the browser: deferred promises awaited, route errors in react-router's hydration format. */
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router'

export interface SerializedRouterState {
  loaderData: Record<string, unknown>
  /** The form action's answer by route id (field errors, typed values), so the hydrated page keeps showing them. */
  actionData: Record<string, unknown> | null
  errors: Record<string, unknown> | null
}

/** Awaits each route's deferred values (they have settled once the stream is complete) into plain JSON. */
export async function serializeRouterState(
  context: Pick<StaticHandlerContext, 'loaderData' | 'errors'> & Partial<Pick<StaticHandlerContext, 'actionData'>>,
): Promise<SerializedRouterState> {
  const loaderData: Record<string, unknown> = {}
  for (const [routeId, value] of Object.entries(context.loaderData ?? {})) {
    loaderData[routeId] = await settle(value)
  }
  return { loaderData, actionData: context.actionData ?? null, errors: serializeErrors(context.errors) }
}

/**
 * JSON.stringify's replacer for router state on its way to the browser: drops the Store API's `apiAlias`
 * tags while writing the JSON (no copy of the data). No view reads them, and they were a tenth of a page's
 * inline data (docs/decisions/044).
 * @example JSON.stringify({ id: 'a', apiAlias: 'product', cover: { apiAlias: 'product_media' } }, withoutApiAlias) // '{"id":"a","cover":{}}'
 */
export const withoutApiAlias = (key: string, value: unknown): unknown => (key === 'apiAlias' ? undefined : value)

async function settle(value: unknown): Promise<unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, entry]) => [
      key,
      entry instanceof Promise ? await entry.catch(() => null) : entry,
    ]),
  )
  return Object.fromEntries(entries)
}

function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null
  const out: Record<string, unknown> = {}
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? {
          __type: 'RouteErrorResponse',
          status: error.status,
          statusText: error.statusText,
          data: error.data,
          internal: false,
        }
      : { __type: 'Error', message: 'Unexpected error' }
  }
  return out
}

/** JSON safe inside <script>: no "</script>", no U+2028 surprises. */
export const scriptJson = (value: unknown, replacer?: (key: string, value: unknown) => unknown): string =>
  JSON.stringify(value, replacer)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
