/** Binding a session to a customer: login, registration and its confirmation renew the token this way. */
import { randomId } from '../../../../shared/ids'
import { deleteCart, loadLines, moveCodesStatement, saveLines } from '../../checkout/cart/storage'
import { type HonoContext, TOKEN_HEADER, type SalesChannelContext } from '../../platform/context'
import { deleteContext, insertCustomerContext } from './storage'

/**
 * A new token bound to the customer; the old context's cart (lines and promotion codes) moves along and the old context is gone.
 * The new token is in the sw-context-token header; answers it.
 */
export async function bindCustomerSession(
  c: HonoContext,
  previous: SalesChannelContext,
  customerId: string,
): Promise<string> {
  const db = c.env.DB
  const token = randomId()
  await insertCustomerContext(db, token, previous.languageId, customerId)
  const lines = await loadLines(db, previous.token)
  const moveCodes = moveCodesStatement(db, previous.token, token)
  if (lines.length) {
    await saveLines(db, token, lines, [moveCodes])
    await deleteCart(db, previous.token)
  } else await moveCodes.run()
  await deleteContext(db, previous.token)
  c.header(TOKEN_HEADER, token)
  return token
}
