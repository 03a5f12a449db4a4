/** The checkout's page of the review step (frame: ../checkout/frame.tsx). */
import { CheckoutFrame } from '../checkout/frame'
import { ConfirmStep } from '../checkout/ConfirmStep'

export default function CheckoutConfirmPage() {
  return <CheckoutFrame Step={ConfirmStep} />
}
