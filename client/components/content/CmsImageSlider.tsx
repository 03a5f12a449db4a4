/**
 * Shopware's image slider and image gallery: the pictures in a row that scrolls (by touch, by keyboard once
 * the row has focus, or without any code at all), with buttons for the previous and next picture and, where
 * the editor asked for them, one per picture (the gallery's are its thumbnails). The buttons work once the
 * code has come; until then the stylesheet keeps them out of sight.
 */
import type { Media } from '../../../shared/store-api/content'
import { useT } from '../../i18n'
import type { CmsElementProps } from './CmsSlot'
import { ContentLink } from './ContentLink'
import { MediaImage } from './MediaImage'
import { useSnapRow } from '../ui/snap-row'

interface SliderItem {
  media: Media
  url?: string
  newTab?: boolean
}

export function CmsImageSlider({ slot, eager }: CmsElementProps) {
  const t = useT()
  const { items, dots } = slot.data as unknown as { items: SliderItem[]; dots?: boolean }
  const gallery = slot.type === 'image-gallery'
  const total = items.length
  const label = t(gallery ? 'cms.gallery' : 'cms.slider')
  const { track, current, show, scrolled } = useSnapRow(total)

  return (
    <section className={`cms-element cms-image-slider${gallery ? ' cms-image-gallery' : ''}`} aria-label={label}>
      <ul
        ref={track}
        className="cms-slides"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1)
        tabIndex={0}
        aria-label={label}
        onScroll={scrolled}
      >
        {items.map((item, index) => {
          const image = (
            <MediaImage media={item.media} sizes="(min-width: 1280px) 1280px, 100vw" eager={eager && index === 0} />
          )
          return (
            <li key={item.media.url} aria-current={index === current ? 'true' : undefined}>
              {item.url ? (
                <ContentLink to={item.url} newTab={item.newTab}>
                  {image}
                </ContentLink>
              ) : (
                image
              )}
            </li>
          )
        })}
      </ul>
      {total > 1 ? (
        <div className="cms-slider-controls">
          <button
            type="button"
            className="cms-slider-step"
            onClick={() => show(current - 1)}
            aria-disabled={current === 0 || undefined}
            aria-label={t('cms.previousPicture')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {gallery || dots ? (
            <ul className={gallery ? 'cms-slider-thumbnails' : 'cms-slider-dots'}>
              {items.map((item, index) => (
                <li key={item.media.url}>
                  <button
                    type="button"
                    onClick={() => show(index)}
                    aria-current={index === current ? 'true' : undefined}
                    aria-label={t('product.showPicture', { number: index + 1, total })}
                  >
                    {gallery ? <MediaImage media={item.media} sizes="4rem" alt="" /> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <button
            type="button"
            className="cms-slider-step"
            onClick={() => show(current + 1)}
            aria-disabled={current === total - 1 || undefined}
            aria-label={t('cms.nextPicture')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  )
}
