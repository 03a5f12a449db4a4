/** The checkout's page of the order placed (frame: ../checkout/frame.tsx). */
import { CheckoutFrame } from '../checkout/frame'
import { SuccessPage } from '../checkout/SuccessPage'

export default function CheckoutSuccessPage() {
  return <CheckoutFrame Step={SuccessPage} />
}
