/**
 * A responsive product picture from Store API media: thumbnails become a srcset. It shows the
 * placeholder, with the alt text kept, when the picture cannot be loaded.
 */
import type { Schemas } from '@shopware/api-client/store-api-types'
import { useCallback, useEffect, useRef, useState } from 'react'

export type ImageState = 'loading' | 'loaded' | 'error'

/**
 * What a rendered picture shows: still loading, loaded, or failed (the browser finished without pixels).
 * @example imageStateOf({ complete: true, naturalWidth: 0 }) // 'error'
 */
export function imageStateOf(img: Pick<HTMLImageElement, 'complete' | 'naturalWidth'>): ImageState {
  if (!img.complete) return 'loading'
  return img.naturalWidth > 0 ? 'loaded' : 'error'
}

/**
 * Whether the picture at `src` failed: read from the element once mounted (a server-rendered picture may
 * have failed before the page hydrated), then from its error event. A picture that loads changes nothing
 * the page shows, so it causes no render: a listing's two dozen pictures cost no work after hydration.
 */
export function useImageFailed(src: string | undefined) {
  const ref = useRef<HTMLImageElement>(null)
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (ref.current && imageStateOf(ref.current) === 'error') setFailedSrc(src)
  }, [src])
  const onError = useCallback(() => setFailedSrc(src), [src])
  return { ref, failed: src !== undefined && failedSrc === src, onError }
}

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
  const { ref, failed, onError } = useImageFailed(media?.url)
  // An empty alt marks the picture decorative (its name is written next to it): the media's own alt must not undo that.
  const label = alt && (media?.alt || alt)
  if (!media?.url || failed) return <ImagePlaceholder alt={label} />
  const srcSet = (media.thumbnails ?? []).map((thumb) => `${thumb.url} ${thumb.width}w`).join(', ')
  return (
    <img
      ref={ref}
      src={media.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={label}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      // The first screen's pictures (a listing's first row): one of them is the page's largest paint.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={onError}
    />
  )
}

/** Where a picture is missing: named by its alt text, or hidden from assistive technology when decorative. */
function ImagePlaceholder({ alt }: { alt: string }) {
  return alt ? (
    <div className="image-placeholder" role="img" aria-label={alt} />
  ) : (
    <div className="image-placeholder" aria-hidden="true" />
  )
}
