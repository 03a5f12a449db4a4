/**
 * The shopping-list pages' form actions (docs/decisions/017-form-actions.md): real POSTs that work
 * without JavaScript, the form's intent picking the call. Every call is the session's own (the Store API
 * keys lists by the context token); a refusal comes back as the page's form errors, in the shopper's
 * language, keyed by the Store API's English text (contract: "the client shows its own translated text").
 */
import { foundVariantId } from '../../../shared/store-api/variant'
import { data } from 'react-router'
import {
  checkFields,
  type FormErrors,
  fieldName,
  formErrorsOf,
  formValues,
  hasErrors,
} from '../../../shared/forms/errors'
import { StoreApiError } from '../../../shared/store-api/client'
import {
  FAILURES,
  type Failure,
  failureKey,
  type ShoppingListApi,
  shoppingListApi,
  VALIDATION_KEYS,
} from '../../state/shopping-lists'
import { formFailure, redirectAfterPost, refusalFailure } from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import { requireLogin } from '../session.server'
import { notFound } from '../loader-utils.server'
import { lacksFeature } from '../../../shared/store-api/capabilities'
import type { ActionMap } from '../table'
import { INTENT } from '../account/form'
import { listPath, SHARE_PARAM } from './params'

type Values = Record<string, string>
interface Form {
  values: Values
  /** Every value of a repeated field (the checked lists or lines). */
  all(name: string): string[]
}
interface Call {
  form: Form
  args: ActionArgs
  lists: ShoppingListApi
}
type Handler = (call: Call) => Promise<unknown>

/** The success of a form that stays on its page, tagged with its intent so only that form shows it. */
const succeeded = (intent: string, key: string, params?: Record<string, string | number>) =>
  data({ success: { key, params }, intent })

/**
 * A refusal as the form's errors: each Store API error on the form's own fields (by its pointer) says
 * the shop's own message in the shopper's language, anything else is the form's message; `failure` names
 * what failed when the answer says nothing more specific.
 */
export function listFormErrors(error: StoreApiError, failure: Failure, fields: string[]): FormErrors {
  const mapped = formErrorsOf(error.errors)
  const errors: FormErrors = { fields: {}, form: null }
  for (const entry of error.errors) {
    const field = fieldName(entry.source?.pointer)
    const key = VALIDATION_KEYS[entry.detail ?? ''] ?? (field ? mapped.fields[field]?.key : undefined)
    if (field && fields.includes(field) && key) errors.fields[field] ??= { key, params: mapped.fields[field]?.params }
    else errors.form ??= { key: failureKey(error, FAILURES[failure][1]) }
  }
  if (!hasErrors(errors)) errors.form = { key: FAILURES[failure][1] }
  return errors
}

/** A Store API refusal the shopper can act on as form errors; anything else (5xx, an ended session) is the error page. */
const refused = (error: unknown, values: Values, failure: Failure, fields: string[] = []) =>
  refusalFailure(error, values, (refusal) => listFormErrors(refusal, failure, fields))

/** The form's values, answered to the view that shows `intent`'s messages (client/routes/account/form.tsx). */
const answeredAs = (values: Values, intent: string): Values => ({ ...values, intent })

/** A form the page checks before asking: one message for the whole form. */
const invalid = (values: Values, detail: string) =>
  formFailure({ fields: {}, form: { key: VALIDATION_KEYS[detail] ?? 'error.unknown' } }, values)

/** A positive whole number from a field, else null (the Store API then says what is wrong with it). */
const quantityOf = (raw: string | undefined) => (raw && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN)

