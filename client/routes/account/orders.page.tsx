/** The account's page of the order list (frame: ./frame.tsx). */
import { AccountFrame } from './frame'
import { Orders } from './Orders'

export default function AccountOrdersPage() {
  return <AccountFrame Section={Orders} />
}
