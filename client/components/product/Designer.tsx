/** The product designer: a logo from the shopper's computer, a position, and a preview on the product picture. */
import { useEffect, useId, useState, type ChangeEvent } from 'react'
import {
  LOGO_PATH,
  LOGO_POSITIONS,
  MAX_LOGO_BYTES,
  sniffImageType,
  type LogoPosition,
  type Personalisation,
} from '../../../shared/designer'
import { useT } from '../../i18n'
import type { Product } from '../../types'

export interface Design {
  file: File
  preview: string
  position: LogoPosition
}

export function Designer({
  product,
  design,
  onChange,
}: {
  product: Product
  design: Design | null
  onChange: (design: Design | null) => void
}) {
  const t = useT()
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [position, setPosition] = useState<LogoPosition>(design?.position ?? 'chest-left')
  // Object URLs hold the file in memory until released.
  useEffect(
    () => () => {
      if (design) URL.revokeObjectURL(design.preview)
    },
    [design],
  )

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    setError(null)
    if (!file) return onChange(null)
    if (file.size > MAX_LOGO_BYTES) return setError(t('designer.tooLarge'))
    if (!sniffImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer()))) return setError(t('designer.wrongType'))
    onChange({ file, preview: URL.createObjectURL(file), position })
  }
  function place(next: LogoPosition) {
    setPosition(next)
    if (design) onChange({ ...design, position: next })
  }

  const spot = LOGO_POSITIONS[design?.position ?? position]
  const picture = product.cover?.media?.url
  return (
    <details className="designer">
      <summary>{t('designer.title')}</summary>
      <p>{t('designer.intro')}</p>
      <label htmlFor={`${id}-logo`}>{t('designer.logo')}</label>
      <input
        id={`${id}-logo`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        onChange={pick}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="hint">
        {t('designer.hint')}
      </p>
      {error ? (
        <p role="alert" className="message error">
          {error}
        </p>
      ) : null}
      <fieldset>
        <legend>{t('designer.position')}</legend>
        {(Object.keys(LOGO_POSITIONS) as LogoPosition[]).map((key) => (
          <label key={key} className="check">
            <input
              type="radio"
              name={`${id}-position`}
              value={key}
              checked={(design?.position ?? position) === key}
              onChange={() => place(key)}
            />{' '}
            {t(`designer.positions.${key}`)}
          </label>
        ))}
      </fieldset>
      {design && picture ? (
        <figure className="designer-preview">
          <div className="designer-canvas">
            <img src={picture} alt={product.translated?.name ?? product.name} />
            <img
              src={design.preview}
              alt={t('designer.logoAlt')}
              className="designer-logo"
              style={{ left: `${spot.x}%`, top: `${spot.y}%`, width: `${spot.size}%` }}
            />
          </div>
          <figcaption>{t('designer.preview', { position: t(`designer.positions.${design.position}`) })}</figcaption>
          <button type="button" className="button link" onClick={() => onChange(null)}>
            {t('designer.remove')}
          </button>
        </figure>
      ) : null}
    </details>
  )
}

/** Uploads the logo; the answer's URL is what the cart line item carries. */
export async function uploadDesign(design: Design): Promise<Personalisation> {
  const form = new FormData()
  form.set('logo', design.file)
  const response = await fetch(LOGO_PATH, { method: 'POST', body: form, credentials: 'same-origin' })
  if (!response.ok) throw new Error(`logo upload failed: ${response.status}`)
  const { url } = (await response.json()) as { url: string }
  return { logoUrl: url, position: design.position }
}
