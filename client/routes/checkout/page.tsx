/** The checkout's page of the address step (frame: ../checkout/frame.tsx). */
import { CheckoutFrame } from './frame'
import { AddressStep } from './AddressStep'

export default function CheckoutAddressPage() {
  return <CheckoutFrame Step={AddressStep} />
}
