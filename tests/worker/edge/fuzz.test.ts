/**
 * The fuzz corpus (tests/fuzz/corpus.ts) against every target through the real worker, in a guest's, a
 * private customer's and a business customer's session: no answer may be a 5xx, a body over the proxy's
 * limit is a 413, and both customers are still logged in at the end (their cases ran past the login
 * check). The short plan: every target gets every kind of input once, except inputs that shared code
 * reads before any route (those on a sample of the targets); `npm run bench` sends the full plan.
 */
import { describe, expect, it } from 'vitest'
import schemaText from '../../../node_modules/@shopware/api-client/api-types/storeApiSchema.json?raw'
import routeTable from '../../../client/routes/table.tsx?raw'
import { FORM_SOURCES, failures, fuzzTable, label, runFuzz, type FuzzCase, type OpenApi } from '../../fuzz/corpus'
import { ORIGIN, request } from '../helpers'

// Vite reads globs at build time, so the patterns are written out here: FORM_SOURCES' own, checked below.
const formFiles = import.meta.glob<string>(
  [
    '../../../client/routes/*/action.server.ts',
    '../../../client/routes/*/forms.ts',
    '../../../client/components/*/*.ts',
    '../../../worker/forms/*.ts',
    '../../../shared/schemas/cart-form.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
)

describe('the fuzz corpus against every route, in three sessions', () => {
  it('reads the form sources the corpus names', () => {
    const files = Object.keys(formFiles).map((file) => file.replace(/^(\.\.\/)+/, ''))
    const matches = (pattern: string) => new RegExp(`^${pattern.replaceAll('.', '\\.').replaceAll('*', '[^/]+')}$`)
    for (const pattern of FORM_SOURCES)
      expect(
        files.some((f) => matches(pattern).test(f)),
        pattern,
      ).toBe(true)
    for (const file of files)
      expect(
        FORM_SOURCES.some((p) => matches(p).test(file)),
        file,
      ).toBe(true)
  })

  it('answers no 5xx, 413 to a body over the limit, and keeps the customers logged in', async () => {
    let planned: FuzzCase[] = []
    const started = performance.now()
    const outcomes = await runFuzz(
      {
        origin: ORIGIN,
        send: (path, init) => request(path, init),
        sources: {
          schema: JSON.parse(schemaText) as OpenApi,
          routeTable,
          formSources: Object.values(formFiles),
        },
        parallel: 8,
        onPlan: (cases) => {
          planned = cases
        },
      },
      true,
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const sessions = new Set(outcomes.map((o) => o.case.session))
    console.log(
      `fuzz: ${outcomes.length} requests in ${seconds} s, sessions ${[...sessions].join(', ')}\n${fuzzTable(outcomes)}`,
    )
    expect(outcomes).toHaveLength(planned.length)
    expect(sessions.size).toBe(3)
    const { fiveXx, unexpected } = failures(outcomes)
    const listed = (list: typeof outcomes) =>
      list.map((o) => `${o.status} ${label(o.case)}${o.detail ? `: ${o.detail.slice(0, 160)}` : ''}`).join('\n')
    expect(fiveXx, `${fiveXx.length} answers were 5xx:\n${listed(fiveXx)}`).toEqual([])
    expect(unexpected, `${unexpected.length} answers had another status:\n${listed(unexpected)}`).toEqual([])
  }, 120_000)
})
