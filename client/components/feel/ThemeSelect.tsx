/**
 * The footer's theme selector (light, system, dark). With JavaScript a change applies at once: the page's
 * `data-theme` and the cookie the worker renders the next page with. Before hydration (or without
 * JavaScript) it is a form the worker answers by setting the cookie and going back (worker/forms/theme.ts).
 */
import { useAtom } from 'jotai'
import { useId } from 'react'
import { useLocation } from 'react-router'
import { isTheme, THEME_PATH, THEMES, type Theme, themeCookie } from '../../../shared/theme'
import { usePrefix, useT } from '../../i18n'
import { themeAtom } from '../../state/theme'
import { useHydrated } from '../../hydrated'

export function ThemeSelect() {
  const t = useT()
  const prefix = usePrefix()
  const id = useId()
  const { pathname, search } = useLocation()
  const [theme, setTheme] = useAtom(themeAtom)
  const hydrated = useHydrated()
  function choose(next: string) {
    if (!isTheme(next)) return
    setTheme(next)
    applyTheme(next)
  }
  return (
    <form className="theme-select" method="post" action={prefix + THEME_PATH}>
      <input type="hidden" name="redirectTo" value={prefix + pathname + search} />
      <label htmlFor={id}>{t('feel.theme.label')}</label>
      <select id={id} name="theme" value={theme} onChange={(event) => choose(event.target.value)}>
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {t(`feel.theme.${value}`)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button">
          {t('feel.theme.apply')}
        </button>
      )}
    </form>
  )
}

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we serve; one fixed cookie
  document.cookie = themeCookie(theme, location.protocol === 'https:')
}
