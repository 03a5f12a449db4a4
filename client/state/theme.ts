/** The shopper's colour theme (shared/theme.ts): seeded from the cookie the worker read, changed by the footer's selector. */
import { atom } from 'jotai'
import { DEFAULT_THEME, type Theme } from '../../shared/theme'

export const themeAtom = atom<Theme>(DEFAULT_THEME)
