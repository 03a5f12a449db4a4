/**
 * The embedded sales channel's maintenance switch, as Shopware's (decision 033): while it is on, every
 * Store API call answers 503 FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE, except for the addresses of
 * the maintenance IP allow-list. Operators set it with the wrangler var MAINTENANCE_MODE="true" (a
 * deploy) or the KV key below in the CACHE namespace (at once, within KV's minute of edge caching).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { MAINTENANCE_CODE, MAINTENANCE_DETAIL } from '../../shared/store-api/faults'
import type { StoreApiEnv } from './database'
import { apiError } from './errors'

/** KV key (CACHE namespace): `true`, or `{"allowedIps":["203.0.113.7"]}` to switch it on with an allow-list. */
export const MAINTENANCE_KV_KEY = 'storefront:maintenance'
/** KV caches a read at the edge this long (its minimum): a switch takes effect within a minute. */
const KV_CACHE_SECONDS = 60

export interface MaintenanceState {
  on: boolean
  allowedIps: string[]
}

/**
 * The switch's state from the var and the KV key; either turns it on, their allow-lists add up.
 * @example parseMaintenance('true', '203.0.113.7, 198.51.100.2', null) // { on: true, allowedIps: ['203.0.113.7', '198.51.100.2'] }
 */
export function parseMaintenance(
  variable: string | undefined,
  variableIps: string | undefined,
  kvValue: string | null,
): MaintenanceState {
  const fromKv = parseKvValue(kvValue)
  return {
    on: variable?.trim() === 'true' || fromKv.on,
    allowedIps: [...splitIps(variableIps), ...fromKv.allowedIps],
  }
}

function parseKvValue(value: string | null): MaintenanceState {
  const text = value?.trim()
  if (!text || text === 'false') return { on: false, allowedIps: [] }
  if (text === 'true') return { on: true, allowedIps: [] }
  try {
    const parsed = JSON.parse(text) as { enabled?: boolean; allowedIps?: unknown }
    const ips = Array.isArray(parsed.allowedIps) ? parsed.allowedIps.filter((ip) => typeof ip === 'string') : []
    return { on: parsed.enabled !== false, allowedIps: ips.map((ip) => ip.trim()) }
  } catch {
    // An operator's typo must not open a shop they meant to close.
    return { on: true, allowedIps: [] }
  }
}

const splitIps = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean)

/** Reads the switch: the var and the KV key (one KV read, cached at the edge). */
async function readMaintenance(env: StoreApiEnv): Promise<MaintenanceState> {
  const kv = await env.CACHE.get(MAINTENANCE_KV_KEY, { cacheTtl: KV_CACHE_SECONDS }).catch(() => null)
  return parseMaintenance(env.MAINTENANCE_MODE, env.MAINTENANCE_ALLOWED_IPS, kv)
}

/**
 * The switch's state per incoming request (its ExecutionContext): a page's in-process Store API calls
 * share one read instead of one each. Not per isolate: the next request reads the switch again.
 */
const perRequest = new WeakMap<ExecutionContext, Promise<MaintenanceState>>()

/** The switch's state: read once per request when its ExecutionContext is given, else read now. */
function maintenanceState(env: StoreApiEnv, ctx?: ExecutionContext): Promise<MaintenanceState> {
  if (!ctx) return readMaintenance(env)
  const known = perRequest.get(ctx)
  if (known) return known
  const state = readMaintenance(env)
  perRequest.set(ctx, state)
  return state
}

/** Shopware's 503 while the sales channel is in maintenance. */
export const maintenanceError = () => apiError(503, MAINTENANCE_CODE, MAINTENANCE_DETAIL)

/** Whether the shop is closed for this caller: the switch is on and the address is not allowed. */
export async function closedFor(
  env: StoreApiEnv,
  clientIp: string | undefined,
  ctx?: ExecutionContext,
): Promise<boolean> {
  const state = await maintenanceState(env, ctx)
  return state.on && !state.allowedIps.includes(clientIp ?? '')
}

/** Refuses every call while the shop is closed for the caller (its cf-connecting-ip). */
export const maintenanceMode = (): MiddlewareHandler<{ Bindings: StoreApiEnv }> =>
  async function maintenanceMode(c, next) {
    if (await closedFor(c.env, c.req.header('cf-connecting-ip'), executionContextOf(c))) throw maintenanceError()
    await next()
  }

/** The request's ExecutionContext, or none (Hono throws for a call made without one). */
function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}