const overview: Record<string, Handler> = {
  async create({ form: { values }, lists }) {
    try {
      const list = await lists.create(values.name ?? '')
      return succeeded('create', 'shoppingList.create.done', { name: list.name })
    } catch (error) {
      return refused(error, values, 'create', ['name'])
    }
  },

  async rename({ form: { values }, lists }) {
    try {
      const list = await lists.rename(values.listId ?? '', values.name ?? '')
      return succeeded(`rename-${list.id}`, 'shoppingList.rename.done', { name: list.name })
    } catch (error) {
      return refused(error, values, 'rename', ['name'])
    }
  },

  async duplicate({ form: { values }, lists }) {
    try {
      const copy = await lists.duplicate(values.listId ?? '', values.name?.trim() || undefined)
      return succeeded('list', 'shoppingList.duplicate.done', { name: copy.name })
    } catch (error) {
      return refused(error, values, 'duplicate')
    }
  },

  /** Two steps, both real POSTs: the checked lists (or the row's one) are shown for confirmation, then deleted. */
  async delete({ form, lists }) {
    const ids = form.values.listId ? [form.values.listId] : form.all('ids')
    // The page shows the lists' messages (their form's success and failure) under the intent `list`.
    const shown = answeredAs(form.values, 'list')
    if (!ids.length) return invalid(shown, 'At least one shopping list ID is required')
    if (form.values.confirmed !== '1') return data({ intent: 'delete', confirm: ids })
    try {
      await lists.remove(ids)
      return succeeded('list', 'shoppingList.delete.done', { count: ids.length })
    } catch (error) {
      return refused(error, shown, 'delete')
    }
  },

  /** The product page's button without JavaScript: onto a chosen list or a new one, then to that list. */
  async 'add-product'({ form: { values }, lists }) {
    const quantity = quantityOf(values.quantity)
    try {
      const listId = values.listId === 'new' ? (await lists.create(values.name ?? '')).id : (values.listId ?? '')
      if (!listId) return invalid(values, 'Shopping list ID is required')
      await lists.addProducts(listId, { [values.productId ?? '']: quantity })
      return redirectAfterPost(listPath(listId, '?done=added'))
    } catch (error) {
      return refused(error, values, 'addProduct', ['name'])
    }
  },
}

/** The list of the page's URL. */
const listIdOf = ({ args }: Call) => args.params.listId ?? ''

const detail: Record<string, Handler> = {
  async quantity({ form: { values }, lists }) {
    try {
      await lists.changeQuantity(values.lineItemId ?? '', quantityOf(values.quantity))
      return succeeded(`quantity-${values.lineItemId}`, 'shoppingList.detail.quantitySaved')
    } catch (error) {
      // The line's own form shows it, under the intent its success answers with.
      return refused(error, answeredAs(values, `quantity-${values.lineItemId}`), 'quantity', ['quantity'])
    }
  },

  async remove(call) {
    const { values } = call.form
    try {
      await call.lists.removeItems(listIdOf(call), { ids: [values.lineItemId ?? ''] })
      return succeeded('list', 'shoppingList.detail.removed')
    } catch (error) {
      return refused(error, values, 'removeProduct')
    }
  },

  /** The line's product in the chosen options: found as the product page finds it, then swapped in. */
  async replace(call) {
    const { values, all } = call.form
    const options = all('option').filter(Boolean)
    try {
      const found = await call.args.context.api.invoke(
        'searchProductVariantIds post /product/{productId}/find-variant',
        {
          pathParams: { productId: values.parentId ?? '' },
          body: { options },
        },
      )
      const productId = foundVariantId(found) ?? ''
      await call.lists.replaceVariant({
        lineItemId: values.lineItemId ?? '',
        productId,
        shoppingListId: listIdOf(call),
      })
      return redirectAfterPost(listPath(listIdOf(call), '?done=replaced'))
    } catch (error) {
      if (error instanceof StoreApiError && error.code === 'CONTENT__PRODUCT_VARIANT_NOT_FOUND')
        return formFailure({ fields: {}, form: { key: FAILURES.variantNotFound[1] } }, values)
      return refused(error, values, 'replace')
    }
  },

  /** All lines, or the checked ones, into the session's cart through the cart's own add path. */
  async cart(call) {
    const { values, all } = call.form
    try {
      const ids =
        values.scope === 'all' ? (await call.lists.read(listIdOf(call))).lineItems.map((line) => line.id) : all('ids')
      if (!ids.length) return invalid(values, 'At least one item ID or product ID is required')
      await call.lists.addToCart(ids)
      return addedToCart('cart')
    } catch (error) {
      return refused(error, values, 'addToCart')
    }
  },

  async notes(call) {
    const { values } = call.form
    try {
      await call.lists.changeNotes(listIdOf(call), values.notes ?? '')
      return succeeded('notes', 'shoppingList.notes.done')
    } catch (error) {
      return refused(error, values, 'notes', ['notes'])
    }
  },

  /** A share link by mail: the link's base is the shop's origin the shopper used. */
  async share(call) {
    const { values } = call.form
    const recipientEmail = values.recipientEmail?.trim() || undefined
    const errors = checkFields(values, { recipientEmail: { email: true } })
    if (hasErrors(errors)) return formFailure(errors, values)
    try {
      await call.lists.share(listIdOf(call), {
        frontendsDomain: new URL(call.args.request.url).origin,
        recipientEmail,
        message: values.message?.trim() || undefined,
      })
      return recipientEmail
        ? succeeded('share', 'shoppingList.share.done', { email: recipientEmail })
        : succeeded('share', 'shoppingList.share.doneSelf')
    } catch (error) {
      return refused(error, values, 'share', ['recipientEmail', 'message'])
    }
  },

  async quote(call) {
    const { values } = call.form
    try {
      const quote = await call.lists.requestQuote(listIdOf(call), values.comment?.trim() || undefined)
      return succeeded('quote', 'shoppingList.quote.done', { number: quote.quoteNumber })
    } catch (error) {
      return refused(error, values, 'quote', ['comment'])
    }
  },
}

