/** The account's page of one order (frame: ../account/frame.tsx). */
import { AccountFrame } from '../account/frame'
import { OrderDetail } from '../account/OrderDetail'

export default function AccountOrderPage() {
  return <AccountFrame Section={OrderDetail} />
}
