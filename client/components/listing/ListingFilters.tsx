/**
 * Listing filters and sorting as one GET form: the URL holds every choice (shareable, back works).
 * With JavaScript a change applies at once; without it the submit button does. Any change resets the page.
 */
import { useEffect, useRef, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Link } from '../ui/Link'
import { usePrice, useT } from '../../i18n'
import { ID_LIST_PARAMS, idsIn, SEARCH_PARAM, VALUE_PARAMS } from '../../routes/listing/params'
import type { ProductListing } from '../../types'

interface Named {
  id: string
  name?: string
  translated?: { name?: string }
}
interface Option extends Named {
  colorHexCode?: string | null
  count?: number
}
interface Group extends Named {
  options?: Option[]
}
interface Aggregations {
  manufacturer?: { entities?: Named[] }
  properties?: { entities?: Group[] }
  price?: { min?: number | null; max?: number | null }
  rating?: { max?: number | null }
  'shipping-free'?: { max?: boolean | number | null }
}

const nameOf = (entity: Named) => entity.translated?.name ?? entity.name ?? ''

export function ListingFilters({ listing }: { listing: ProductListing }) {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const aggregations = (listing.aggregations ?? {}) as Aggregations
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const manufacturers = aggregations.manufacturer?.entities ?? []
  const groups = (aggregations.properties?.entities ?? []).filter((g) => g.options?.length)
  const chosen = {
    manufacturer: new Set(idsIn(params, 'manufacturer')),
    properties: new Set(idsIn(params, 'properties')),
  }
  // How many filters are set: the closed panel's summary says so.
  const active =
    chosen.manufacturer.size +
    chosen.properties.size +
    VALUE_PARAMS.filter((key) => key !== 'order' && params.get(key)).length
  const sortings = (listing.availableSortings ?? []) as Array<{
    key: string
    label?: string
    translated?: { label?: string }
  }>

  function apply(form: HTMLFormElement) {
    const data = new FormData(form)
    const next = new URLSearchParams()
    for (const key of [SEARCH_PARAM, ...VALUE_PARAMS]) {
      const value = String(data.get(key) ?? '').trim()
      if (value) next.set(key, value)
    }
    for (const key of ID_LIST_PARAMS) {
      const values = data.getAll(key).map(String)
      if (values.length) next.set(key, values.join('|'))
    }
    navigate(`${location.pathname}${next.size ? `?${next}` : ''}`, { preventScrollReset: true })
  }
  function changed(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const typing = (event.target as HTMLInputElement).type === 'number'
    clearTimeout(timer.current)
    // Prices are typed digit by digit: wait until the shopper pauses.
    timer.current = setTimeout(() => apply(form), typing ? 600 : 0)
  }

  // The form is an island: its code arrives after the load event, or as the shopper starts using it. A
  // choice made before (a sorting picked, a box ticked) is applied as soon as the code is here.
  const form = useRef<HTMLFormElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration; later changes go through onChange
  useEffect(() => {
    if (form.current && changedSinceRender(form.current)) apply(form.current)
  }, [])

  return (
    <form
      ref={form}
      className="listing-filters"
      method="get"
      onChange={changed}
      onSubmit={(e) => {
        e.preventDefault()
        apply(e.currentTarget)
      }}
      aria-label={t('filters.label')}
    >
      {params.get(SEARCH_PARAM) ? <input type="hidden" name={SEARCH_PARAM} value={params.get(SEARCH_PARAM)!} /> : null}
      {sortings.length ? (
        <p className="sorting">
          <label htmlFor="listing-order">{t('filters.sort')}</label>{' '}
          <select id="listing-order" name="order" defaultValue={params.get('order') ?? listing.sorting ?? ''}>
            {sortings.map((s) => (
              <option key={s.key} value={s.key}>
                {s.translated?.label ?? s.label ?? s.key}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {/* Closed on a phone, so the products come first; from 960 px always open (styles.css). */}
      <details className="filter-panel open-from-md">
        <summary>
          {t('filters.title')}
          {active ? ` (${active})` : null}
        </summary>
        {manufacturers.length ? (
          <fieldset>
            <legend>{t('filters.manufacturer')}</legend>
            {manufacturers.map((m) => (
              <label key={m.id} className="check">
                <input
                  type="checkbox"
                  name="manufacturer"
                  value={m.id}
                  defaultChecked={chosen.manufacturer.has(m.id)}
                />{' '}
                {nameOf(m)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {groups.map((group) => (
          <fieldset key={group.id}>
            <legend>{nameOf(group)}</legend>
            {group.options!.map((option) => (
              <label key={option.id} className="check">
                <input
                  type="checkbox"
                  name="properties"
                  value={option.id}
                  defaultChecked={chosen.properties.has(option.id)}
                />{' '}
                {option.colorHexCode ? (
                  <span className="swatch-colour" style={{ background: option.colorHexCode }} aria-hidden="true" />
                ) : null}
                {nameOf(option)}
                {option.count !== undefined ? <span className="count"> ({option.count})</span> : null}
              </label>
            ))}
          </fieldset>
        ))}
        <fieldset className="price-range">
          <legend>{t('filters.price')}</legend>
          <PriceBound
            label={t('filters.minPrice')}
            name="min-price"
            value={params.get('min-price')}
            placeholder={aggregations.price?.min}
          />
          <PriceBound
            label={t('filters.maxPrice')}
            name="max-price"
            value={params.get('max-price')}
            placeholder={aggregations.price?.max}
          />
        </fieldset>
        {aggregations.rating?.max ? (
          <fieldset>
            <legend>{t('filters.rating')}</legend>
            <select name="rating" defaultValue={params.get('rating') ?? ''} aria-label={t('filters.rating')}>
              <option value="">{t('filters.anyRating')}</option>
              {[4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {t('filters.minRating', { points: n })}
                </option>
              ))}
            </select>
          </fieldset>
        ) : null}
        <label className="check">
          <input type="checkbox" name="available" value="1" defaultChecked={params.get('available') === '1'} />{' '}
          {t('filters.available')}
        </label>
        {aggregations['shipping-free']?.max ? (
          <label className="check">
            <input
              type="checkbox"
              name="shipping-free"
              value="1"
              defaultChecked={params.get('shipping-free') === '1'}
            />{' '}
            {t('filters.shippingFree')}
          </label>
        ) : null}
        <p className="filter-actions">
          <button type="submit" className="button">
            {t('filters.apply')}
          </button>{' '}
          <Link
            to={
              location.pathname +
              (params.get(SEARCH_PARAM) ? `?${SEARCH_PARAM}=${encodeURIComponent(params.get(SEARCH_PARAM)!)}` : '')
            }
            preventScrollReset
          >
            {t('filters.reset')}
          </Link>
        </p>
      </details>
    </form>
  )
}

/** One end of the price range: the listing's own lowest or highest price is the placeholder. */
function PriceBound(props: { label: string; name: string; value: string | null; placeholder?: number | null }) {
  const price = usePrice()
  return (
    <label>
      {props.label}{' '}
      <input
        type="number"
        name={props.name}
        min={0}
        step="1"
        inputMode="decimal"
        defaultValue={props.value ?? ''}
        placeholder={props.placeholder != null ? price(props.placeholder) : ''}
      />
    </label>
  )
}

/** Whether a field of the form differs from what the page rendered into it. */
function changedSinceRender(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) => {
    if (element instanceof HTMLSelectElement) {
      // Without a rendered choice the browser shows the first option.
      const rendered = [...element.options].find((option) => option.defaultSelected) ?? element.options[0]
      return element.value !== (rendered?.value ?? '')
    }
    if (!(element instanceof HTMLInputElement) || element.type === 'hidden') return false
    return element.type === 'checkbox' || element.type === 'radio'
      ? element.checked !== element.defaultChecked
      : element.value !== element.defaultValue
  })
}
