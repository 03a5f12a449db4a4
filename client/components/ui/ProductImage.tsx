/**
 * A responsive product picture from Store API media: thumbnails become a srcset. It follows the image
 * states (idle, loading, loaded, error) and shows the placeholder, with the alt text kept,
 * when the picture cannot be loaded.
 */
import type { Schemas } from '@shopware/api-client/store-api-types'
import { useCallback, useEffect, useRef, useState } from 'react'

export type ImageState = 'idle' | 'loading' | 'loaded' | 'error'

/**
 * What a rendered picture shows: still loading, loaded, or failed (the browser finished without pixels).
 * @example imageStateOf({ complete: true, naturalWidth: 0 }) // 'error'
 */
export function imageStateOf(img: Pick<HTMLImageElement, 'complete' | 'naturalWidth'>): ImageState {
  if (!img.complete) return 'loading'
  return img.naturalWidth > 0 ? 'loaded' : 'error'
}

/**
 * The state of the picture at `src`: idle until mounted (on the worker and while hydrating), then read
 * from the element, since a server-rendered picture may have loaded or failed before the page hydrated.
 */
export function useImageState(src: string | undefined) {
  const ref = useRef<HTMLImageElement>(null)
  const [seen, setSeen] = useState<{ src?: string; state: ImageState }>({ state: 'idle' })
  const state = seen.src === src ? seen.state : 'idle'
  useEffect(() => {
    if (ref.current) setSeen({ src, state: imageStateOf(ref.current) })
  }, [src])
  const onLoad = useCallback(() => setSeen({ src, state: 'loaded' }), [src])
  const onError = useCallback(() => setSeen({ src, state: 'error' }), [src])
  return { ref, state, onLoad, onError }
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
  const { ref, state, onLoad, onError } = useImageState(media?.url)
  // An empty alt marks the picture decorative (its name is written next to it): the media's own alt must not undo that.
  const label = alt && (media?.alt || alt)
  if (!media?.url || state === 'error') return <ImagePlaceholder alt={label} />
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
      data-state={state}
      onLoad={onLoad}
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