/** Lines went into the cart: the page says so and reads the cart again (the header follows). */
const addedToCart = (intent: string) =>
  data({ intent, success: { key: 'shoppingList.detail.addedToCart' }, cart: true })

/**
 * A shared list into the visitor's own cart (anyone with the link, logged in or not): its
 * products through the cart's add path.
 */
async function sharedToCart(call: Call) {
  const { values } = call.form
  try {
    const list = await call.lists.read(listIdOf(call), values[SHARE_PARAM] ?? '')
    await call.args.context.api.invoke('addLineItem post /checkout/cart/line-item', {
      body: {
        items: list.lineItems.map((line) => ({
          id: line.productId,
          referencedId: line.productId,
          quantity: line.quantity,
          type: 'product',
        })),
      },
    })
  } catch (error) {
    return refused(error, values, 'addToCart')
  }
  return addedToCart('cart-shared')
}

/** Reads the POST: its values and every value of repeated fields. */
async function readListForm(request: Request): Promise<Form> {
  const body = await request.formData().catch(() => new FormData())
  return {
    values: formValues(body),
    all: (name) => body.getAll(name).filter((value): value is string => typeof value === 'string'),
  }
}

/** The shopper's host for in-process calls, so a share link names this shop (as the newsletter form does). */
const forwardedHost = (request: Request) => {
  const url = new URL(request.url)
  return { 'x-forwarded-host': url.host, 'x-forwarded-proto': url.protocol.replace(':', '') }
}

/** A page's action: the owner's intents need the login first; an intent the page does not have is a form error. */
const pageAction =
  (handlers: Record<string, Handler>, shared?: Handler) =>
  async (args: ActionArgs): Promise<unknown> => {
    // A shop whose Store API has no shopping lists (decision 054) has no such page to post to.
    if (await lacksFeature(args.context, 'shoppingLists')) throw notFound()
    const form = await readListForm(args.request)
    const call = { form, args, lists: shoppingListApi(args.context.api, forwardedHost(args.request)) }
    const intent = form.values[INTENT] ?? ''
    if (shared && intent === 'cart-shared') return shared(call)
    await requireLogin(args.request, args.context)
    const handler = handlers[intent]
    if (!handler) return formFailure({ fields: {}, form: { key: 'error.unknown' } }, form.values)
    return handler(call)
  }

export const actions = {
  'account-shopping-lists': pageAction(overview),
  'shopping-list': pageAction(detail, sharedToCart),
} satisfies ActionMap
