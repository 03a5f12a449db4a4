/**
 * The build's own files, read from the static assets with the headers they need (decision 031): sw.js and
 * builds/latest.json say what is deployed now and are asked for again each time; a build's meta file never
 * changes under its id. wrangler.toml's `run_worker_first` sends these paths here instead of to the assets.
 */
import { type Context, Hono } from 'hono'
import { BUILD_LATEST_PATH, SERVICE_WORKER_PATH } from '../shared/build'
import { CacheImmutable, CacheRevalidate, type CacheStrategy, cacheControl } from './cache'
import type { Env } from './env'

type BuildFilesContext = Context<{ Bindings: Env }>

export const buildFiles = new Hono<{ Bindings: Env }>()
  // Scope / is the default for a worker at /sw.js; the header says so for proxies that move it.
  .get(SERVICE_WORKER_PATH, (c) => fromAssets(c, CacheRevalidate, { 'service-worker-allowed': '/' }))
  .get(BUILD_LATEST_PATH, (c) => fromAssets(c, CacheRevalidate))
  .get('/builds/meta/:file{[\\w-]+\\.json}', (c) => fromAssets(c, CacheImmutable))

async function fromAssets(
  c: BuildFilesContext,
  strategy: CacheStrategy,
  headers: Record<string, string> = {},
): Promise<Response> {
  const asset = await c.env.ASSETS.fetch(new URL(c.req.path, c.req.url))
  if (!asset.ok) return c.notFound()
  const response = new Response(asset.body, asset)
  response.headers.set('cache-control', cacheControl(strategy))
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}
