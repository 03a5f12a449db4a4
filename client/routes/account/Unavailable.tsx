/**
 * An account page whose data comes from the shop's own Store API routes (asx-…), on a Shopware without
 * them: the page's title and a note that the shop does not offer it. Not an error: the account goes on.
 */
import { Message } from '../../components/cart/CartMessages'

export function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h2 id="account-heading">{title}</h2>
      <Message type="info">{text}</Message>
    </>
  )
}
