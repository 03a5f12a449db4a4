/**
 * The embedded shop's Durable Object classes, for the worker to export (wrangler.toml binds them). Apart
 * from the public face in index.ts: they import `cloudflare:workers`, which only the Workers runtime has.
 */
export { RequestThrottle } from './platform/request-throttle'
