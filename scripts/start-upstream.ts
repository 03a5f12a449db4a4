/**
 * `npm run start:upstream`: the shop in upstream mode, as against a real Shopware (decision 034). Starts a
 * Shopware stand-in (tests/upstream: the embedded Store API as a worker of its own that refuses calls
 * without the sales channel's sw-access-key) on its own seeded state folder, then the storefront with
 * STORE_API_URL and the secret STORE_API_ACCESS_KEY, on its own state folder.
 *
 * PORT: the storefront (8805). UPSTREAM_PORT: the stand-in (8816). STORE_API_URL: where the storefront
 * sends Store API calls (default the stand-in; the e2e tests put their fault proxy in between).
 * STORE_API_ACCESS_KEY: the key both sides use (default a fixed local test key). STORE_API_TIMEOUT_MS:
 * the storefront's call timeout, when given (the e2e run shortens it; the default is the shop's own).
 * UPSTREAM_STATE_DIR: the folder of both states (.wrangler/upstream). `--fresh` empties it first; a
 * missing build is built. `--vanilla`: the stand-in answers as a Shopware without the storefront's plugin
 * (tests/upstream/vanilla-shopware.ts), its media absolute under its own origin, which the storefront
 * allows as MEDIA_ORIGINS (a CDN, as an operator would configure it), and its legal pages CMS pages the
 * storefront's LEGAL_CMS_PAGES names (given, or the stand-in's own).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { UPSTREAM_TEST_ACCESS_KEY } from '../tests/upstream/access-key'
import { STAND_IN_LEGAL_CMS_PAGES } from '../tests/upstream/legal-pages'
import { MISSING_CONFIGURATION } from '../worker/store-api/transport'
import { QUIET_WRANGLER, workerServerEnv } from './wrangler-env'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const args = new Set(process.argv.slice(2))
const port = process.env.PORT ?? '8805'
const upstreamPort = process.env.UPSTREAM_PORT ?? '8816'
const stateDir = process.env.UPSTREAM_STATE_DIR ?? '.wrangler/upstream'
const UPSTREAM_CONFIG = 'tests/upstream/wrangler.toml'
const upstreamState = path.join(stateDir, 'upstream')
const storefrontState = path.join(stateDir, 'storefront')
const storeApiUrl = process.env.STORE_API_URL ?? `http://127.0.0.1:${upstreamPort}/store-api`
const accessKey = process.env.STORE_API_ACCESS_KEY ?? UPSTREAM_TEST_ACCESS_KEY
const timeout = process.env.STORE_API_TIMEOUT_MS ? { STORE_API_TIMEOUT_MS: process.env.STORE_API_TIMEOUT_MS } : {}
const vanilla = args.has('--vanilla')
// The legal pages' CMS ids, as a shop in front of a real Shopware names them (decision 062); a vanilla
// stand-in keeps its legal pages as CMS pages only (tests/upstream/legal-pages.ts).
const legalCmsPages = process.env.LEGAL_CMS_PAGES ?? (vanilla ? STAND_IN_LEGAL_CMS_PAGES : undefined)
const legalPages = legalCmsPages ? { LEGAL_CMS_PAGES: legalCmsPages } : {}
const mediaOrigin = `http://127.0.0.1:${upstreamPort}`

if (!storeApiUrl.trim() || !accessKey.trim()) fail(MISSING_CONFIGURATION)
// The build copies a .dev.vars into dist; preview then reads it instead of the settings given here.
if (existsSync(path.join(root, 'dist/edge_storefront/.dev.vars')))
  fail(
    'dist/edge_storefront/.dev.vars (copied from .dev.vars by the build) would override STORE_API_URL: rebuild without it.',
  )

if (args.has('--fresh')) rmSync(path.join(root, stateDir), { recursive: true, force: true })
// Seeded through the stand-in's own configuration: the database its wrangler dev reads, whatever ids
// an operator has put into the shop's wrangler.toml.
run(bin('tsx'), ['scripts/seed.ts', '--if-empty', '--config', UPSTREAM_CONFIG, '--persist-to', upstreamState])
if (!existsSync(path.join(root, 'dist/client/.vite/manifest.json'))) run(bin('vite'), ['build', '--logLevel', 'warn'])

const children: ChildProcess[] = [
  serve(bin('wrangler'), [
    'dev',
    '--config',
    UPSTREAM_CONFIG,
    '--persist-to',
    upstreamState,
    '--ip',
    '127.0.0.1',
    '--port',
    upstreamPort,
    '--var',
    `ACCESS_KEY:${accessKey}`,
    ...(vanilla ? ['--var', 'VANILLA:true', '--var', `MEDIA_ORIGIN:${mediaOrigin}`] : []),
    '--show-interactive-dev-session=false',
  ]),
  // Preview takes the worker's variables from a small environment of its own (workerServerEnv).
  serve(
    bin('vite'),
    ['preview', '--port', port, '--strictPort', '--host', '127.0.0.1'],
    workerServerEnv({
      STOREFRONT_STATE_DIR: storefrontState,
      STORE_API_URL: storeApiUrl,
      STORE_API_ACCESS_KEY: accessKey,
      ...(vanilla ? { MEDIA_ORIGINS: mediaOrigin } : {}),
      ...timeout,
      ...legalPages,
    }),
  ),
]
console.log(
  `\nWorkwear shop in upstream mode: http://127.0.0.1:${port}/ → Store API ${storeApiUrl}${vanilla ? ' (a vanilla Shopware)' : ''}\n`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })
for (const child of children)
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM')
    process.exit(code ?? 0)
  })

function run(command: string, commandArgs: string[]): void {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...QUIET_WRANGLER },
    stdio: 'inherit',
  })
  if (result.status !== 0) fail(`${path.basename(command)} ${commandArgs.join(' ')} failed (exit ${result.status}).`)
}

function serve(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = { ...process.env, ...QUIET_WRANGLER }) {
  return spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit' })
}

function fail(message: string): never {
  console.error(`\n${message}`)
  process.exit(1)
}
