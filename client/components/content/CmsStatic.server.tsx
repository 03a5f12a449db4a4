/**
 * CMS elements that need no code in the browser, rendered to HTML on the worker (cms-view.server.ts sets
 * the result as a slot's `html`, the page sets it as it comes): video placeholders, the category
 * navigation, a product's name, a manufacturer's logo, a product's description and reviews. Their links
 * are plain links (a click loads the page, as a link in an editor's text does).
 */
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Translate } from '../../../shared/i18n'
import { navigationPath } from '../../../shared/paths'
import type { Media } from '../../../shared/store-api/content'
import type { NavigationEntry } from '../../types'
import { isExternal } from './ContentLink'
import { MediaImage } from './MediaImage'

/** An element's markup; any text in it is escaped by React, `description` below is HTML made safe before. */
export const staticHtml = (element: ReactElement): string => renderToStaticMarkup(element)

/** A link's attributes: inside the shop with the locale's prefix, another site in a new tab if asked. */
function linkProps(href: string, prefix: string, newTab = false) {
  if (!isExternal(href)) return { href: prefix + href }
  return newTab ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href, rel: 'noopener' }
}

/**
 * A video of YouTube or Vimeo as a placeholder: the editor's preview picture (from the shop's own media),
 * what opening it shares, and a link to the video on its platform. Nothing of the platform loads before
 * the shopper follows the link (the page's CSP allows no frames of other sites either).
 */
export function CmsVideo({
  t,
  platform,
  href,
  preview,
}: {
  t: Translate
  platform: string
  href: string
  preview?: Media
}) {
  return (
    <figure className="cms-video">
      {preview ? <MediaImage media={preview} sizes="(min-width: 960px) 50vw, 100vw" alt="" /> : null}
      <figcaption>
        <p>{t('cms.videoPrivacy', { platform })}</p>
        <a className="button" href={href} target="_blank" rel="noopener noreferrer">
          {t('cms.videoOpen', { platform })}
          <span className="visually-hidden">{` ${t('content.newTab')}`}</span>
        </a>
      </figcaption>
    </figure>
  )
}

/** The ids from the top of the navigation down to `id`, or none when it is not in the tree. */
function trailTo(entries: NavigationEntry[], id: string): string[] {
  for (const entry of entries) {
    if (entry.id === id) return [id]
    const below = trailTo(entry.children ?? [], id)
    if (below.length) return [entry.id, ...below]
  }
  return []
}

/**
 * Shopware's category navigation: the main navigation's entries, the branch of the current category opened
 * down to its children, the current one marked.
 */
export function CmsCategoryNavigation({
  t,
  prefix,
  entries,
  active,
}: {
  t: Translate
  prefix: string
  entries: NavigationEntry[]
  active: string
}) {
  const trail = trailTo(entries, active)
  const list = (items: NavigationEntry[]) => (
    <ul>
      {items.map((entry) => (
        <li key={entry.id}>
          <a
            {...linkProps(navigationPath(entry), prefix, entry.linkNewTab)}
            aria-current={entry.id === active ? 'page' : undefined}
          >
            {entry.name}
          </a>
          {trail.includes(entry.id) && entry.children?.length ? list(entry.children) : null}
        </li>
      ))}
    </ul>
  )
  return (
    <nav aria-label={t('filters.categories')} className="cms-category-navigation">
      {list(entries)}
    </nav>
  )
}

/** A product's name where the editor placed it (a heading below the page's own). */
export function CmsProductName({ name }: { name: string }) {
  return <h2 className="cms-product-name">{name}</h2>
}

/** A manufacturer's logo, linked to where the editor (or the manufacturer) points. */
export function CmsManufacturerLogo({
  media,
  alt,
  href,
  newTab,
  prefix,
}: {
  media: Media
  alt: string
  href?: string
  newTab?: boolean
  prefix: string
}) {
  const image = <MediaImage media={media} sizes="16rem" alt={alt} />
  return href ? <a {...linkProps(href, prefix, newTab)}>{image}</a> : image
}

export interface ReviewView {
  points: number
  title?: string
  content?: string
}

/** Rounded to one decimal, written as the locale writes it: 4,3 in German. */
const oneDecimal = (value: number, decimalComma: boolean) => {
  const text = String(Math.round(value * 10) / 10)
  return decimalComma ? text.replace('.', ',') : text
}

/** A product's description (HTML made safe on the worker) and its reviews, as Shopware's element shows them. */
export function CmsDescriptionReviews({
  t,
  decimalComma,
  name,
  description,
  average,
  total,
  reviews,
}: {
  t: Translate
  decimalComma: boolean
  name: string
  description: string
  average?: number
  total: number
  reviews: ReviewView[]
}) {
  return (
    <div className="cms-description-reviews">
      {description ? (
        <>
          <h2>{t('cms.descriptionOf', { name })}</h2>
          <div
            className="cms-text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the product's HTML made safe by safeHtml (cms-view.server.ts)
            dangerouslySetInnerHTML={{ __html: description }}
          />
        </>
      ) : null}
      <h2>{t('cms.reviewsOf', { name })}</h2>
      {average ? (
        <p className="rating">
          {t('product.rating', { points: oneDecimal(average, decimalComma) })} ·{' '}
          {t('product.reviewCount', { count: total })}
        </p>
      ) : null}
      {reviews.length ? (
        <ul className="cms-reviews">
          {reviews.map((review, index) => (
            // Reviews have no id in this view; their order is the Store API's and never changes here.
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to HTML on the worker
            <li key={index}>
              <p className="rating">{t('product.rating', { points: review.points })}</p>
              {review.title ? <h3>{review.title}</h3> : null}
              {review.content ? <p>{review.content}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('product.noReviews')}</p>
      )}
    </div>
  )
}
