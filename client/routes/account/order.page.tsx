/** The account's page of one order (frame: ./frame.tsx). */
import { AccountFrame } from './frame'
import { OrderDetail } from './OrderDetail'

export default function AccountOrderPage() {
  return <AccountFrame Section={OrderDetail} />
}
