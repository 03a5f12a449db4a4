/**
 * The mobile navigation: below 960 px a disclosure button in the header opens the category tree and,
 * below it, what the bar has no room for (`children`: the language and area switches). cms.css hides it
 * from 960 px.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { navigationPath } from '../../../shared/paths'
import { useT } from '../../i18n'
import type { NavigationEntry } from '../../types'
import { ContentLink } from '../content/ContentLink'
import { Icon } from '../ui/Icon'
import '../content/cms.css'

export function MobileNav({ navigation, children }: { navigation: NavigationEntry[]; children?: ReactNode }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const { key } = useLocation()
  // A chosen link navigates: the menu closes behind it (state adjusted while rendering, not in an effect).
  const [shownAt, setShownAt] = useState(key)
  if (shownAt !== key) {
    setShownAt(key)
    setOpen(false)
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    button.current?.focus()
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the button or any link in the panel closes the menu; the key event bubbles here
    <div className="mobile-nav" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="mobile-nav-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon open={open} /> <span className="header-label">{t('content.menu')}</span>
      </button>
      <div id={panelId} className="mobile-nav-panel" hidden={!open}>
        <nav aria-label={t('content.menuLabel')}>
          <EntryList entries={navigation} />
        </nav>
        <div className="mobile-nav-settings">{children}</div>
      </div>
    </div>
  )
}

function EntryList({ entries }: { entries: NavigationEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.type === 'folder' ? (
            <span className="mobile-nav-folder">{entry.name}</span>
          ) : (
            <ContentLink to={navigationPath(entry)}>{entry.name}</ContentLink>
          )}
          {entry.children?.length ? <EntryList entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return <Icon>{open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</Icon>
}
