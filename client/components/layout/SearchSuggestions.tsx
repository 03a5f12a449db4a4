/**
 * The header search's suggestions while typing (debounced), as an ARIA 1.2 combobox: the term the
 * shopper probably meant ("Meinten Sie …?"), the categories of the products found, then the products.
 * Arrow keys move through them, Enter opens one or searches, Escape closes. Loaded by ./SearchBox on
 * the first focus or input; the text field stays the header's.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { usePrefix, usePrice, useT } from '../../i18n'
import { UnitPrice } from '../product/PriceLaw'
import { useNumber } from '../../number'
import type { Suggestion, SuggestResponse } from '../../types'
import { searchPath } from '../../routes/listing/params'
import { type SuggestionsProps, SuggestionsFrame } from './SearchBox'

const DEBOUNCE_MS = 200
const MIN_LENGTH = 2

export function SearchSuggestions({ listId, term, open, setOpen, onCombo, keys }: SuggestionsProps) {
  const t = useT()
  const number = useNumber()
  const price = usePrice()
  const prefix = usePrefix()
  const navigate = useNavigate()
  const [result, setResult] = useState<SuggestResponse | null>(null)
  const [active, setActive] = useState(-1)
  const request = useRef<AbortController | null>(null)

  useEffect(() => {
    const trimmed = term.trim()
    if (trimmed.length < MIN_LENGTH) {
      setResult(null)
      return
    }
    const timer = setTimeout(() => {
      request.current?.abort()
      const controller = new AbortController()
      request.current = controller
      fetch(`${prefix}/_suggest.json?search=${encodeURIComponent(trimmed)}`, {
        signal: controller.signal,
        credentials: 'same-origin',
      })
        .then((response) => (response.ok ? (response.json() as Promise<SuggestResponse>) : null))
        .then((body) => {
          setResult(body)
          setActive(-1)
        })
        // Suggestions are a convenience: a failed or aborted one leaves the plain search working.
        .catch(() => undefined)
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [term, prefix])

  // Everything the arrow keys reach, in the order shown.
  const options: Option[] = [
    ...(result?.correction
      ? [
          {
            kind: 'correction' as const,
            id: 'correction',
            path: searchPath(result.correction),
            label: t('search.didYouMean', { term: result.correction }),
          },
        ]
      : []),
    ...(result?.categories ?? []).map((c) => ({
      kind: 'category' as const,
      id: c.id,
      path: c.path,
      label: t('search.inCategory', { name: c.name }),
    })),
    ...(result?.suggestions ?? []).map((product) => ({
      kind: 'product' as const,
      id: product.id,
      path: product.path,
      product,
    })),
  ]
  const expanded = open && term.trim().length >= MIN_LENGTH && result !== null
  const optionId = (index: number) => `${listId}-option-${index}`
  const activeId = expanded && active >= 0 ? optionId(active) : undefined

  useEffect(() => onCombo({ expanded, activeId }), [onCombo, expanded, activeId])

  // The text field's keys, with this render's list.
  useEffect(() => {
    keys.current = onKeyDown
  })
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Positions 0…n-1 are products; -1 is "back in the text field", reached by wrapping around.
      setActive((current) => ((current + 1 + step + options.length + 1) % (options.length + 1)) - 1)
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault()
      choose(options[active]!.path)
    } else if (event.key === 'Escape' && expanded) {
      // First Escape closes the list and keeps the text (a search field would clear itself otherwise).
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }
  function choose(path: string) {
    setOpen(false)
    setActive(-1)
    navigate(path)
  }

  return (
    <SuggestionsFrame
      listId={listId}
      hidden={!expanded}
      footer={
        result?.suggestions.length
          ? result.more
            ? t('search.showMany')
            : t('search.showAll', { total: number(result.total, 0) })
          : t('search.noSuggestions')
      }
    >
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input; the keyboard moves aria-activedescendant (SearchBox's onKeyDown)
        // biome-ignore lint/a11y/useKeyWithClickEvents: the input's onKeyDown handles the keyboard for every option
        <li
          key={`${option.kind}-${option.id}`}
          id={optionId(index)}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox (ARIA combobox pattern)
          role="option"
          aria-selected={index === active}
          className={option.kind === 'product' ? undefined : `suggestion-${option.kind}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(option.path)}
        >
          {option.kind === 'product' ? (
            <>
              {option.product.image ? <img src={option.product.image} alt="" width={40} height={40} /> : null}
              <span className="suggestion-name">{option.product.name}</span>
              {option.product.price !== null ? (
                <span className="suggestion-price">
                  {price(option.product.price)}
                  {result?.priceDisplay === 'net' ? <small> {t('product.taxLabelNet')}</small> : null}
                  {option.product.unitPrice ? (
                    <small className="suggestion-unit-price">
                      {' '}
                      <UnitPrice price={{ referencePrice: option.product.unitPrice }} format={price} />
                    </small>
                  ) : null}
                </span>
              ) : null}
            </>
          ) : (
            <span className="suggestion-name">{option.label}</span>
          )}
        </li>
      ))}
    </SuggestionsFrame>
  )
}

type Option =
  | { kind: 'correction' | 'category'; id: string; path: string; label: string }
  | { kind: 'product'; id: string; path: string; product: Suggestion }
