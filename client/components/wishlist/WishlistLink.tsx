/** The header's wishlist link with the number of kept products (read after mount: the worker never knows a guest's list). */
import { useAtomValue } from 'jotai'
import { Link } from '../ui/Link'
import { useT } from '../../i18n'
import { wishlistCountAtom } from '../../state/wishlist-atoms'
import { Icon } from '../ui/Icon'
// The wishlist button's styles too: its product cards may be islands, styled before their code arrives.
import './wishlist.css'

export function WishlistLink() {
  const t = useT()
  const count = useAtomValue(wishlistCountAtom)
  return (
    <Link to="/wishlist" className="wishlist-link" aria-label={t('wishlist.count', { count })}>
      <HeartIcon /> <span className="header-label">{t('wishlist.link')}</span>{' '}
      <span className="wishlist-count" data-testid="wishlist-count">
        {count}
      </span>
    </Link>
  )
}

export function HeartIcon() {
  return (
    <Icon>
      <path d="M12 21s-7.5-4.6-9.5-9A5 5 0 0 1 12 6a5 5 0 0 1 9.5 6c-2 4.4-9.5 9-9.5 9z" />
    </Icon>
  )
}
