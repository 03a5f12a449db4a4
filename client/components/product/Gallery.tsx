/** The product pictures: one large, the others as thumbnails that switch it (srcset from Store API thumbnails). */
import { useState } from 'react'
import { useT } from '../../i18n'
import type { Product } from '../../types'
import { ProductImage } from '../ui/ProductImage'

export function Gallery({ product, name }: { product: Product; name: string }) {
  const t = useT()
  const media = [...(product.media ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((m) => m.media)
    .filter(Boolean)
  const pictures = media.length ? media : product.cover?.media ? [product.cover.media] : []
  const [index, setIndex] = useState(0)
  const current = pictures[Math.min(index, pictures.length - 1)]
  return (
    <div className="product-gallery">
      <ProductImage media={current} alt={name} sizes="(min-width: 960px) 50vw, 100vw" eager />
      {pictures.length > 1 ? (
        <ul className="gallery-thumbnails" aria-label={t('product.pictures')}>
          {pictures.map((picture, i) => (
            <li key={picture!.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('product.showPicture', { number: i + 1, total: pictures.length })}
              >
                {/* Beside the picture, in the first screen: not lazy (a lazy picture in view is painted late). */}
                <ProductImage media={picture} alt="" sizes="80px" eager />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
