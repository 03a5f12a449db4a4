/** The environments the scripts hand to wrangler and to the local servers, written once. */

/** Wrangler (and the Cloudflare Vite plugin) offline and quiet: no prompts, telemetry, network lookups or banners. */
export const QUIET_WRANGLER = {
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
} as const

/** What a local server needs of the caller's environment (a profiler's port when one is asked for). */
const PASSED = ['PATH', 'HOME', 'TMPDIR', 'NODE_OPTIONS', 'WORKER_INSPECTOR_PORT'] as const

/**
 * The environment of a local server (vite preview or dev) whose worker takes its variables from it
 * (CLOUDFLARE_INCLUDE_PROCESS_ENV): a small one, so nothing of the caller's environment becomes a
 * binding but `vars`. A .dev.vars (copied into the build) wins over it.
 * @example workerServerEnv({ DEMO_MODE: 'true' })
 */
export function workerServerEnv(vars: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const passed = Object.fromEntries(PASSED.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])))
  return { ...passed, ...QUIET_WRANGLER, CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true', ...vars }
}
