/**
 * The shopping-list pages' loaders. The owner's pages need a logged-in customer (a guest
 * goes to the login) whom the Store API lets have lists (anyone else reads the not-available text); a
 * list opened with its share token is anyone's, read-only. Every read is the session's own: the Store
 * API keys lists by the context token, never by an id from the URL.
 */
import { isUuid } from '../../../shared/ids'
import { lacksFeature } from '../../../shared/store-api/capabilities'
import { StoreApiError } from '../../../shared/store-api/client'
import { isForbidden, type ShoppingListApi, shoppingListApi } from '../../state/shopping-lists'
import type { Product, ProductDetail } from '../../types'
import type { LoaderArgs } from '../load-context'
import { notFound, pageParam, rethrow } from '../loader-utils.server'
import { requireLogin } from '../session.server'
import type { LoaderMap } from '../table'
import {
  ADD_PARAM,
  type AddingProduct,
  type ListData,
  type ListsData,
  LISTS_PER_PAGE,
  SHARE_PARAM,
  type SharedData,
  type ShoppingListsPageData,
  type UnavailableData,
  VARIANT_PARAM,
  type VariantGroup,
} from './params'

type Api = LoaderArgs['context']['api']
const UNAVAILABLE: UnavailableData = { section: 'unavailable' }

/**
 * A read of the owner's pages: a refusal of the feature (403) is the not-available page, an unknown or
 * another customer's list (404) the not-found page; anything else the Store API's own error.
 */
async function ownRead<T>(read: () => Promise<T>): Promise<T | UnavailableData> {
  try {
    return await read()
  } catch (error) {
    if (isForbidden(error)) return UNAVAILABLE
    if (error instanceof StoreApiError && error.status === 404) throw notFound()
    return rethrow(error)
  }
}

async function listsLoader({ request, context }: LoaderArgs): Promise<ListsData | UnavailableData> {
  await requireLogin(request, context)
  const url = new URL(request.url)
  const page = pageParam(url)
  const lists = shoppingListApi(context.api)
  const found = await ownRead(() => lists.list({ page, limit: LISTS_PER_PAGE }))
  if ('section' in found) return found
  return {
    section: 'lists',
    lists: found.lists,
    total: found.total,
    page,
    limit: LISTS_PER_PAGE,
    adding: await addingProduct(context.api, url.searchParams.get(ADD_PARAM)),
  }
}

/** The product of `?add=`, named for the form; an id that names no product asks nothing. */
async function addingProduct(api: Api, id: string | null): Promise<AddingProduct | null> {
  if (!id || !isUuid(id)) return null
  const result = (await api
    .invoke('readProduct post /product', { body: { ids: [id], limit: 1 } as Record<string, unknown> })
    .catch(rethrow)) as { elements?: Product[] }
  const product = result.elements?.find((p) => p.id === id)
  if (!product) return null
  return { id, name: product.translated?.name ?? product.name ?? '', productNumber: product.productNumber }
}

async function listLoader({ request, params, context }: LoaderArgs): Promise<ShoppingListsPageData> {
  const id = params.listId ?? ''
  if (!isUuid(id)) throw notFound()
  const url = new URL(request.url)
  const lists = shoppingListApi(context.api)
  const shareToken = url.searchParams.get(SHARE_PARAM)
  if (shareToken) return sharedList(lists, id, shareToken)
  await requireLogin(request, context)
  const list = await ownRead(() => lists.read(id))
  if ('section' in list) return list
  const line = list.lineItems.find((item) => item.id === url.searchParams.get(VARIANT_PARAM))
  const variantChoice = line?.parentId
    ? { lineItemId: line.id, groups: await variantGroups(context.api, line.productId) }
    : null
  return { section: 'list', list, variantChoice } satisfies ListData
}

/** A shared list, for anyone holding its link; a wrong token is the not-found page. */
async function sharedList(lists: ShoppingListApi, id: string, shareToken: string): Promise<SharedData> {
  try {
    return { section: 'shared', list: await lists.read(id, shareToken), shareToken }
  } catch (error) {
    if (error instanceof StoreApiError && error.status < 500) throw notFound()
    return rethrow(error)
  }
}

/** The option groups of a variant's product (the product page's configurator), the variant's own options marked. */
async function variantGroups(api: Api, productId: string): Promise<VariantGroup[]> {
  const detail = (await api
    .invoke('readProductDetail post /product/{productId}', { pathParams: { productId }, body: {} })
    .catch(rethrow)) as ProductDetail
  const own = new Set(detail.product.optionIds ?? detail.product.options?.map((o) => o.id) ?? [])
  return (detail.configurator ?? []).map((group) => ({
    id: group.id,
    name: group.translated?.name ?? group.name ?? '',
    options: (group.options ?? []).map((o) => ({ id: o.id, name: o.translated?.name ?? o.name ?? '' })),
    selected: group.options?.find((o) => own.has(o.id))?.id ?? null,
  }))
}

/** A shop whose Store API has no shopping lists (decision 054) has none of these pages: 404 before anything is asked. */
const offered =
  <T>(loader: (args: LoaderArgs) => Promise<T>) =>
  async (args: LoaderArgs): Promise<T> => {
    if (await lacksFeature(args.context, 'shoppingLists')) throw notFound()
    return loader(args)
  }

export const loaders = {
  'account-shopping-lists': offered(listsLoader),
  'shopping-list': offered(listLoader),
} satisfies LoaderMap
