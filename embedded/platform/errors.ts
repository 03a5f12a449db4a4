/** Store API error answers: `{errors:[{status, code, title, detail, source:{pointer}}]}` with the matching HTTP status. */
import { type StoreApiErrorEntry, storeApiErrorEntry, storeApiErrorResponse } from '../../shared/store-api/errors'

/** The one Store API error entry (shared/store-api/errors.ts), under the name the embedded Store API uses. */
export type ApiErrorEntry = StoreApiErrorEntry

/** An error the Store API answers with; thrown anywhere in a handler, rendered by the app's onError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorEntry[],
  ) {
    super(errors.map((e) => e.detail).join('; '))
    this.name = 'ApiError'
  }

  toResponse(headers?: HeadersInit): Response {
    return storeApiErrorResponse(this.status, this.errors, headers)
  }
}

/** One error entry; `pointer` is the JSON pointer of the offending field ('/' for the request). */
export const errorEntry = (
  status: number,
  code: string,
  detail: string,
  pointer = '/',
  parameters?: Record<string, unknown>,
): ApiErrorEntry => storeApiErrorEntry(status, code, detail, pointer, parameters)

/**
 * A single-entry ApiError.
 * @example throw apiError(404, 'PRODUCT__PRODUCT_NOT_FOUND', `Could not find product with id "${id}"`, '/productId')
 */
export const apiError = (
  status: number,
  code: string,
  detail: string,
  pointer = '/',
  parameters?: Record<string, unknown>,
) => new ApiError(status, [errorEntry(status, code, detail, pointer, parameters)])

export const invalidUuid = (value: string, pointer: string) =>
  apiError(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${value}`, pointer, { input: value })

export const categoryNotFound = (id: string, pointer = '/categoryId') =>
  apiError(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${id}" not found.`, pointer, { id })

/** Shopware's 404 for a CMS page (a layout) that does not exist. */
export const cmsPageNotFound = (id: string, pointer: string) =>
  apiError(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `Page with id "${id}" was not found.`, pointer, { pageId: id })

/** Shopware's 403 for routes that need a logged-in customer (guest sessions count where Shopware allows them). */
export const customerNotLoggedIn = () => apiError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.')

/** A payment method id that names no method this customer may use (invoice for a private customer too). */
export const unknownPaymentMethod = (id: string, pointer = '/paymentMethodId') =>
  apiError(400, 'CHECKOUT__UNKNOWN_PAYMENT_METHOD', `The payment method ${id} could not be found.`, pointer, {
    paymentMethodId: id,
  })
