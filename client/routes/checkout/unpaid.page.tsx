/** The checkout's page of an order whose payment failed (frame: ./frame.tsx). */
import { CheckoutFrame } from './frame'
import { UnpaidPage } from './UnpaidPage'

export default function CheckoutUnpaidPage() {
  return <CheckoutFrame Step={UnpaidPage} />
}
