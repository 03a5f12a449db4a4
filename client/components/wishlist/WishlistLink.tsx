/** The header's wishlist link with the number of kept products (read after mount: the worker never knows a guest's list). */
import { useAtomValue } from 'jotai'
import { Link } from 'react-router'
import { useT } from '../../i18n'
import { wishlistCountAtom } from '../../state/wishlist'
import { HeartIcon } from './WishlistButton'

export function WishlistLink() {
  const t = useT()
  const count = useAtomValue(wishlistCountAtom)
  return (
    <Link to="/wishlist" className="wishlist-link" aria-label={t('wishlist.count', { count })}>
      <HeartIcon /> {t('wishlist.link')}{' '}
      <span className="wishlist-count" data-testid="wishlist-count">
        {count}
      </span>
    </Link>
  )
}
