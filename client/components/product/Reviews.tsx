/** Reviews with the average rating; pages of reviews live in the URL (?reviews=N). */
import { useLocation } from 'react-router'
import { Link } from '../ui/Link'
import { useT } from '../../i18n'
import { useNumber } from '../../number'
import { DayText } from '../../date'
import { REVIEWS_PARAM } from '../../routes/product/params'
import type { ProductReviews } from '../../types'

export function Stars({ points, label }: { points: number; label: string }) {
  const rounded = Math.round(points * 2) / 2
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={n <= rounded ? 'star full' : n - 0.5 === rounded ? 'star half' : 'star'}
        >
          ★
        </span>
      ))}
    </span>
  )
}

export function Reviews({
  reviews,
  average,
  page,
  perPage,
}: {
  reviews: ProductReviews | null
  average: number | null | undefined
  page: number
  perPage: number
}) {
  const t = useT()
  const number = useNumber()
  const count = (value: number) => number(value, 0)
  const location = useLocation()
  const total = reviews?.total ?? reviews?.elements.length ?? 0
  const pages = Math.max(1, Math.ceil(total / perPage))
  const pageHref = (n: number) => {
    const params = new URLSearchParams(location.search)
    if (n === 1) params.delete(REVIEWS_PARAM)
    else params.set(REVIEWS_PARAM, String(n))
    return `${location.pathname}${params.size ? `?${params}` : ''}#reviews`
  }
  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('product.reviews')}</h2>
      {reviews === null ? <p>{t('product.reviewsError')}</p> : null}
      {reviews && total === 0 ? <p>{t('product.noReviews')}</p> : null}
      {reviews && total > 0 ? (
        <>
          <p className="review-summary">
            <Stars points={average ?? 0} label={t('product.rating', { points: number(average ?? 0, 1) })} />{' '}
            {t('product.reviewCount', { count: count(total) })}
          </p>
          <ul className="review-list">
            {reviews.elements.map((review) => (
              <li key={review.id}>
                <Stars points={review.points ?? 0} label={t('product.rating', { points: review.points ?? 0 })} />
                <h3>{review.title}</h3>
                <p>{review.content}</p>
                {review.createdAt ? (
                  <p className="review-date">
                    <time dateTime={review.createdAt}>
                      <DayText iso={review.createdAt} />
                    </time>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('product.reviewPages')} className="pagination">
              {page > 1 ? (
                <Link to={pageHref(page - 1)} preventScrollReset>
                  {t('listing.previous')}
                </Link>
              ) : (
                <span />
              )}
              <span aria-current="page">{t('listing.page', { page, pages })}</span>
              {page < pages ? (
                <Link to={pageHref(page + 1)} preventScrollReset>
                  {t('listing.next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
