/**
 * Size and colour choice. It is a GET form of the chosen options (?o=…&switched=group): the worker finds
 * the variant, so switching is one data request, works before hydration, and the URL can be shared.
 * The checked options are always the shown variant's: its number and the id the cart gets agree with them.
 * It hydrates after the first render (an island of the product page): a choice the shopper made before
 * its code arrived is still checked in the form, and is applied once it has.
 */
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { useT } from '../../i18n'
import { chosenOptions, OPTION_PARAM, optionField, SWITCHED_PARAM } from '../../routes/product/params'
import type { Product, ProductDetail } from '../../types'

export function VariantSwitch({
  product,
  configurator,
}: {
  product: Product
  configurator: NonNullable<ProductDetail['configurator']>
}) {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  // While the worker finds the variant, the radios show the shopper's choice; then the variant's own.
  const pending = useNavigation().location
  const choice = pending?.pathname === location.pathname ? chosenOptions(new URLSearchParams(pending.search)) : []
  const selected = new Set(choice.length ? choice : (product.optionIds ?? product.options?.map((o) => o.id) ?? []))
  const form = useRef<HTMLFormElement>(null)
  // Hydration keeps what the shopper checked (React sets only `defaultChecked` from the render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const early = [...(form.current?.elements ?? [])].find(
      (field) => field instanceof HTMLInputElement && field.checked && !field.defaultChecked,
    )
    if (early) choose(early as HTMLInputElement)
  }, [])
  if (!configurator.length) return null

  function choose(input: HTMLInputElement) {
    const params = new URLSearchParams()
    // The form's one checked option per group, the new choice included.
    for (const [, value] of new FormData(input.form!)) params.append(OPTION_PARAM, String(value))
    params.set(SWITCHED_PARAM, input.dataset.group ?? '')
    navigate(`${location.pathname}?${params}`, { preventScrollReset: true })
  }

  return (
    // autoComplete off: a browser restoring the radios on reload would read as the shopper's choice.
    <form ref={form} className="variant-switch" method="get" autoComplete="off" aria-label={t('product.variants')}>
      {configurator.map((group) => (
        <fieldset key={group.id}>
          <legend>{group.translated?.name ?? group.name}</legend>
          <div className="variant-options">
            {(group.options ?? []).map((option) => {
              const name = option.translated?.name ?? option.name
              const colour = group.displayType === 'color' ? option.colorHexCode : null
              return (
                <label key={option.id} className={`variant-option${colour ? ' swatch' : ''}`}>
                  <input
                    type="radio"
                    name={optionField(group.id)}
                    value={option.id}
                    checked={selected.has(option.id)}
                    onChange={(event) => choose(event.currentTarget)}
                    data-group={group.id}
                  />
                  {colour ? <span className="swatch-colour" style={{ background: colour }} aria-hidden="true" /> : null}
                  <span>{name}</span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ))}
      <noscript>
        <button type="submit" className="button">
          {t('product.chooseVariant')}
        </button>
      </noscript>
    </form>
  )
}
