/** The providers every page renders inside, on the worker and in the browser alike. */
import { Provider as JotaiProvider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import type { Locale } from '../shared/constants'
import { createTranslator, type Texts } from '../shared/i18n'
import type { TagManagerConfig } from '../shared/page-view'
import { DEFAULT_THEME, type Theme } from '../shared/theme'
import { I18nProvider } from './i18n'
import { cartAtom } from './state/cart'
import { languageIdAtom, sessionAtom } from './state/session'
import { themeAtom } from './state/theme'
import type { RootData } from './types'

export interface AppBoot {
  locale: Locale
  basename: string
  /** The address of the locale's texts file (worker/ssr/texts-asset.ts): the browser loads it before hydrating. */
  texts: string
  /** Set when the operator configured a tag manager (shared/page-view.ts). */
  tagManager?: TagManagerConfig | null
  /** The colour theme the worker rendered, from the shopper's cookie (shared/theme.ts). */
  theme?: Theme
}

/** A fresh Jotai store seeded from the root loader's data: one per request on the worker, so no shopper's state reaches another. */
export function createAppStore(root: RootData | undefined, theme: Theme = DEFAULT_THEME) {
  const store = createStore()
  store.set(themeAtom, theme)
  store.set(cartAtom, root?.cart ?? null)
  if (root?.context) store.set(sessionAtom, root.context)
  store.set(languageIdAtom, root?.languageId ?? '')
  return store
}

export function AppProviders({
  boot,
  dictionary,
  store,
  children,
}: {
  boot: AppBoot
  /** The locale's texts: on the worker its dictionary, in the browser the texts file's content. */
  dictionary: Texts
  store: ReturnType<typeof createStore>
  children: ReactNode
}) {
  const t = createTranslator(boot.locale, dictionary)
  return (
    <I18nProvider value={{ locale: boot.locale, t }}>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </I18nProvider>
  )
}
