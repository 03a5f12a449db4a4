/** The account's page of the order list (frame: ../account/frame.tsx). */
import { AccountFrame } from '../account/frame'
import { Orders } from '../account/Orders'

export default function AccountOrdersPage() {
  return <AccountFrame Section={Orders} />
}
