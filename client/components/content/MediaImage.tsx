/** A content picture from a Store API media entity: thumbnails become a srcset, the media's alt text is kept. */
import type { Media } from '../../../shared/store-api/content'

/** `alt` overrides the media's own text, e.g. '' where a heading beside the picture already says it all. */
export function MediaImage({
  media,
  sizes,
  eager = false,
  className,
  alt,
}: {
  media: Media
  sizes: string
  eager?: boolean
  className?: string
  alt?: string
}) {
  const srcSet = (media.thumbnails ?? []).map((thumb) => `${thumb.url} ${thumb.width}w`).join(', ')
  const meta = media.metaData as { width?: number; height?: number } | undefined
  return (
    <img
      className={className}
      src={media.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? media.translated?.alt ?? media.alt ?? ''}
      width={meta?.width ?? 400}
      height={meta?.height ?? 400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
