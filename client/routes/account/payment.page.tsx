/** The account's page of the default payment method (frame: ./frame.tsx). */
import { AccountFrame } from './frame'
import { Payment } from './Payment'

export default function AccountPaymentPage() {
  return <AccountFrame Section={Payment} />
}
