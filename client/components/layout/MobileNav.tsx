/**
 * The mobile navigation: below 960 px the header's menu button opens a drawer from the left with the
 * category tree and, below it, what the bar has no room for (`children`: the language and area
 * switches). The drawer is an HTML popover: it opens, closes on Escape or a tap beside it and hands the
 * focus back to the button by itself, with or without JavaScript. Once hydrated, the button also says
 * whether it is open, and a chosen link closes the drawer behind it. cms.css hides it from 960 px.
 */
import { type ReactNode, type ToggleEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { navigationPath } from '../../../shared/paths'
import { useT } from '../../i18n'
import type { NavigationEntry } from '../../types'
import { ContentLink } from '../content/ContentLink'
import { Icon } from '../ui/Icon'
import '../content/cms.css'
import './MobileNav.css'

export function MobileNav({ navigation, children }: { navigation: NavigationEntry[]; children?: ReactNode }) {
  const t = useT()
  const panelId = useId()
  const panel = useRef<HTMLDivElement>(null)
  // Unknown until hydrated: the server writes no aria-expanded, so the browser's own state of a popover's
  // button is what a screen reader hears without JavaScript.
  const [open, setOpen] = useState<boolean | undefined>(undefined)
  useEffect(() => setOpen(panel.current?.matches(':popover-open') ?? false), [])
  // A chosen link navigates in the app: the drawer closes behind it.
  const { key } = useLocation()
  useEffect(() => {
    if (key && panel.current?.matches(':popover-open')) panel.current.hidePopover()
  }, [key])
  return (
    <div className="mobile-nav">
      <button type="button" className="mobile-nav-toggle" popoverTarget={panelId} aria-expanded={open}>
        <Icon>
          <path d="M4 7h16M4 12h16M4 17h16" />
        </Icon>{' '}
        <span className="header-label">{t('content.menu')}</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        className="mobile-nav-panel"
        popover="auto"
        onToggle={(event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === 'open')}
      >
        <div className="mobile-nav-head">
          <span className="mobile-nav-title">{t('content.menu')}</span>
          <button
            type="button"
            className="mobile-nav-close"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            aria-label={t('content.closeMenu')}
          >
            <Icon>
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          </button>
        </div>
        <nav aria-label={t('content.menuLabel')} className="mobile-nav-tree">
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
