/**
 * The dictionary a page ships (docs/decisions/038-lean-hydration-data.md): the shell's keys and its
 * views' keys in the document's boot data; a navigation's payload carries only its views' keys, which
 * the browser adds to what it holds. The key lists come from a static scan (scripts/page-texts.ts).
 */
import type { StaticHandlerContext } from 'react-router'
import type { Locale } from '../../shared/constants'
import { pickTexts, type Texts } from '../../shared/i18n'
import { loadDictionary } from '../../shared/i18n/dictionaries'
import { entityView } from '../../client/routes/views'
import { PAGE_TEXTS, SHELL_TEXTS } from './page-texts.gen'

/** The page types a router answer renders: a route's view, or the entity page's kind (product, category, content). */
export function pageKinds(context: Pick<StaticHandlerContext, 'matches' | 'loaderData'>): string[] {
  const kinds = context.matches.flatMap((match) => {
    const kind = (context.loaderData?.[match.route.id] as { kind?: string } | null | undefined)?.kind
    const view = (match.route.handle as { view?: string } | undefined)?.view
    return [view, kind === 'product' ? kind : kind ? entityView(kind) : null]
  })
  return [...new Set(kinds.filter((kind): kind is string => !!kind && kind in PAGE_TEXTS))].sort()
}

// Code-derived, the same for every shopper: memoised per locale and page types.
const memo = new Map<string, Texts>()

function textsOf(locale: Locale, kinds: string[], shell: boolean): Texts {
  const key = `${locale}|${shell}|${kinds.join(',')}`
  let texts = memo.get(key)
  if (!texts) {
    const keys = [...(shell ? SHELL_TEXTS : []), ...kinds.flatMap((kind) => PAGE_TEXTS[kind] ?? [])]
    texts = pickTexts(loadDictionary(locale), keys)
    memo.set(key, texts)
  }
  return texts
}

/** The boot's dictionary of a document: the shell's texts and those of the page's views. */
export const documentTexts = (locale: Locale, context: Pick<StaticHandlerContext, 'matches' | 'loaderData'>): Texts =>
  textsOf(locale, pageKinds(context), true)

/** A payload's texts: those of the page's views (the browser holds the shell's since the document). */
export const payloadTexts = (locale: Locale, context: Pick<StaticHandlerContext, 'matches' | 'loaderData'>): Texts =>
  textsOf(locale, pageKinds(context), false)
