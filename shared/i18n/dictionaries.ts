/** Loads a locale's dictionary on the worker; the browser never bundles them, it gets the active one in the document. */
import type { Locale } from '../constants'
import de from './de-DE.ts'
import en from './en-GB.ts'
import type { Dictionary } from './index'

const DICTIONARIES: Record<Locale, Dictionary> = { 'de-DE': de, 'en-GB': en }

export const loadDictionary = (locale: Locale): Dictionary => DICTIONARIES[locale]
