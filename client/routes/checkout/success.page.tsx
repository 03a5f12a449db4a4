/** The checkout's page of the order placed (frame: ./frame.tsx). */
import { CheckoutFrame } from './frame'
import { SuccessPage } from './SuccessPage'

export default function CheckoutSuccessPage() {
  return <CheckoutFrame Step={SuccessPage} />
}
