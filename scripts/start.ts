/**
 * `npm start`: migrate and seed the local D1 on first run, build, and serve the shop on
 * http://127.0.0.1:8787 (PORT overrides it). `--dev` serves with Vite's dev server (HMR) instead of
 * the production build; `--fresh` starts from an empty state folder (the e2e tests use it).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { QUIET_WRANGLER, workerServerEnv } from './wrangler-env'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const args = new Set(process.argv.slice(2))
const port = process.env.PORT ?? '8787'
const stateDir = process.env.STOREFRONT_STATE_DIR ?? '.wrangler/state'
const env = { ...process.env, PORT: port, STOREFRONT_STATE_DIR: stateDir, ...QUIET_WRANGLER }

function run(command: string, commandArgs: string[]): void {
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n${path.basename(command)} ${commandArgs.join(' ')} failed (exit ${result.status}).`)
    process.exit(result.status ?? 1)
  }
}

if (args.has('--fresh')) rmSync(path.join(root, stateDir), { recursive: true, force: true })
run(bin('tsx'), ['scripts/seed.ts', '--if-empty', '--persist-to', stateDir])
if (
  !args.has('--dev') &&
  (!args.has('--no-build') || !existsSync(path.join(root, 'dist/client/.vite/manifest.json')))
) {
  run(bin('vite'), ['build', '--logLevel', 'warn'])
}

// The server's worker takes its variables from a small environment (workerServerEnv): DEMO_MODE on, the
// demo payment provider (wrangler.toml keeps it off for a deploy).
const serverEnv = workerServerEnv({
  PORT: port,
  STOREFRONT_STATE_DIR: stateDir,
  DEMO_MODE: process.env.DEMO_MODE ?? 'true',
  // A tag manager to try the consent banner with (the e2e tests set one); none by default.
  ...(process.env.TAG_MANAGER_ID ? { TAG_MANAGER_ID: process.env.TAG_MANAGER_ID } : {}),
})
const server = spawn(
  bin('vite'),
  [args.has('--dev') ? 'dev' : 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1'],
  {
    cwd: root,
    env: serverEnv,
    stdio: 'inherit',
  },
)
console.log(`\nWorkwear shop: http://127.0.0.1:${port}/  (English: http://127.0.0.1:${port}/en-GB)\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
