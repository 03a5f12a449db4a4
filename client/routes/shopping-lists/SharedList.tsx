/**
 * A shared list (/shopping-list/{id}?share=…), for whoever holds the link: its products read-only,
 * without colour or size choice, and all of them into the visitor's own cart.
 */
import { useActionData } from 'react-router'
import { useT } from '../../i18n'
import { AccountForm, useIntentResult } from '../account/form'
import { CartAdded, LineCells, LinesHead, ListSummary } from './lines'
import { SHARE_PARAM, type SharedData } from './params'

export function SharedList({ data }: { data: SharedData }) {
  const t = useT()
  const { list } = data
  const result = useIntentResult('cart-shared')
  const added = (useActionData() as { cart?: boolean } | undefined)?.cart
  return (
    <div className="shopping-list-detail shopping-list-shared">
      <p className="badge">{t('shoppingList.detail.shared')}</p>
      <h2 id="account-heading">{list.name}</h2>
      <p>{t('shoppingList.detail.sharedHint')}</p>
      <ListSummary list={list} />
      {list.lineItems.length === 0 ? (
        <p>{t('shoppingList.detail.noItems')}</p>
      ) : (
        <>
          <table className="shopping-list-lines">
            <caption className="visually-hidden">{t('shoppingList.detail.items')}</caption>
            <LinesHead />
            <tbody>
              {list.lineItems.map((line) => (
                <tr key={line.id}>
                  <LineCells line={line}>
                    <td>{line.quantity}</td>
                  </LineCells>
                </tr>
              ))}
            </tbody>
          </table>
          <AccountForm
            intent="cart-shared"
            result={result}
            className="form-actions"
            hidden={{ [SHARE_PARAM]: data.shareToken }}
          >
            <button type="submit" className="button primary">
              {t('shoppingList.detail.addAll')}
            </button>
            {added ? <CartAdded key={result.attempt} /> : null}
          </AccountForm>
        </>
      )}
    </div>
  )
}
