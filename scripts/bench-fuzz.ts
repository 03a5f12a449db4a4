/**
 * The fuzz section of `npm run bench` (decision 030): malformed bodies against every Store API route
 * of the proxy (the official api-client's schema names them) and every page form action (the route
 * table's `action` entries and the worker's own forms). Loopback only; prints the count of 5xx (must
 * be 0, each listed) and of 4xx. Bounded by its request list, a few thousand requests 8 at a time.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ADD_TO_CART_PATH } from '../shared/constants'
import { percentile } from './bench-stats'

const root = path.resolve(import.meta.dirname, '..')
const PARALLEL = 8
const hex = (i: number) => i.toString(16).padStart(32, '0')
const list = <T>(n: number, of: (i: number) => T) => Array.from({ length: n }, (_, i) => of(i))
const nested = (open: string, close: string, depth: number) => `${open.repeat(depth)}${close.repeat(depth)}`

/** JSON bodies the Store API must refuse (or ignore) with a 4xx, never a 5xx. */
export const MALFORMED_JSON: Record<string, string> = {
  'invalid JSON': '{"search": "jacke", ',
  'not an object': '[1, 2, 3]',
  'huge ids array': JSON.stringify({ ids: list(1000, hex) }),
  'huge filter array': JSON.stringify({ filter: list(1000, (i) => ({ type: 'equals', field: 'stock', value: i })) }),
  'huge items array': JSON.stringify({ items: list(1000, (i) => ({ type: 'product', id: hex(i), quantity: 1 })) }),
  'deep nesting': `{"filter":${nested('[', ']', 2000)}}`,
  'deep not filters': `{"filter":[${nested('{"type":"not","queries":[', ']}', 1000)}]}`,
  'wrong types': JSON.stringify({
    search: { a: 1 },
    limit: 'many',
    p: [],
    ids: 5,
    filter: 'x',
    sort: 7,
    items: 'x',
    email: [],
    quantity: 'lots',
    depth: -1,
    includes: 'x',
    associations: [],
  }),
  'unknown fields': '{"unknownField":1,"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  'overlong strings': JSON.stringify({ search: 'a'.repeat(30_000), email: `${'b'.repeat(30_000)}@x.de` }),
  'bad uuids': JSON.stringify({
    productId: 'not-a-uuid',
    ids: ['zz', "' OR 1=1 --"],
    id: '../../etc/passwd',
    countryId: 'x',
    filter: [{ type: 'equals', field: 'id', value: 'nope' }],
  }),
}

/** Form bodies (urlencoded) the page actions must answer with a page or a 4xx, never a 5xx. */
export const MALFORMED_FORMS: Record<string, string> = {
  'broken encoding': 'email=%E0%A4%A&password=%%%&quantity=%ZZ',
  'many fields': list(1000, (i) => `field${i}=${i}`).join('&'),
  'wrong types': 'quantity=lots&productId[]=x&lineItemId[a]=b&redirectTo=javascript:alert(1)&intent=nonsense',
  'overlong strings': new URLSearchParams({ email: 'a'.repeat(30_000), password: 'p'.repeat(30_000) }).toString(),
  'bad uuids': 'productId=not-a-uuid&lineItemId=zz&addressId=../../x&orderId=%27%20OR%201%3D1&id=-1',
  'JSON as a form': '{"email":"x@y.de"}',
}

interface Target {
  method: string
  path: string
}

/** Every operation of the Store API schema, path parameters filled with an id that exists nowhere. */
function storeApiTargets(): Target[] {
  const schema = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@shopware/api-client/api-types/storeApiSchema.json'), 'utf8'),
  ) as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(schema.paths).flatMap(([route, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: `/store-api${route.replace(/\{[^}]+\}/g, hex(7))}` })),
  )
}

/** Every page with a form action (client/routes/table.tsx `action:`), in both locales, and the worker's forms. */
function formTargets(): Target[] {
  const table = readFileSync(path.join(root, 'client/routes/table.tsx'), 'utf8')
  const pages = (table.match(/\{[^{}]*\baction: [^{}]*\}/g) ?? []).map((entry) => {
    const route = /\bpath: '([^']*)'/.exec(entry)?.[1] ?? ''
    return `/${route.replace(/:[A-Za-z]+/g, hex(7)).replace(/\*$/, 'fuzz-page')}`
  })
  return [...pages, ADD_TO_CART_PATH].flatMap((page) => [
    { method: 'POST', path: page },
    { method: 'POST', path: `/en-GB${page === '/' ? '' : page}` },
  ])
}

