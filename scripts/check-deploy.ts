/**
 * `npm run check:deploy`: what `npm run deploy` would upload, without uploading: `wrangler deploy
 * --dry-run` on the production build (built first when missing). A configuration wrangler refuses
 * (a binding without its resource's name, a Durable Object without its migration, a broken bundle)
 * fails here, in `npm test`, not on an operator's first deploy.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { QUIET_WRANGLER } from './wrangler-env'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, ...QUIET_WRANGLER }

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`${path.basename(command)} ${args.join(' ')} exited with ${result.status}`)
  }
  return result.stdout
}

if (!existsSync(path.join(root, 'dist/client/.vite/manifest.json'))) run(bin('vite'), ['build', '--logLevel', 'warn'])
const out = run(bin('wrangler'), ['deploy', '--dry-run', '--outdir', '.wrangler/deploy-check'])
const upload = /Total Upload: .*/.exec(out)?.[0] ?? 'no upload size reported'
const bindings = out.split('\n').filter((line) => line.startsWith('env.')).length
console.log(`check:deploy: wrangler accepts the deploy (${upload}, ${bindings} bindings)`)
