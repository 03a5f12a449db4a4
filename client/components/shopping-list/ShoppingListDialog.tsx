/**
 * The dialog of "add to shopping list": pick one of the customer's lists or name a new one, and the
 * quantity. A native modal <dialog>: the page behind it is inert (focus stays inside), Escape closes
 * it, its heading labels it, and the focus goes back to the button that opened it.
 */
import { useAtomValue } from 'jotai'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Link } from '../ui/Link'
import { useT } from '../../i18n'
import { languageIdAtom } from '../../state/session'
import {
  attempt,
  browserShoppingLists,
  createShoppingList,
  type ShoppingListError,
  useShoppingLists,
} from '../../state/shopping-lists'
import { listPath } from '../../routes/shopping-lists/params'
import './shopping-list-dialog.css'
import { whileBusy } from '../ui/busy'

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'added'; listId: string; listName: string }
  | {
      kind: 'failed'
      error: ShoppingListError
    }

export default function ShoppingListDialog({
  productId,
  name,
  onClose,
}: {
  productId: string
  name: string
  onClose: () => void
}) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const ids = { list: useId(), name: useId(), quantity: useId() }
  const languageId = useAtomValue(languageIdAtom)
  const { lists, refresh } = useShoppingLists()
  const [choice, setChoice] = useState<string | null>(null)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [loadFailed, setLoadFailed] = useState(false)
  // Until the lists are known the choice stays open ('') rather than "new list": a name field shown
  // first and taken away when the lists arrive would drop the focus of a shopper already in it.
  const known = lists ?? (loadFailed ? [] : null)
  const listId = choice ?? (known ? (known[0]?.id ?? 'new') : '')

  useEffect(() => {
    const dialog = ref.current
    // Unmounting removes it from the top layer; closing here would report a close the shopper never made.
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  useEffect(() => {
    void refresh().then((result) => setLoadFailed(!result.ok))
  }, [refresh])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const quantity = Number(form.get('quantity'))
    const api = browserShoppingLists(languageId)
    setState({ kind: 'busy' })
    let target = lists?.find((list) => list.id === listId)
    if (!target) {
      const created = await createShoppingList(api, String(form.get('name') ?? ''))
      if (!created.ok) return setState({ kind: 'failed', error: created.error })
      target = created.data
    }
    const { id, name: listName } = target
    const added = await attempt('addProduct', () => api.addProducts(id, { [productId]: quantity }))
    if (!added.ok) return setState({ kind: 'failed', error: added.error })
    setState({ kind: 'added', listId: id, listName })
    void refresh(true)
  }

  return (
    // The native dialog's cancel (Escape) and close both end here; the opener gets the focus back.
    <dialog
      ref={ref}
      className="shopping-list-dialog"
      aria-labelledby={headingId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
    >
      <h2 id={headingId}>{t('shoppingList.add.heading')}</h2>
      <p>{t('shoppingList.add.product', { name })}</p>
      <form onSubmit={submit} className="form-stack">
        <div className="field">
          <label htmlFor={ids.list}>{t('shoppingList.add.list')}</label>
          <select id={ids.list} name="listId" value={listId} onChange={(event) => setChoice(event.target.value)}>
            {known ? null : <option value="">{t('shoppingList.loading')}</option>}
            {(known ?? []).map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
            <option value="new">{t('shoppingList.add.newList')}</option>
          </select>
        </div>
        {listId === 'new' ? (
          <div className="field">
            <label htmlFor={ids.name}>{t('shoppingList.add.newListName')}</label>
            <input id={ids.name} name="name" defaultValue={t('shoppingList.defaultName')} maxLength={255} required />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={ids.quantity}>{t('shoppingList.add.quantity')}</label>
          <input id={ids.quantity} name="quantity" type="number" min={1} step={1} defaultValue={1} required />
        </div>
        <p role="status" aria-live="polite" className={state.kind === 'failed' ? 'message error' : 'message'}>
          {state.kind === 'added' ? (
            <>
              {t('shoppingList.add.done', { name: state.listName })}{' '}
              <Link to={listPath(state.listId)} onClick={onClose}>
                {t('shoppingList.add.view')}
              </Link>
            </>
          ) : state.kind === 'failed' ? (
            t(state.error.key)
          ) : null}
        </p>
        <div className="form-actions">
          <button
            type="submit"
            className="button primary"
            disabled={listId === ''}
            {...whileBusy(state.kind === 'busy')}
          >
            {state.kind === 'busy' ? t('shoppingList.add.adding') : t('shoppingList.add.submit')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('shoppingList.add.close')}
          </button>
        </div>
      </form>
    </dialog>
  )
}

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: the modal
 * dialog makes the page inert, but the browser would otherwise let the focus leave to its own controls.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input, select, textarea'),
  ]
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
