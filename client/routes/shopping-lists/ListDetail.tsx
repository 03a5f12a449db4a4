/**
 * /shopping-list/{id}, the owner's list: its lines (article number, unit price, colour, variant),
 * quantity steppers (debounced with JavaScript, a form without), a line's variant replaced, lines
 * removed, all or the checked lines into the cart, notes, a share link by mail, a quote request.
 */
import { useCallback, useId, useState } from 'react'
import { Form, useActionData, useRevalidator, useSearchParams } from 'react-router'
import { Link } from '../../components/ui/Link'
import { ErrorSummary, FormNotice, TextAreaField, TextField } from '../../components/form/Form'
import { NumberStepper } from '../../components/ui/NumberStepper'
import { useHydrated } from '../../hydrated'
import { useT } from '../../i18n'
import { DayText } from '../../date'
import { type Result, type ShoppingListLineItem, useQuantityChanges } from '../../state/shopping-lists'
import { AccountForm, INTENT, useIntentResult } from '../account/form'
import { FormCard, InlineAction } from './forms'
import { CartAdded, LineCells, LinesHead, ListSummary } from './lines'
import { useListTotal } from './total'
import { type ListData, LISTS_PATH, listPath, VARIANT_PARAM } from './params'

/** The id of the cart form the lines' checkboxes belong to. */
const CART_FORM = 'shopping-list-cart'
/** Messages after a redirect back here (?done=…). */
const DONE: Record<string, string> = {
  added: 'shoppingList.add.done',
  replaced: 'shoppingList.detail.replaced',
}

export function ListDetail({ data }: { data: ListData }) {
  const t = useT()
  const { list } = data
  const [params] = useSearchParams()
  const done = DONE[params.get('done') ?? '']
  const lineResult = useIntentResult('list')
  return (
    <div className="shopping-list-detail">
      <p>
        <Link to={LISTS_PATH}>{t('shoppingList.back')}</Link>
      </p>
      <h2 id="account-heading">{list.name}</h2>
      <ListSummary list={list} />
      {done ? <FormNotice message={{ key: done, params: { name: list.name } }} /> : null}
      {lineResult.success ? <FormNotice message={lineResult.success} /> : null}
      {lineResult.failure ? <ErrorSummary errors={lineResult.failure.errors} /> : null}
      {list.lineItems.length === 0 ? (
        <p>{t('shoppingList.detail.noItems')}</p>
      ) : (
        <>
          <Lines data={data} />
          <AddToCart />
        </>
      )}
      <Quote data={data} />
      <Notes notes={list.notes} />
      <Share />
    </div>
  )
}

function Lines({ data }: { data: ListData }) {
  const t = useT()
  const { revalidate } = useRevalidator()
  const [saved, setSaved] = useState<Result<void> | null>(null)
  const onSent = useCallback(
    (result: Result<void>) => {
      setSaved(result)
      if (result.ok) void revalidate()
    },
    [revalidate],
  )
  const changeQuantity = useQuantityChanges(onSent)
  return (
    <>
      <table className="shopping-list-lines">
        <caption className="visually-hidden">{t('shoppingList.detail.items')}</caption>
        <LinesHead select colour />
        <tbody>
          {data.list.lineItems.map((line) => (
            <Line
              key={line.id}
              line={line}
              changeQuantity={changeQuantity}
              choosing={data.variantChoice?.lineItemId === line.id ? data.variantChoice : null}
            />
          ))}
        </tbody>
      </table>
      <p role="status" aria-live="polite" className={saved && !saved.ok ? 'message error' : 'message'}>
        {saved ? (saved.ok ? t('shoppingList.detail.quantitySaved') : t(saved.error.key)) : ''}
      </p>
    </>
  )
}

function Line({
  line,
  changeQuantity,
  choosing,
}: {
  line: ShoppingListLineItem
  changeQuantity: (lineItemId: string, quantity: number) => Promise<void>
  choosing: ListData['variantChoice']
}) {
  const t = useT()
  return (
    <>
      <tr>
        <td>
          <input
            type="checkbox"
            name="ids"
            value={line.id}
            form={CART_FORM}
            aria-label={t('shoppingList.detail.selectItem', { name: line.label })}
          />
        </td>
        <LineCells line={line} colour>
          <td>
            <QuantityForm line={line} changeQuantity={changeQuantity} />
          </td>
        </LineCells>
        <td className="shopping-list-line-actions">
          {line.parentId ? (
            <Link
              to={`?${VARIANT_PARAM}=${line.id}`}
              preventScrollReset
              aria-label={t('shoppingList.detail.changeVariantLabel', { name: line.label })}
            >
              {t('shoppingList.detail.changeVariant')}
            </Link>
          ) : null}
          <InlineAction
            intent="remove"
            hidden={{ lineItemId: line.id }}
            label={t('shoppingList.detail.removeLabel', { name: line.label })}
          >
            {t('shoppingList.detail.remove')}
          </InlineAction>
        </td>
      </tr>
      {choosing ? (
        <tr>
          <td colSpan={10}>
            <VariantChoice line={line} choice={choosing} />
          </td>
        </tr>
      ) : null}
    </>
  )
}

/**
 * A line's quantity: with JavaScript the stepper sends the last value 500 ms after the shopper stopped,
 * without it the form's button sends it.
 */
