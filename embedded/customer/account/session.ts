/**
 * A session's token changes hands in two ways, each one D1 batch so no half-done change is ever left:
 * binding it to a customer (login, registration and its confirmation, a password change) and ending a
 * customer's session (logout, a deleted account). Either way the old token stops working at once.
 */
import { randomId } from '../../../shared/ids'
import { moveCartStatements } from '../../checkout/cart'
import { type HonoContext, TOKEN_HEADER, type SalesChannelContext } from '../../platform/context'
import { deleteContextStatement, insertContextStatement } from './storage'

/**
 * A new token bound to the customer; the old context's cart (lines and promotion codes) moves along and
 * the old context is gone, with whatever was left of its cart. The new token is in the sw-context-token
 * header; answers it.
 */
export async function bindCustomerSession(
  c: HonoContext,
  previous: SalesChannelContext,
  customerId: string,
): Promise<string> {
  const db = c.env.DB
  const token = randomId()
  await db.batch([
    insertContextStatement(db, token, previous.languageId, customerId),
    ...moveCartStatements(db, previous.token, token),
    deleteContextStatement(db, previous.token),
  ])
  c.header(TOKEN_HEADER, token)
  return token
}

/**
 * Ends the session of `previous` (its cart with it) and starts an anonymous one in the same language.
 * Answers the new token, which is in the sw-context-token header.
 */
export async function startAnonymousSession(c: HonoContext, previous: SalesChannelContext): Promise<string> {
  const db = c.env.DB
  const token = randomId()
  await db.batch([
    deleteContextStatement(db, previous.token),
    insertContextStatement(db, token, previous.languageId, null),
  ])
  c.header(TOKEN_HEADER, token)
  return token
}
