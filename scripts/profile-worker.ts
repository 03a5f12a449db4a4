/**
 * A CPU profile of the worker while it answers requests: `npx tsx scripts/profile-worker.ts URL…` against
 * a server started with WORKER_INSPECTOR_PORT (default here 9229), e.g.
 *   WORKER_INSPECTOR_PORT=9229 PORT=8895 npx tsx scripts/start.ts --fresh
 * Each URL is requested once per round (ROUNDS, default 20; a `{i}` in it becomes the round's number, and
 * `@FILE` stands for the FILE's i-th line, so every round can ask for a page not asked before). Prints the functions with the most self time and the source
 * files they come from, and writes the whole profile to PROFILE_OUT (default /tmp/worker.cpuprofile) for
 * Chrome's DevTools. With PROFILE_BODY set, each request is a POST of that JSON (a Store API call through the
 * shop's /store-api proxy); PROFILE_COOKIE is sent with every request (a shopper's session).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import WebSocket from 'ws'
import { SHOPPER } from './bench-http'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

const port = Number(process.env.WORKER_INSPECTOR_PORT ?? 9229)
const rounds = Number(process.env.ROUNDS ?? 20)
const urls = process.argv.slice(2)
if (!urls.length) throw new Error('usage: profile-worker.ts URL…')

const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as Array<{
  webSocketDebuggerUrl: string
  title?: string
}>
const target = targets.find((t) => t.webSocketDebuggerUrl)
if (!target) throw new Error(`no inspector target on port ${port}`)
const socket = new WebSocket(target.webSocketDebuggerUrl)
await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
let nextId = 1
const pending = new Map<number, (result: unknown) => void>()
socket.on('message', (data) => {
  const message = JSON.parse(String(data)) as { id?: number; result?: unknown }
  if (message.id) pending.get(message.id)?.(message.result)
})
const send = <T>(method: string, params: object = {}) =>
  new Promise<T>((resolve) => {
    const id = nextId++
    pending.set(id, resolve as (result: unknown) => void)
    socket.send(JSON.stringify({ id, method, params }))
  })

await send('Profiler.enable')
await send('Profiler.setSamplingInterval', { interval: 100 })
await send('Profiler.start')
const started = performance.now()
const body = process.env.PROFILE_BODY
// A shopper's browser, as the bench sends it: Node's own user agent ("node") is a crawler's to the shop,
// which renders a crawler the whole page before it answers.
const shopper = {
  ...SHOPPER,
  ...(process.env.PROFILE_COOKIE ? { cookie: `${SHOPPER.cookie}; ${process.env.PROFILE_COOKIE}` } : {}),
}
const init = (url: string): RequestInit =>
  body
    ? {
        method: 'POST',
        body,
        headers: { ...shopper, 'content-type': 'application/json', origin: new URL(url).origin },
      }
    : { headers: shopper }
const lines = new Map<string, string[]>()
const urlOf = (url: string, i: number) => {
  if (!url.startsWith('@')) return url.replaceAll('{i}', String(i))
  if (!lines.has(url)) lines.set(url, readFileSync(url.slice(1), 'utf8').split('\n').filter(Boolean))
  const list = lines.get(url)!
  return list[i % list.length]!
}
for (let i = 0; i < rounds; i++) for (const url of urls) await (await fetch(urlOf(url, i), init(urlOf(url, i)))).text()
const elapsed = performance.now() - started
const { profile } = await send<{ profile: Profile }>('Profiler.stop')
socket.close()
writeFileSync(process.env.PROFILE_OUT ?? '/tmp/worker.cpuprofile', JSON.stringify(profile))

// Self time per node: the samples that landed in it, times the interval between them.
const self = new Map<number, number>()
for (const [i, node] of profile.samples.entries())
  self.set(node, (self.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
const parent = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const nameOf = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame
  return `${functionName || '(anonymous)'} ${url.replace(/^.*\/(dist|node_modules)\//, '$1/') || '(native)'}:${lineNumber + 1}`
}
const fileOf = (node: ProfileNode) => node.callFrame.url.replace(/^.*\/(dist|node_modules)\//, '$1/') || '(native)'
const selfByFunction = new Map<string, number>()
const byFile = new Map<string, number>()
// Inclusive: a sample counts once for every function on its stack (once, however deep it recurses).
const inclusive = new Map<string, number>()
const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
for (const [id, ms] of self) {
  const node = nodes.get(id)!
  add(selfByFunction, nameOf(node), ms)
  add(byFile, fileOf(node), ms)
  const seen = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = nameOf(nodes.get(at)!)
    if (!seen.has(name)) add(inclusive, name, ms)
    seen.add(name)
  }
}
const perRound = (ms: number) => (ms / rounds).toFixed(2).padStart(7)
const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n)
const n = Number(process.env.TOP ?? 40)
console.log(`${rounds} rounds of ${urls.length} request(s) in ${elapsed.toFixed(0)} ms; ms per round.\n\nself time:`)
for (const [name, ms] of top(selfByFunction, n)) console.log(`${perRound(ms)}  ${name}`)
console.log('\ninclusive time (the function and what it called, on the same stack):')
for (const [name, ms] of top(inclusive, n)) console.log(`${perRound(ms)}  ${name}`)
console.log('\nself time by file:')
for (const [name, ms] of top(byFile, 15)) console.log(`${perRound(ms)}  ${name}`)
