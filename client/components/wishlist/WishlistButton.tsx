/**
 * The wishlist button of product pages and cards: a toggle (aria-pressed) once hydrated. Before that it is
 * a real form POST to the wishlist page's action for a logged-in customer, and for a guest (whose list
 * lives in the browser) a form that opens the login, which comes back here.
 */
import { useAtomValue } from 'jotai'
import { type FormEvent, useState } from 'react'
import { useLocation } from 'react-router'
import { usePrefix, useT } from '../../i18n'
import { useNotify } from '../../state/notifications'
import { sessionAtom } from '../../state/session'
import { syncsWithServer } from '../../state/wishlist-atoms'
import { useWishlistToggle } from '../../state/wishlist-toggle'
import { useHydrated } from '../../hydrated'
import { HeartIcon } from './WishlistLink'
import { whileBusy } from '../ui/busy'

export function WishlistButton({
  productId,
  describedBy,
  compact = false,
}: {
  productId: string
  /** The id of the product's name, so each card's button says which product it keeps. */
  describedBy?: string
  /** Icon only (product cards); the product page shows the text too. */
  compact?: boolean
}) {
  const t = useT()
  const prefix = usePrefix()
  const { pathname, search } = useLocation()
  const session = useAtomValue(sessionAtom)
  const hydrated = useHydrated()
  const { listed, toggle } = useWishlistToggle(productId)
  const [busy, setBusy] = useState(false)
  const notify = useNotify()
  const label = t('wishlist.add')
  // Below the locale prefix: the login and the wishlist action add it back when they redirect.
  const here = pathname + search
  const className = compact ? 'wishlist-button compact' : 'wishlist-button'
  const content = (
    <>
      <HeartIcon />
      {compact ? null : <span>{label}</span>}
    </>
  )

  if (!hydrated && !syncsWithServer(session)) {
    // A GET form, so the control is a button before and after hydration (the card's one link stays its product's).
    return (
      <form className="wishlist-form" method="get" action={`${prefix}/login`}>
        <input type="hidden" name="redirectTo" value={here} />
        <button
          type="submit"
          className={className}
          aria-label={compact ? label : undefined}
          aria-describedby={describedBy}
        >
          {content}
        </button>
      </form>
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    try {
      await toggle()
      notify({ type: 'success', key: listed ? 'wishlist.removed' : 'wishlist.added' })
    } catch {
      notify({ type: 'danger', key: 'wishlist.error' })
    }
    setBusy(false)
  }
  return (
    <form className="wishlist-form" method="post" action={`${prefix}/wishlist`} onSubmit={submit}>
      <input type="hidden" name="intent" value={listed ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        className={className}
        aria-pressed={listed}
        aria-label={compact ? label : undefined}
        aria-describedby={describedBy}
        {...whileBusy(busy)}
      >
        {content}
      </button>
    </form>
  )
}
