/** A responsive product picture from Store API media: thumbnails become a srcset. */
import type { Schemas } from '@shopware/api-client/store-api-types'

export function ProductImage({
  media,
  alt,
  sizes,
  eager = false,
}: {
  media?: Schemas['Media'] | null
  alt: string
  sizes: string
  eager?: boolean
}) {
  if (!media?.url) return <div className="image-placeholder" role="img" aria-label={alt} />
  const srcSet = (media.thumbnails ?? []).map((thumb) => `${thumb.url} ${thumb.width}w`).join(', ')
  return (
    <img
      src={media.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={media.alt || alt}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
