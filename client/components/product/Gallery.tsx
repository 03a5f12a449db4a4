/**
 * The product pictures as a row that scrolls one picture at a time: swiped on a phone, scrolled by
 * keyboard once the row has focus, or chosen by its thumbnails (srcset from Store API thumbnails). The
 * row scrolls without any code; the thumbnails work once it has come. The first picture loads at once
 * and alone at high priority, the others (thumbnails included) as they come near.
 */
import { useT } from '../../i18n'
import type { Product } from '../../types'
import { ProductImage } from '../ui/ProductImage'
import { useSnapRow } from '../ui/snap-row'

const SIZES = '(min-width: 960px) 50vw, 100vw'

export function Gallery({ product, name }: { product: Product; name: string }) {
  const t = useT()
  const media = [...(product.media ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((m) => m.media)
    .filter(Boolean)
  const pictures = media.length ? media : product.cover?.media ? [product.cover.media] : []
  const total = pictures.length
  const { track, current: index, show, scrolled } = useSnapRow(total)

  if (total < 2)
    return (
      <div className="product-gallery">
        <ProductImage media={pictures[0]} alt={name} sizes={SIZES} eager />
      </div>
    )
  return (
    <div className="product-gallery">
      <ul
        ref={track}
        className="gallery-slides"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1)
        tabIndex={0}
        aria-label={t('product.pictures')}
        onScroll={scrolled}
      >
        {pictures.map((picture, i) => (
          <li key={picture!.id} aria-current={i === index ? 'true' : undefined}>
            <ProductImage
              media={picture}
              alt={i === 0 ? name : t('product.pictureOf', { name, number: i + 1, total })}
              sizes={SIZES}
              eager={i === 0}
            />
          </li>
        ))}
      </ul>
      <ul className="gallery-thumbnails" aria-label={t('product.thumbnails')}>
        {pictures.map((picture, i) => (
          <li key={picture!.id}>
            <button
              type="button"
              onClick={() => show(i)}
              aria-current={i === index ? 'true' : undefined}
              aria-label={t('product.showPicture', { number: i + 1, total })}
            >
              {/* Lazy: hidden on a phone, where a lazy picture is never fetched; on a desktop it loads once
                  laid out, after the first picture, which keeps the network to itself. */}
              <ProductImage media={picture} alt="" sizes="80px" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