function QuantityForm({
  line,
  changeQuantity,
}: {
  line: ShoppingListLineItem
  changeQuantity: (lineItemId: string, quantity: number) => Promise<void>
}) {
  const t = useT()
  const id = useId()
  const hydrated = useHydrated()
  const result = useIntentResult(`quantity-${line.id}`)
  const [quantity, setQuantity] = useState(line.quantity)
  const label = t('shoppingList.detail.quantityOf', { name: line.label })
  const change = (next: number) => {
    setQuantity(next)
    if (next !== quantity) void changeQuantity(line.id, next)
  }
  return (
    <Form method="post" className="shopping-list-quantity">
      <input type="hidden" name={INTENT} value="quantity" />
      <input type="hidden" name="lineItemId" value={line.id} />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <NumberStepper
        id={id}
        name="quantity"
        label={label}
        value={quantity}
        onChange={change}
        min={1}
        max={99_999}
        step={1}
      />
      {hydrated ? null : (
        <button type="submit" className="link-button">
          {t('shoppingList.detail.updateQuantity')}
        </button>
      )}
      {result.failure ? <ErrorSummary errors={result.failure.errors} /> : null}
    </Form>
  )
}

/** ?variant=<line>: a select per option group of the line's product, the line's own options chosen. */
function VariantChoice({
  line,
  choice,
}: {
  line: ShoppingListLineItem
  choice: NonNullable<ListData['variantChoice']>
}) {
  const t = useT()
  return (
    <FormCard
      intent="replace"
      className="variant-choice"
      heading={t('shoppingList.detail.replaceHeading', { name: line.label })}
      submit={t('shoppingList.detail.replace')}
      hidden={{ lineItemId: line.id, parentId: line.parentId ?? '' }}
      after={
        <Link to={listPath(line.listId)} preventScrollReset>
          {t('shoppingList.detail.cancel')}
        </Link>
      }
    >
      {() =>
        choice.groups.map((group) => (
          <div className="field" key={group.id}>
            <label htmlFor={`variant-${group.id}`}>{group.name}</label>
            <select id={`variant-${group.id}`} name="option" defaultValue={group.selected ?? undefined}>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ))
      }
    </FormCard>
  )
}

/** All lines or the checked ones into the cart; the header's cart follows (the Store API changed it on the worker). */
function AddToCart() {
  const t = useT()
  const result = useIntentResult('cart')
  const added = (useActionData() as { cart?: boolean } | undefined)?.cart
  return (
    <AccountForm intent="cart" result={result} className="form-actions shopping-list-cart" id={CART_FORM}>
      <button type="submit" name="scope" value="all" className="button primary">
        {t('shoppingList.detail.addAll')}
      </button>
      <button type="submit" name="scope" value="selected" className="button">
        {t('shoppingList.detail.addSelected')}
      </button>
      {added ? <CartAdded key={result.attempt} /> : null}
    </AccountForm>
  )
}

function Notes({ notes }: { notes: string | null }) {
  const t = useT()
  return (
    <FormCard intent="notes" heading={t('shoppingList.notes.heading')} submit={t('shoppingList.notes.submit')}>
      {(field) => (
        <TextAreaField {...field('notes', notes)} label={t('shoppingList.notes.label')} rows={4} maxLength={1000} />
      )}
    </FormCard>
  )
}

function Share() {
  const t = useT()
  return (
    <FormCard intent="share" heading={t('shoppingList.share.heading')} submit={t('shoppingList.share.submit')}>
      {(field, attempt) => (
        <>
          <TextField
            {...field('recipientEmail')}
            key={`recipient-${attempt}`}
            label={t('shoppingList.share.recipient')}
            type="email"
            autoComplete="email"
          />
          <TextAreaField
            {...field('message')}
            key={`message-${attempt}`}
            label={t('shoppingList.share.message')}
            rows={3}
            maxLength={1000}
          />
        </>
      )}
    </FormCard>
  )
}

/** The newest quote request of the list, and the form for another. */
function Quote({ data }: { data: ListData }) {
  const t = useT()
  const total = useListTotal()
  const { quote } = data.list
  const stored = quote ? (
    <div className="shopping-list-quote" data-testid="shopping-list-quote">
      <p>
        <DayText
          iso={quote.createdAt}
          text="shoppingList.quote.stored"
          params={{ number: quote.quoteNumber, count: quote.lineItemCount }}
        />
      </p>
      <p>{t('shoppingList.quote.status', { status: t(`shoppingList.quote.${quote.status}`) })}</p>
      {quote.comment ? <p>{t('shoppingList.quote.yourComment', { comment: quote.comment })}</p> : null}
    </div>
  ) : null
  return (
    <FormCard
      intent="quote"
      heading={t('shoppingList.quote.heading')}
      submit={t('shoppingList.quote.submit')}
      before={
        <>
          {stored}
          <p className="hint">{total(data.list.price)}</p>
        </>
      }
    >
      {(field, attempt) => (
        <TextAreaField
          {...field('comment')}
          key={`comment-${attempt}`}
          label={t('shoppingList.quote.comment')}
          rows={3}
          maxLength={1000}
        />
      )}
    </FormCard>
  )
}
