/**
 * Build metadata for the client build (decision 031): writes into the static assets
 * - builds/latest.json        {id, timestamp}: the build now deployed (polled by the page every 60 s)
 * - builds/meta/{id}.json     {id, timestamp, assets}: every static file of the build (the precache list)
 * - sw.js                     the service worker (client/sw/service-worker.ts) with the build's id in it
 * - offline/{locale}.html, manifest/{locale}.webmanifest   the offline page and the web app manifest
 * The id is the git commit when the tree is clean, else a hash of every file the build ships: the same
 * sources give the same id, any change gives a new one (and so a new sw.js the browser installs).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { rolldown } from 'rolldown'
import type { OutputBundle, PluginContext } from 'rolldown'
import type { Plugin } from 'vite'
import {
  BUILD_LATEST_PATH,
  type BuildInfo,
  type BuildMeta,
  buildMetaPath,
  offlinePagePath,
  SERVICE_WORKER_PATH,
  webManifestPath,
} from '../shared/build.ts'
import { LOCALES } from '../shared/constants.ts'
import { loadDictionary } from '../shared/i18n/dictionaries.ts'
import { offlinePage, webManifest } from './app-shell-files.ts'

const SERVICE_WORKER_SOURCE = 'client/sw/service-worker.ts'
type FileContent = string | Uint8Array

export function buildMeta(): Plugin {
  let root = process.cwd()
  let publicDir = ''
  return {
    name: 'storefront:build-meta',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root
      publicDir = config.publicDir
    },
    // After Vite's own generateBundle work (it drops the chunks of CSS-only modules there).
    generateBundle: { order: 'post', handler: writeBuildFiles },
  }

  async function writeBuildFiles(this: PluginContext, _options: unknown, bundle: OutputBundle) {
    const shipped = new Map<string, FileContent>()
    for (const file of Object.values(bundle))
      shipped.set(file.fileName, file.type === 'chunk' ? file.code : file.source)
    for (const [name, content] of publicFiles(publicDir)) shipped.set(name, content)
    for (const [name, content] of appShellFiles()) {
      shipped.set(name, content)
      this.emitFile({ type: 'asset', fileName: name, source: content })
    }
    const worker = await bundleServiceWorker(root)
    const build = buildInfo(root, new Map([...shipped, [SERVICE_WORKER_PATH.slice(1), worker]]))
    const meta: BuildMeta = { ...build, assets: precacheList(shipped.keys()) }
    this.emitFile({ type: 'asset', fileName: relative(BUILD_LATEST_PATH), source: JSON.stringify(build) })
    this.emitFile({ type: 'asset', fileName: relative(buildMetaPath(build.id)), source: JSON.stringify(meta) })
    this.emitFile({
      type: 'asset',
      fileName: relative(SERVICE_WORKER_PATH),
      source: `const __BUILD_ID__=${JSON.stringify(build.id)};\n${worker}`,
    })
  }
}

const relative = (urlPath: string) => urlPath.slice(1)

/** The offline page and web app manifest of each locale. */
function appShellFiles(): Array<[string, string]> {
  return LOCALES.flatMap(
    (locale): Array<[string, string]> => [
      [`${relative(offlinePagePath(locale))}.html`, offlinePage(locale, loadDictionary(locale))],
      [relative(webManifestPath(locale)), webManifest(locale, loadDictionary(locale))],
    ],
  )
}

/**
 * What the service worker precaches: every shipped file but the build's bookkeeping (Vite manifest, source
 * maps), by the address the static assets answer it at (HTML files without `.html`, which redirects).
 */
export function precacheList(files: Iterable<string>): string[] {
  return [...files]
    .filter((name) => !name.startsWith('.') && !name.includes('/.') && !name.endsWith('.map') && !name.startsWith('_'))
    .map((name) => `/${name.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`)
    .sort()
}

/** The build's id and time: the clean git commit (and its time), else the content hash (and now). */
export function buildInfo(root: string, files: Map<string, FileContent>, now = Date.now()): BuildInfo {
  const commit = cleanCommit(root)
  return commit ?? { id: contentHash(files), timestamp: now }
}

/** A hash of the files' names and contents, independent of their order. */
export function contentHash(files: Map<string, FileContent>): string {
  const hash = createHash('sha256')
  for (const name of [...files.keys()].sort()) {
    hash.update(name)
    hash.update('\0')
    hash.update(files.get(name)!)
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/** The checked-out commit when nothing differs from it (an edited tree is not that commit's build). */
function cleanCommit(root: string): BuildInfo | null {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    if (git('status', '--porcelain', '--untracked-files=normal')) return null
    const [sha, seconds] = git('log', '-1', '--format=%H %ct').split(' ')
    return sha && seconds ? { id: sha.slice(0, 16), timestamp: Number(seconds) * 1000 } : null
  } catch {
    return null
  }
}

/** The public folder's files (copied beside the bundle by Vite), by their path in the output. */
function publicFiles(dir: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>()
  if (!dir) return files
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.set(path.relative(dir, full).split(path.sep).join('/'), readFileSync(full))
    }
  }
  try {
    walk(dir)
  } catch {
    // No public folder: nothing to add.
  }
  return files
}

/** The service worker as one classic script; `__BUILD_ID__` stays free and is defined in front of it. */
async function bundleServiceWorker(root: string): Promise<string> {
  const bundle = await rolldown({
    input: path.join(root, SERVICE_WORKER_SOURCE),
    platform: 'browser',
    logLevel: 'warn',
  })
  const { output } = await bundle.generate({ format: 'iife', minify: true })
  await bundle.close()
  return output[0].code
}
