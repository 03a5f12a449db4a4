/**
 * /account/shopping-lists: create, rename, duplicate, delete (one or the checked ones, after a
 * confirmation), and the product page's "add to a list" without JavaScript (?add=). Every control is a
 * real form POST to the page's action (decision 017).
 */
import { useId } from 'react'
import { Form, useActionData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { ErrorSummary, FormNotice, SelectField, TextField } from '../../components/form/Form'
import { Pagination } from '../../components/ui/Pagination'
import { useT } from '../../i18n'
import { useNumber } from '../../number'
import { DayText } from '../../date'
import type { ShoppingList } from '../../state/shopping-lists'
import { INTENT, useIntentResult } from '../account/form'
import { FormCard, InlineAction } from './forms'
import { useListTotal } from './total'
import { type ListsData, LISTS_PATH, listPath } from './params'

/** The id of the form the rows' checkboxes belong to (they sit in the table, the form below it). */
const BULK_FORM = 'shopping-lists-bulk'

export function Lists({ data }: { data: ListsData }) {
  const t = useT()
  const number = useNumber()
  const listResult = useIntentResult('list')
  return (
    <div className="shopping-lists">
      <h2 id="account-heading">{t('shoppingList.title')}</h2>
      {/* Adding a product is the page's one task then (its form can make a new list too). */}
      {data.adding ? <AddProduct data={data} /> : <CreateList />}
      <DeleteConfirmation lists={data.lists} />
      {listResult.success ? <FormNotice message={listResult.success} /> : null}
      {listResult.failure ? <ErrorSummary errors={listResult.failure.errors} /> : null}
      {data.lists.length === 0 ? (
        <p>{t('shoppingList.empty')}</p>
      ) : (
        <>
          <p className="result-count">{t('shoppingList.count', { count: number(data.total, 0) })}</p>
          <ul className="shopping-list-cards">
            {data.lists.map((list) => (
              <ListCard key={list.id} list={list} />
            ))}
          </ul>
          <Form method="post" id={BULK_FORM} className="form-actions">
            <input type="hidden" name={INTENT} value="delete" />
            <button type="submit" className="button">
              {t('shoppingList.delete.selected')}
            </button>
          </Form>
          <Pagination page={data.page} total={data.total} limit={data.limit} />
        </>
      )}
    </div>
  )
}

function CreateList() {
  const t = useT()
  return (
    <FormCard intent="create" heading={t('shoppingList.create.heading')} submit={t('shoppingList.create.submit')}>
      {(field, attempt) => (
        <TextField
          {...field('name', t('shoppingList.defaultName'))}
          key={attempt}
          label={t('shoppingList.create.name')}
          placeholder={t('shoppingList.defaultName')}
          maxLength={255}
          required
        />
      )}
    </FormCard>
  )
}

/** One list: its name (the link to it), count, total and dates, and its own forms. */
function ListCard({ list }: { list: ShoppingList }) {
  const t = useT()
  const total = useListTotal()
  const nameId = useId()
  const renameId = useId()
  const rename = useIntentResult(`rename-${list.id}`)
  return (
    <li className="account-card shopping-list-card" aria-labelledby={nameId}>
      <div className="shopping-list-card-head">
        <input
          type="checkbox"
          name="ids"
          value={list.id}
          form={BULK_FORM}
          aria-label={t('shoppingList.select', { name: list.name })}
        />
        <h3 id={nameId}>
          <Link to={listPath(list.id)}>{list.name}</Link>
        </h3>
      </div>
      <p>
        {t('shoppingList.itemCount', { count: list.lineItemCount })} · {total(list.price)}
      </p>
      <p className="hint">
        <DayText iso={list.updatedAt ?? list.createdAt} text="shoppingList.updated" />
      </p>
      <div className="address-item-actions">
        <details open={Boolean(rename.failure)}>
          <summary>{t('shoppingList.rename.submit')}</summary>
          <Form method="post" className="inline-rename">
            <input type="hidden" name={INTENT} value="rename" />
            <input type="hidden" name="listId" value={list.id} />
            {rename.failure ? <ErrorSummary errors={rename.failure.errors} /> : null}
            <label htmlFor={renameId}>{t('shoppingList.rename.label', { name: list.name })}</label>
            <input id={renameId} name="name" defaultValue={list.name} maxLength={255} required />
            <button type="submit" className="button">
              {t('shoppingList.rename.submit')}
            </button>
          </Form>
        </details>
        {rename.success ? <FormNotice message={rename.success} /> : null}
        <InlineAction
          intent="duplicate"
          hidden={{ listId: list.id, name: t('shoppingList.duplicate.name', { name: list.name }) }}
          label={t('shoppingList.duplicate.label', { name: list.name })}
        >
          {t('shoppingList.duplicate.submit')}
        </InlineAction>
        <InlineAction
          intent="delete"
          hidden={{ listId: list.id }}
          label={t('shoppingList.delete.label', { name: list.name })}
        >
          {t('shoppingList.delete.submit')}
        </InlineAction>
      </div>
    </li>
  )
}

/** After "delete": the lists named, and a second POST that deletes them (or a link back that does not). */
function DeleteConfirmation({ lists }: { lists: ShoppingList[] }) {
  const t = useT()
  const data = useActionData() as { intent?: string; confirm?: string[] } | undefined
  if (data?.intent !== 'delete' || !data.confirm) return null
  const names = new Map(lists.map((list) => [list.id, list.name]))
  return (
    <section
      className="account-card delete-confirmation"
      role="alertdialog"
      aria-labelledby="shopping-list-delete-heading"
      aria-describedby="shopping-list-delete-text"
    >
      <h3 id="shopping-list-delete-heading">{t('shoppingList.delete.confirmHeading')}</h3>
      <p id="shopping-list-delete-text">{t('shoppingList.delete.confirmText')}</p>
      <ul>
        {data.confirm.map((id) => (
          <li key={id}>{names.get(id) ?? id}</li>
        ))}
      </ul>
      <Form method="post" className="form-actions">
        <input type="hidden" name={INTENT} value="delete" />
        <input type="hidden" name="confirmed" value="1" />
        {data.confirm.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        {/* biome-ignore lint/a11y/noAutofocus: the confirmation appears only after the shopper asked to delete; the focus must move to the choice it asks for */}
        <button type="submit" className="button primary" autoFocus>
          {t('shoppingList.delete.confirm')}
        </button>
        <Link to={LISTS_PATH} className="button">
          {t('shoppingList.delete.cancel')}
        </Link>
      </Form>
    </section>
  )
}

/** ?add=<productId>: the product onto one of the lists or a new one (the button's way without JavaScript). */
function AddProduct({ data }: { data: ListsData }) {
  const t = useT()
  const product = data.adding!
  return (
    <FormCard
      intent="add-product"
      heading={t('shoppingList.add.heading')}
      submit={t('shoppingList.add.submit')}
      before={<p>{t('shoppingList.add.product', { name: `${product.name} (${product.productNumber})` })}</p>}
      hidden={{ productId: product.id }}
    >
      {(field) => (
        <>
          <SelectField {...field('listId', data.lists[0]?.id ?? 'new')} label={t('shoppingList.add.list')}>
            {data.lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
            <option value="new">{t('shoppingList.add.newList')}</option>
          </SelectField>
          <TextField {...field('name', t('shoppingList.defaultName'))} label={t('shoppingList.add.newListName')} />
          <TextField
            {...field('quantity', '1')}
            label={t('shoppingList.add.quantity')}
            type="number"
            min={1}
            inputMode="numeric"
          />
        </>
      )}
    </FormCard>
  )
}
