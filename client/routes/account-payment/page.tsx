/** The account's page of the default payment method (frame: ../account/frame.tsx). */
import { AccountFrame } from '../account/frame'
import { Payment } from '../account/Payment'

export default function AccountPaymentPage() {
  return <AccountFrame Section={Payment} />
}
