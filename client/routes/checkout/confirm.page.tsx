/** The checkout's page of the review step (frame: ./frame.tsx). */
import { CheckoutFrame } from './frame'
import { ConfirmStep } from './ConfirmStep'

export default function CheckoutConfirmPage() {
  return <CheckoutFrame Step={ConfirmStep} />
}
