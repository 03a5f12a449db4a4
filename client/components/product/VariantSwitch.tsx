/**
 * Size and colour choice. It is a GET form of the chosen options (?o=…&switched=group): the worker finds
 * the variant, so switching is one data request, works before hydration, and the URL can be shared.
 */
import type { FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useT } from '../../i18n'
import { OPTION_PARAM, SWITCHED_PARAM } from '../../routes/product/params'
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
  const selected = new Set(product.optionIds ?? product.options?.map((o) => o.id) ?? [])
  if (!configurator.length) return null

  function choose(event: FormEvent<HTMLFormElement>) {
    const input = event.target as HTMLInputElement
    if (input.name !== OPTION_PARAM) return
    const params = new URLSearchParams()
    for (const value of new FormData(event.currentTarget).getAll(OPTION_PARAM))
      params.append(OPTION_PARAM, String(value))
    params.set(SWITCHED_PARAM, input.dataset.group ?? '')
    navigate(`${location.pathname}?${params}`, { preventScrollReset: true })
  }

  return (
    <form className="variant-switch" method="get" onChange={choose} aria-label={t('product.variants')}>
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
                    name={OPTION_PARAM}
                    value={option.id}
                    defaultChecked={selected.has(option.id)}
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
