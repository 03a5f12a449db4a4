/** The checkout's page of an order whose payment failed (frame: ../checkout/frame.tsx). */
import { CheckoutFrame } from '../checkout/frame'
import { UnpaidPage } from '../checkout/UnpaidPage'

export default function CheckoutUnpaidPage() {
  return <CheckoutFrame Step={UnpaidPage} />
}
