/**
 * `npm run bench:account`: what registration and login cost in the worker. Against a running shop
 * (`npm start`, or --base URL) it registers N new customers and logs each in through the shop's own
 * /store-api, one request after another, and prints p50/p95 on loopback and as the worker's own time
 * (Server-Timing `worker`), beside a bare PBKDF2-SHA256 derivation at the iterations the shop uses. A
 * refused login is timed for a known e-mail (wrong password) and for an unknown one: the two must match.
 * Both routes are dominated by PBKDF2 (100,000 iterations, the most workerd allows).
 *
 *   npm run bench:account -- --base http://127.0.0.1:8787 --n 20
 */
import { parseArgs } from 'node:util'
import { uuidFor } from '../shared/ids'
import { PASSWORD_ITERATIONS, hashPassword } from '../embedded/platform/password'
import { percentile, timingOf } from './bench-stats'

interface Timed {
  ms: number
  worker: number
}

async function post(base: string, path: string, body: unknown, expected = 200): Promise<Timed> {
  const started = performance.now()
  const response = await fetch(`${base}/store-api${path}`, {
    method: 'POST',
    // An API client (header mode): no cookie, the token comes back in the header.
    headers: { 'content-type': 'application/json', accept: 'application/json', 'sw-access-key': 'bench' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  const ms = performance.now() - started
  if (response.status !== expected) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`)
  const worker = timingOf(response.headers, 'worker')
  return { ms, worker }
}

const row = (name: string, samples: Timed[]) =>
  `${name.padEnd(24)} n=${String(samples.length).padStart(3)}  loopback p50 ${percentile(
    samples.map((s) => s.ms),
    50,
  ).toFixed(1)} ms, p95 ${percentile(
    samples.map((s) => s.ms),
    95,
  ).toFixed(1)} ms   worker p50 ${percentile(
    samples.map((s) => s.worker),
    50,
  ).toFixed(1)} ms, p95 ${percentile(
    samples.map((s) => s.worker),
    95,
  ).toFixed(1)} ms`

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      base: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? '8787'}` },
      n: { type: 'string', default: '20' },
    },
  })
  const base = values.base.replace(/\/+$/, '')
  const n = Number(values.n)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--n must be a whole number above 0, got "${values.n}"`)

  const host = new URL(base).host
  const run = `${Date.now()}`
  const register: Timed[] = []
  const login: Timed[] = []
  const wrongPassword: Timed[] = []
  const unknownEmail: Timed[] = []
  // One warm-up pair, not counted: the first request compiles and opens the database.
  for (let i = 0; i <= n; i++) {
    const email = `bench.${run}.${i}@example.com`
    const r = await post(base, '/account/register', {
      firstName: 'Bench',
      lastName: 'Mark',
      email,
      password: 'bench-passwort-1',
      acceptedDataProtection: true,
      storefrontUrl: `http://${host}`,
      billingAddress: { street: 'Messweg 1', zipcode: '10115', city: 'Berlin', countryId: uuidFor('country:DE') },
    })
    const l = await post(base, '/account/login', { username: email, password: 'bench-passwort-1' })
    // A refused login must take as long for an unknown e-mail as for a known one: the time tells nothing.
    const w = await post(base, '/account/login', { username: email, password: 'falsches-passwort' }, 401)
    const u = await post(base, '/account/login', { username: `nobody.${run}.${i}@example.com`, password: 'x' }, 401)
    if (i === 0) continue
    register.push(r)
    login.push(l)
    wrongPassword.push(w)
    unknownEmail.push(u)
  }

  const pbkdf2: number[] = []
  for (let i = 0; i < 10; i++) {
    const started = performance.now()
    await hashPassword('bench-passwort-1', uuidFor(`bench:${i}`))
    pbkdf2.push(performance.now() - started)
  }
  console.log(`Account routes against ${base} (${n} each, one after another)`)
  console.log(row('POST /account/register', register))
  console.log(row('POST /account/login', login))
  console.log(row('  known, wrong password', wrongPassword))
  console.log(row('  unknown e-mail', unknownEmail))
  console.log(
    `PBKDF2-SHA256 ${PASSWORD_ITERATIONS.toLocaleString('en')} iterations in Node (WebCrypto): p50 ${percentile(pbkdf2, 50).toFixed(1)} ms`,
  )
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
