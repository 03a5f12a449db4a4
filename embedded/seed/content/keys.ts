/** Content seed ids: uuidFor(a readable key), so tests name pages, entries and posts directly. */
import { uuidFor } from '../../../shared/ids'

/** @example landingPageId('size-chart') */
export const landingPageId = (key: string) => uuidFor(`landing-page:${key}`)
export const cmsPageId = (key: string) => uuidFor(`cms-page:${key}`)
/** Sections, blocks and slots are keyed by their place: 'size-chart:0', 'size-chart:0:1', 'size-chart:0:1:left'. */
export const cmsPartId = (kind: 'section' | 'block' | 'slot', place: string) => uuidFor(`cms-${kind}:${place}`)
export const contentMediaId = (key: string) => uuidFor(`media:content:${key}`)
export const lexiconEntryId = (key: string) => uuidFor(`lexicon-entry:${key}`)
export const blogPostId = (key: string) => uuidFor(`blog-post:${key}`)
export const navigationEntryId = (key: string) => uuidFor(`navigation-entry:${key}`)
export const redirectId = (sourceUrl: string) => uuidFor(`redirect:${sourceUrl}`)
/** Ids of the SEO URLs the content seed writes, by language and path. */
export const contentSeoUrlId = (languageId: string, seoPathInfo: string) =>
  uuidFor(`seo-url:${languageId}:${seoPathInfo}`)
