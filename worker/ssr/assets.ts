/** Where the built client's entry, chunks and CSS are: read once per isolate from the Vite manifest. */
import { BUILD_LATEST_PATH, HYDRATION_MODULE, isBuildId } from '../../shared/build'
import type { Env } from '../env'

export interface ClientAssets {
  entry: string
  css: string[]
  modulepreload: string[]
  /** The build these files belong to (builds/latest.json beside them); none on the dev server. */
  build?: string
  /** Dev only: the React Refresh preamble Vite needs before the entry runs. */
  preamble?: string
  /** The chunks (and their CSS) of an on-demand module, beyond what the entry already loads. */
  chunksOf(module: string): { js: string[]; css: string[] }
  /** The JavaScript files of on-demand modules together, each once: what a payload names (decision 047). */
  codeOf(modules: string[]): string[]
}

export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
  dynamicImports?: string[]
}

const ENTRY = 'client/entry.client.tsx'
const DEV_ASSETS: ClientAssets = {
  entry: `/${ENTRY}`,
  css: [],
  modulepreload: ['/@vite/client'],
  // The dev server serves modules one by one; it needs no preload hints.
  chunksOf: () => ({ js: [], css: [] }),
  codeOf: () => [],
  preamble: `import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(t)=>t;window.__vite_plugin_react_preamble_installed__=true;`,
}

// Build output, not request data: the same for every shopper, so one copy per isolate is right.
let cached: Promise<ClientAssets> | undefined

export function clientAssets(env: Env): Promise<ClientAssets> {
  if (import.meta.env?.DEV) return Promise.resolve(DEV_ASSETS)
  cached ??= loadManifest(env).catch((error) => {
    cached = undefined
    throw error
  })
  return cached
}

async function loadManifest(env: Env): Promise<ClientAssets> {
  const response = await env.ASSETS.fetch('https://assets.local/.vite/manifest.json')
  if (!response.ok) throw new Error('Client manifest missing: run `npm run build` before serving the worker.')
  const manifest = (await response.json()) as Record<string, ManifestChunk>
  return assetsOf(manifest, await buildOf(env))
}

/**
 * The entry, what it preloads and the chunks of each on-demand module (views), from the Vite manifest:
 * a module's static imports only, and React DOM's client. What else it imports dynamically (islands,
 * client/island.tsx) loads after the first render, so no page preloads it.
 */
export function assetsOf(manifest: Record<string, ManifestChunk>, build?: string): ClientAssets {
  const entry = manifest[ENTRY]
  if (!entry) throw new Error(`Client manifest has no ${ENTRY}`)
  // What the entry imports dynamically yet every page needs to hydrate (React DOM's client).
  const hydration = (entry.dynamicImports ?? []).filter((key) => HYDRATION_MODULE.test(key))
  const { js, css } = collect(manifest, [ENTRY, ...hydration], new Set())
  const entryFiles = new Set(js)
  return {
    build,
    entry: `/${entry.file}`,
    css: [...css].map((f) => `/${f}`),
    modulepreload: js.filter((f) => f !== entry.file).map((f) => `/${f}`),
    chunksOf(module) {
      const own = collect(manifest, [module], new Set(entryFiles))
      return { js: own.js.map((f) => `/${f}`), css: [...own.css].filter((f) => !css.has(f)).map((f) => `/${f}`) }
    },
    codeOf(modules) {
      return collect(manifest, modules, new Set(entryFiles)).js.map((f) => `/${f}`)
    },
  }
}

/** The id in builds/latest.json of the assets the worker was deployed with; undefined if there is none. */
async function buildOf(env: Env): Promise<string | undefined> {
  const response = await env.ASSETS.fetch(`https://assets.local${BUILD_LATEST_PATH}`)
  if (!response.ok) return undefined
  const { id } = (await response.json().catch(() => ({}))) as { id?: unknown }
  return isBuildId(id) ? id : undefined
}

/** A module's chunk file and its static imports, depth first, skipping files already `seen`. */
function collect(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
  seen: Set<string>,
): { js: string[]; css: Set<string> } {
  const js: string[] = []
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return
    seen.add(chunk.file)
    js.push(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return { js, css }
}

/** The built client's stylesheets, for pages rendered outside React (none when the build is missing). */
export const shopStylesheets = (env: Env): Promise<string[]> =>
  clientAssets(env).then(
    (assets) => assets.css,
    () => [],
  )
