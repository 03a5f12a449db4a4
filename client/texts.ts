/**
 * The page's texts in the browser: the locale's texts file the boot names (worker/ssr/texts-asset.ts),
 * preloaded by the document and loaded once before hydration (docs/decisions/044). Every page and every
 * later navigation reads the same dictionary, so a payload carries no texts.
 */
import type { Texts } from '../shared/i18n'

let loaded: Texts | null = null

/** Loads the texts file (the document's preload answers it: no second download). */
export async function loadTexts(url: string): Promise<Texts> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`texts ${url}: ${response.status}`)
  loaded = (await response.json()) as Texts
  return loaded
}

/** The texts loaded before hydration (parts of the page that run after it read them here). */
export function pageTexts(): Texts {
  if (!loaded) throw new Error('The texts are read before they were loaded')
  return loaded
}
