/** The translator and locale for React components, provided once per request (worker) or page (browser). */
import { createContext, useContext, type ReactNode } from 'react'
import type { Locale } from '../shared/constants'
import type { FormMessage } from '../shared/forms/failure'
import { formatPrice, type Translate } from '../shared/i18n'
import { localePrefix } from '../shared/locale'

interface I18nValue {
  locale: Locale
  t: Translate
}

const I18nContext = createContext<I18nValue | null>(null)

export function I18nProvider({ value, children }: { value: I18nValue; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('I18nProvider is missing above this component')
  return value
}

export const useT = (): Translate => useI18n().t
export const useLocale = (): Locale => useI18n().locale

/** A form's message (a validation or refusal: key and parameters) in the shopper's language. */
export function useMessage(): (message: FormMessage) => string {
  const t = useT()
  return (message) => t(message.key, message.params)
}

/** Formats euro amounts in the page's locale. */
export function usePrice(): (amount: number | null | undefined) => string {
  const { locale } = useI18n()
  return (amount) => formatPrice(amount ?? 0, locale)
}

/** The URL prefix for plain <a href> links that leave the router (language switch, assets). */
export const usePrefix = (): string => localePrefix(useI18n().locale)
