/** Page links for listings and search; the page lives in the URL (?p=N), so back and sharing work. */
import { useLocation } from 'react-router'
import { Link } from './Link'
import { useT } from '../../i18n'

export function Pagination({ page, total, limit }: { page: number; total: number; limit: number }) {
  const t = useT()
  const location = useLocation()
  const pages = Math.max(1, Math.ceil(total / limit))
  if (pages <= 1) return null
  const href = (target: number) => {
    const params = new URLSearchParams(location.search)
    if (target === 1) params.delete('p')
    else params.set('p', String(target))
    const query = params.toString()
    return location.pathname + (query ? `?${query}` : '')
  }
  return (
    <nav aria-label={t('listing.pagination')} className="pagination">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t('listing.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">{t('listing.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t('listing.next')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}
