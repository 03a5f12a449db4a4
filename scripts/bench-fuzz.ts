/**
 * The fuzz section of `npm run bench` (decision 030): the corpus of tests/fuzz/corpus.ts against every
 * target it names (the Store API schema's operations and the embedded Store API's own routes through the
 * proxy, every page's form action and query string, the product designer's upload, the suggest and
 * session-data endpoints), in a guest's, a private and a business customer's session. The full plan:
 * every target gets every kind of input once (the worker test sends a shorter one). Loopback only, 8 at a
 * time; prints per section the requests, 2xx/3xx, 4xx, 5xx (must be 0, each listed) and p50/p99.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { FORM_SOURCES, failures, fuzzTable, label, type OpenApi, runFuzz } from '../tests/fuzz/corpus'

const root = path.resolve(import.meta.dirname, '..')
const PARALLEL = 8
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The files a pattern names (`*` stands for one path segment). */
function expand(pattern: string): string[] {
  return pattern.split('/').reduce<string[]>(
    (found, segment) =>
      found.flatMap((dir) => {
        if (!segment.includes('*')) return [path.posix.join(dir, segment)]
        const match = new RegExp(`^${segment.replaceAll('.', '\\.').replaceAll('*', '[^/]+')}$`)
        return readdirSync(path.join(root, dir))
          .filter((name) => match.test(name))
          .map((name) => path.posix.join(dir, name))
      }),
    [''],
  )
}

const existing = (file: string) => {
  try {
    return [read(file)]
  } catch {
    return []
  }
}

export async function benchFuzz(base: string): Promise<{ fiveXx: number }> {
  if (new URL(base).hostname !== '127.0.0.1') throw new Error('the fuzz runs against loopback only')
  const sources = {
    schema: JSON.parse(read('node_modules/@shopware/api-client/api-types/storeApiSchema.json')) as OpenApi,
    routeTable: read('client/routes/table.tsx'),
    formSources: FORM_SOURCES.flatMap(expand).flatMap(existing),
  }
  const started = performance.now()
  const outcomes = await runFuzz(
    {
      origin: base,
      send: (target, init) => fetch(base + target, { ...init, redirect: 'manual' }),
      sources,
      parallel: PARALLEL,
    },
    false,
  )
  const seconds = (performance.now() - started) / 1000
  const { fiveXx, unexpected } = failures(outcomes)
  console.log(
    `\nFuzz on loopback: ${outcomes.length} requests, 3 sessions, ${PARALLEL} at a time (${seconds.toFixed(1)} s)\n`,
  )
  console.log(fuzzTable(outcomes))
  for (const o of unexpected) console.log(`  expected ${o.case.expected}, got ${o.status}: ${label(o.case)}`)
  console.log(fiveXx.length === 0 ? '5xx: 0 (as required)' : `5xx: ${fiveXx.length} - must be 0`)
  return { fiveXx: fiveXx.length }
}
