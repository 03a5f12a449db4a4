/** The parts of a list the owner's and the shared view both show: its summary and each line's product, number and prices. */
import type { ReactNode } from 'react'
import { Link } from '../../components/ui/Link'
import { usePrice, useT } from '../../i18n'
import { UnitPrice } from '../../components/product/PriceLaw'
import { DayText } from '../../date'
import { useCartReload } from '../../state/cart-actions'
import type { ShoppingList, ShoppingListLineItem } from '../../state/shopping-lists'
import { useListTotal } from './total'
import { productIdPath } from '../../../shared/paths'

/**
 * After lines went into the cart on the worker: the cart read again (the header's count follows) and
 * the way to it.
 */
export function CartAdded() {
  const t = useT()
  useCartReload()
  return <Link to="/checkout/cart">{t('shoppingList.detail.toCart')}</Link>
}

/** Count, total (net for business customers: the list says which) and dates. */
export function ListSummary({ list }: { list: ShoppingList }) {
  const t = useT()
  const total = useListTotal()
  return (
    <p className="shopping-list-summary">
      {t('shoppingList.itemCount', { count: list.lineItemCount })} ·{' '}
      <strong data-testid="shopping-list-total">{total(list.price)}</strong> ·{' '}
      <DayText iso={list.createdAt} text="shoppingList.created" />
    </p>
  )
}

/** The lines' column heads; `select` for the checkbox column, `colour` for colour and variant (the owner's view). */
export function LinesHead({ select = false, colour = false }: { select?: boolean; colour?: boolean }) {
  const t = useT()
  return (
    <thead>
      <tr>
        {select ? (
          <th scope="col">
            <span className="visually-hidden">{t('shoppingList.detail.select')}</span>
          </th>
        ) : null}
        <th scope="col">{t('shoppingList.detail.product')}</th>
        <th scope="col">{t('shoppingList.detail.productNumber')}</th>
        {colour ? (
          <>
            <th scope="col">{t('shoppingList.detail.color')}</th>
            <th scope="col">{t('shoppingList.detail.variant')}</th>
          </>
        ) : null}
        <th scope="col">{t('shoppingList.detail.unitPrice')}</th>
        <th scope="col">{t('shoppingList.detail.quantity')}</th>
        <th scope="col">{t('shoppingList.detail.lineTotal')}</th>
        {select ? <th scope="col">{t('shoppingList.detail.actions')}</th> : null}
      </tr>
    </thead>
  )
}

/** A line's product cells; `children` is its quantity cell (a stepper for the owner, a number for a shared list). */
export function LineCells({
  line,
  colour = false,
  children,
}: {
  line: ShoppingListLineItem
  colour?: boolean
  children: ReactNode
}) {
  const t = useT()
  const price = usePrice()
  return (
    <>
      <th scope="row" className="shopping-list-product">
        {line.cover ? <img src={line.cover} alt="" width={48} height={48} loading="lazy" /> : null}
        <span>
          {/* The product with this line's variant chosen (a product no longer sold answers with the not-found page). */}
          <Link to={productIdPath(line.productId)}>{line.label}</Link>
          <UnitPrice price={line} format={price} />
        </span>
        {line.available ? null : <span className="badge">{t('shoppingList.detail.unavailable')}</span>}
      </th>
      <td data-testid="line-number">{line.productNumber}</td>
      {colour ? (
        <>
          <td>{line.color ?? '–'}</td>
          <td data-testid="line-variant">{line.variant ?? '–'}</td>
        </>
      ) : null}
      <td>{price(line.unitPrice)}</td>
      {children}
      <td data-testid="line-total">{price(line.totalPrice)}</td>
    </>
  )
}