interface Outcome {
  status: number
  ms: number
  label: string
}

async function send(base: string, target: Target, body: string, type: string, cookie: string): Promise<number> {
  const headers = { 'content-type': type, origin: base, cookie, 'user-agent': 'bench-fuzz' }
  const read = target.method === 'GET' || target.method === 'HEAD'
  // A GET carries its junk in the query: criteria read from there too.
  const url = read
    ? `${base}${target.path}?limit=many&p=-1&ids=zz&filter=x&search=${'a'.repeat(2000)}`
    : base + target.path
  const response = await fetch(url, {
    method: target.method,
    headers,
    body: read ? undefined : body,
    redirect: 'manual',
  })
  await response.arrayBuffer()
  return response.status
}

async function runAll(jobs: Array<() => Promise<Outcome>>): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let next = 0
  const worker = async () => {
    while (next < jobs.length) outcomes.push(await jobs[next++]!())
  }
  await Promise.all(list(PARALLEL, worker))
  return outcomes
}

/** A guest session's cookie, so routes behind a session are reached too. */
async function guestCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/store-api/context`)
  const token = response.headers.getSetCookie().find((c) => c.startsWith('sw-context-token='))
  return `${token?.split(';')[0] ?? ''}; locale=de-DE`
}

export async function benchFuzz(base: string): Promise<{ fiveXx: number }> {
  if (new URL(base).hostname !== '127.0.0.1') throw new Error('the fuzz runs against loopback only')
  const cookie = await guestCookie(base)
  const job = (target: Target, name: string, body: string, type: string) => async (): Promise<Outcome> => {
    const started = performance.now()
    const status = await send(base, target, body, type, cookie).catch(() => 599)
    return { status, ms: performance.now() - started, label: `${target.method} ${target.path} (${name})` }
  }
  // A read carries its junk in the query (send): one request per route is enough.
  const apiJobs = storeApiTargets().flatMap((target) =>
    target.method === 'GET'
      ? [job(target, 'query junk', '', 'application/json')]
      : Object.entries(MALFORMED_JSON).map(([name, body]) => job(target, name, body, 'application/json')),
  )
  const formJobs = formTargets().flatMap((target) =>
    Object.entries(MALFORMED_FORMS).map(([name, body]) => job(target, name, body, 'application/x-www-form-urlencoded')),
  )
  const started = performance.now()
  const sections: Array<[string, Outcome[]]> = [
    ['Store API (proxy)', await runAll(apiJobs)],
    ['page form actions', await runAll(formJobs)],
  ]
  const seconds = (performance.now() - started) / 1000
  console.log(`\nFuzz on loopback: malformed bodies, ${PARALLEL} at a time (${seconds.toFixed(1)} s)\n`)
  console.log('target              requests      2xx/3xx      4xx      5xx   p50 ms   p99 ms')
  let fiveXx = 0
  for (const [name, outcomes] of sections) {
    const count = (test: (s: number) => boolean) => outcomes.filter((o) => test(o.status)).length
    const failed = outcomes.filter((o) => o.status >= 500)
    fiveXx += failed.length
    const ms = outcomes.map((o) => o.ms)
    console.log(
      `${name.padEnd(18)} ${String(outcomes.length).padStart(9)} ${String(count((s) => s < 400)).padStart(12)} ${String(count((s) => s >= 400 && s < 500)).padStart(8)} ${String(failed.length).padStart(8)} ${percentile(ms, 50).toFixed(1).padStart(8)} ${percentile(ms, 99).toFixed(1).padStart(8)}`,
    )
    for (const o of failed.slice(0, 20)) console.log(`  ${o.status} ${o.label}`)
  }
  console.log(fiveXx === 0 ? '5xx: 0 (as required)' : `5xx: ${fiveXx} - must be 0`)
  return { fiveXx }
}
