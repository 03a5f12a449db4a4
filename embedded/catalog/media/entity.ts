/** Media entities for the generated SVG pictures served by embeddedMedia. */
import { uuidFor } from '../../../shared/ids'

/** Thumbnail widths Shopware's default media thumbnail sizes would offer. */
export const THUMBNAIL_WIDTHS = [400, 800, 1920] as const

export interface MediaRef {
  id: string
  kind: string
}

/**
 * A Shopware media entity whose url is root-relative: `/media/product/<id>.svg`.
 * @example mediaEntity({ id, kind: 'product' }, 'Softshelljacke Nordkap').thumbnails[0].url // '/media/product/<id>.svg?width=400'
 */
export function mediaEntity(ref: MediaRef, alt: string) {
  const path = `media/${ref.kind}/${ref.id}.svg`
  const url = `/${path}`
  return {
    id: ref.id,
    url,
    path,
    fileName: ref.id,
    fileExtension: 'svg',
    mimeType: 'image/svg+xml',
    hasFile: true,
    private: false,
    alt,
    title: alt,
    metaData: { width: 1920, height: 1920 },
    thumbnails: THUMBNAIL_WIDTHS.map((width) => ({
      id: uuidFor(`media-thumbnail:${ref.id}:${width}`),
      mediaId: ref.id,
      width,
      height: width,
      url: `${url}?width=${width}`,
      path: `${path}?width=${width}`,
      apiAlias: 'media_thumbnail' as const,
    })),
    translated: {
      alt,
      title: alt,
      fileName: ref.id,
      fileExtension: 'svg',
      mimeType: 'image/svg+xml',
      path,
      url,
      uploadedAt: '',
    },
    apiAlias: 'media' as const,
  }
}

export type MediaEntity = ReturnType<typeof mediaEntity>
