/**
 * Search relevance on the seeded catalog, as German and English shoppers type: plurals, compounds,
 * typos, synonyms, word order, case and article numbers. Each query names the products a shopper
 * expects; every query must find one of them in the first five results, and the suite prints
 * precision at 5 and the zero-result rate.
 */
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../../../shared/constants'
import { embeddedApi } from '../../../../../tests/worker/helpers'

interface Case {
  query: string
  locale: Locale
  kind: 'plural' | 'compound' | 'typo' | 'synonym' | 'order' | 'case' | 'number' | 'word'
  /** A product a shopper expects: its name matches. */
  expect: RegExp
}

const de = (kind: Case['kind'], query: string, expect: RegExp): Case => ({ query, locale: 'de-DE', kind, expect })
const en = (kind: Case['kind'], query: string, expect: RegExp): Case => ({ query, locale: 'en-GB', kind, expect })
/** Jackets (a parka is one), trousers (shorts too), shoes and boots but not gloves (a Handschuh is no Schuh). */
const JACKETS = /jacke|parka/i
const JACKETS_EN = /jacket|parka/i
const TROUSERS = /hose|shorts/i
const TROUSERS_EN = /trousers|shorts/i
const SHOES = /^(?!.*handschuh).*(schuh|stiefel)/i
const SHOES_EN = /\b(shoe|boot)/i

export const CASES: Case[] = [
  de('word', 'jacke', JACKETS),
  de('plural', 'jacken', JACKETS),
  de('plural', 'hosen', TROUSERS),
  de('plural', 'schuhe', SHOES),
  de('plural', 'helme', /helm/i),
  de('plural', 'westen', /weste/i),
  de('plural', 'handschuhe', /handschuh/i),
  de('plural', 'mützen', /kappe/i),
  de('plural', 'latzhosen', /latzhose/i),
  de('plural', 'softshelljacken', /softshelljacke/i),
  de('plural', 'winterjacken', /winterjacke/i),
  de('plural', 'warnwesten', /warnweste/i),
  de('plural', 'schutzhelme', /schutzhelm/i),
  de('plural', 'fleecejacken', /fleecejacke/i),
  de('plural', 'parkas', /parka/i),
  de('plural', 'bundhosen', /bundhose/i),
  de('compound', 'arbeitsschuhe', SHOES),
  de('compound', 'montagehandschuhe', /montagehandschuh/i),
  de('compound', 'schnittschutz', /schnittschutzhandschuh/i),
  de('compound', 'handschuh', /handschuh/i),
  de('compound', 'sicherheitsschuhe', SHOES),
  de('compound', 'winterhandschuhe', /winterhandschuh/i),
  de('compound', 'arbeitsjacke', JACKETS),
  de('compound', 'arbeitshosen', TROUSERS),
  de('compound', 'halbschuhe', /halbschuh/i),
  de('compound', 'warnschutzjacken', /warnschutzjacke/i),
  de('typo', 'fleecjacke', /fleecejacke/i),
  de('typo', 'sicherheitsschue', SHOES),
  de('typo', 'warnweset', /warnweste/i),
  de('typo', 'schutzhlem', /schutzhelm/i),
  de('typo', 'softshelljake', /softshelljacke/i),
  de('typo', 'latzhsoe', /latzhose/i),
  de('typo', 'winterjakce', /winterjacke/i),
  de('typo', 'handschuhh', /handschuh/i),
  de('typo', 'sicherheitstiefel', /sicherheitsstiefel/i),
  de('synonym', 'bauhelm', /helm/i),
  de('synonym', 'signalweste', /warnweste/i),
  de('synonym', 'hi-vis', /warn/i),
  de('synonym', 'arbeitsstiefel', /stiefel/i),
  de('synonym', 'thermojacke', /winterjacke/i),
  de('synonym', 'kurze hose', /shorts/i),
  de('order', 'jacke nordkap', /nordkap/i),
  de('order', 'nordkap jacke', /nordkap/i),
  de('order', 'helm ruhr', /ruhr/i),
  de('case', 'SOFTSHELLJACKE', /softshelljacke/i),
  de('case', 'Warnweste', /warnweste/i),
  de('number', 'SW10001', /nordkap/i),
  de('number', 'sw10005', /ruhr/i),
  en('word', 'jacket', JACKETS_EN),
  en('plural', 'jackets', JACKETS_EN),
  en('plural', 'helmets', /helmet/i),
  en('plural', 'gloves', /glove/i),
  en('plural', 'boots', /boot/i),
  en('plural', 'shoes', SHOES_EN),
  en('plural', 'vests', /vest/i),
  en('plural', 'trousers', TROUSERS_EN),
  en('typo', 'jaket', JACKETS_EN),
  en('typo', 'trowsers', TROUSERS_EN),
  en('typo', 'helmit', /helmet/i),
  en('typo', 'glvoes', /glove/i),
  en('typo', 'softshel jacket', /softshell/i),
  en('synonym', 'pants', TROUSERS_EN),
  en('synonym', 'hard hat', /helmet/i),
  en('synonym', 'work shoes', SHOES_EN),
  en('synonym', 'dungarees', /bib trousers/i),
  en('synonym', 'high visibility', /hi-vis/i),
  en('order', 'jacket winter', /winter jacket/i),
  en('case', 'FLEECE JACKET', /fleece jacket/i),
  en('number', 'SW10001', /nordkap/i),
]

const api = embeddedApi

async function top5(c: Case): Promise<{ names: string[]; total: number }> {
  const result = await api(c.locale).invoke('searchPage post /search', { body: { search: c.query, limit: 5 } })
  return { names: result.elements.map((p) => p.translated?.name ?? p.name ?? ''), total: result.total ?? 0 }
}

describe('search relevance on the seeded catalog', () => {
  it(`finds what shoppers expect in the first five results (${CASES.length} queries)`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60)
    const rows = []
    for (const c of CASES) {
      const { names, total } = await top5(c)
      const relevant = names.filter((name) => c.expect.test(name)).length
      rows.push({ c, names, total, precision: names.length ? relevant / names.length : 0, found: relevant > 0 })
    }
    const precision = rows.reduce((sum, r) => sum + r.precision, 0) / rows.length
    const zero = rows.filter((r) => r.total === 0).length / rows.length
    const byKind = new Map<string, number[]>()
    for (const r of rows) byKind.set(r.c.kind, [...(byKind.get(r.c.kind) ?? []), r.precision])
    console.log(
      `search relevance: ${rows.length} queries, precision at 5 ${precision.toFixed(3)}, zero results ${(zero * 100).toFixed(1)} %\n` +
        [...byKind]
          .map(
            ([kind, p]) => `  ${kind.padEnd(9)} ${(p.reduce((a, b) => a + b, 0) / p.length).toFixed(3)} (${p.length})`,
          )
          .join('\n'),
    )
    for (const r of rows.filter((r) => r.precision < 1))
      console.log(`  ${r.c.locale} "${r.c.query}" ${r.precision}: ${r.names.join(' | ')}`)
    const missed = rows
      .filter((r) => !r.found)
      .map((r) => `${r.c.locale} "${r.c.query}" (${r.total}): ${r.names.join(' | ')}`)
    expect(missed, 'queries without an expected product in the first five').toEqual([])
    expect(zero).toBe(0)
    expect(precision).toBeGreaterThanOrEqual(0.9)
  })
})
