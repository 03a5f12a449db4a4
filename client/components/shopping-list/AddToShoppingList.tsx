/**
 * "Add to shopping list" on product pages and cards, for business customers only: nothing at
 * all for anyone else. Before hydration it is a GET form to /account/shopping-lists?add=<product>, whose
 * form picks the list; once hydrated it opens the dialog, whose code (and the lists' store) loads on the
 * first press, so the pages every shopper loads carry only this button (docs/decisions/006).
 */
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react'
import { usePrefix, useT } from '../../i18n'
import { useShoppingListsAvailable } from '../../state/shopping-lists-access'
import { Icon } from '../ui/Icon'
import { useHydrated } from '../../hydrated'

const ShoppingListDialog = lazy(() => import('./ShoppingListDialog'))

export function AddToShoppingList({
  productId,
  name,
  describedBy,
  compact = false,
}: {
  productId: string
  /** The product's name, for the dialog's text. */
  name: string
  /** The id of the product's name on a card, so each card's button says which product it keeps. */
  describedBy?: string
  /** Icon only (product cards); the product page shows the text too. */
  compact?: boolean
}) {
  const t = useT()
  const prefix = usePrefix()
  const hydrated = useHydrated()
  const available = useShoppingListsAvailable()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  if (!available) return null
  const label = t('shoppingList.add.button')

  function openDialog(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return
    event.preventDefault()
    setOpen(true)
  }
  function close() {
    setOpen(false)
    trigger.current?.focus()
  }
  return (
    <>
      <form className="wishlist-form" method="get" action={`${prefix}/account/shopping-lists`} onSubmit={openDialog}>
        <input type="hidden" name="add" value={productId} />
        <button
          ref={trigger}
          type="submit"
          className={compact ? 'wishlist-button compact' : 'wishlist-button'}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={compact ? label : undefined}
          aria-describedby={describedBy}
        >
          <ListIcon />
          {compact ? null : <span>{label}</span>}
        </button>
      </form>
      {open ? (
        <Suspense fallback={null}>
          <ShoppingListDialog productId={productId} name={name} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}

function ListIcon() {
  return (
    <Icon>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <path d="M4 6h.01M4 12h.01M4 18h.01" />
    </Icon>
  )
}
