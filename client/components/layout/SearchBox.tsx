/**
 * The header search: a plain GET form to the search page, with or without JavaScript. Its suggestions
 * while typing (./SearchSuggestions: the combobox's list, requests and keyboard) load on the first focus
 * or input, so a page that is only looked at carries none of that code. On a phone the field is an
 * icon in the header's bar that opens over the bar when focused, with or without JavaScript.
 */
import { type KeyboardEvent, type ReactNode, type RefObject, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { usePrefix, useT } from '../../i18n'
import { Icon } from '../ui/Icon'

/** What the suggestions tell the text field: is the list shown, and which option is active. */
export interface ComboState {
  expanded: boolean
  activeId?: string
}

/** The props the header search hands its suggestions. */
export interface SuggestionsProps {
  /** The listbox's id (the text field's aria-controls); options are `${listId}-option-${index}`. */
  listId: string
  term: string
  open: boolean
  setOpen: (open: boolean) => void
  onCombo: (state: ComboState) => void
  /** Where the suggestions put their handler of the text field's keys. */
  keys: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>
}

type Suggestions = (props: SuggestionsProps) => ReactNode
let suggestionsCode: Promise<Suggestions> | undefined
const loadSuggestions = () =>
  (suggestionsCode ??= import('./SearchSuggestions').then((module) => module.SearchSuggestions))

const CLOSED: ComboState = { expanded: false }
/**
 * The header has one search: fixed ids, not useId. The suggestions' list mounts after hydration, and a
 * useId that differs between the worker's tree and the browser's would leave the text field's
 * aria-controls (kept from the server's HTML) naming a list that is not there.
 */
const INPUT_ID = 'header-search-input'
const LIST_ID = 'header-search-listbox'

export function SearchBox() {
  const t = useT()
  const prefix = usePrefix()
  const [params] = useSearchParams()
  const [term, setTerm] = useState(params.get('search') ?? '')
  const [open, setOpen] = useState(false)
  const [combo, setCombo] = useState(CLOSED)
  const [Suggestions, setSuggestions] = useState<Suggestions | null>(null)
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null)
  // Leaving the field closes the list a moment later (a click on an option lands first); coming back
  // before then keeps it open. A client navigation moves focus to the new page's content, and a shopper
  // who goes straight back to the search must not see their suggestions close under them.
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  function wake() {
    setOpen(true)
    // A failed load leaves the plain search working.
    if (!Suggestions)
      loadSuggestions()
        .then((loaded) => setSuggestions(() => loaded))
        .catch(() => undefined)
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search works in every browser we serve; the <search> element is too new
    <form role="search" action={`${prefix}/search`} className="header-search">
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={INPUT_ID}
        name="search"
        type="search"
        value={term}
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        required
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.expanded}
        aria-controls={LIST_ID}
        aria-activedescendant={combo.activeId}
        onChange={(event) => {
          setTerm(event.target.value)
          wake()
        }}
        onKeyDown={(event) => keys.current?.(event)}
        onFocus={() => {
          clearTimeout(closing.current)
          wake()
        }}
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), 150)
        }}
      />
      {/* Below 600 px the field is this icon until it is focused (styles.css). */}
      <Icon>
        <circle cx="11" cy="11" r="6" />
        <path d="M20 20l-4.5-4.5" />
      </Icon>
      <button type="submit">{t('header.searchSubmit')}</button>
      {Suggestions ? (
        <Suggestions listId={LIST_ID} term={term} open={open} setOpen={setOpen} onCombo={setCombo} keys={keys} />
      ) : (
        <SuggestionsFrame listId={LIST_ID} hidden footer={t('search.noSuggestions')} />
      )}
    </form>
  )
}

/** The suggestions' box: the listbox and its live footer (empty and hidden until the code has loaded). */
export function SuggestionsFrame({
  listId,
  hidden,
  footer,
  children,
}: {
  listId: string
  hidden: boolean
  footer: ReactNode
  children?: ReactNode
}) {
  const t = useT()
  return (
    <div className="suggestions" hidden={hidden}>
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's listbox (ARIA combobox pattern)
        role="listbox"
        aria-label={t('search.suggestions')}
      >
        {children}
      </ul>
      <p className="suggestion-footer" aria-live="polite">
        {footer}
      </p>
    </div>
  )
}
