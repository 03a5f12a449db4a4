/** The checkout's page of the shipping and payment step (frame: ../checkout/frame.tsx). */
import { CheckoutFrame } from '../checkout/frame'
import { ShippingPaymentStep } from '../checkout/ShippingPaymentStep'

export default function CheckoutShippingPaymentPage() {
  return <CheckoutFrame Step={ShippingPaymentStep} />
}
