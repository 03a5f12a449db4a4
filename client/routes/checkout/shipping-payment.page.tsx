/** The checkout's page of the shipping and payment step (frame: ./frame.tsx). */
import { CheckoutFrame } from './frame'
import { ShippingPaymentStep } from './ShippingPaymentStep'

export default function CheckoutShippingPaymentPage() {
  return <CheckoutFrame Step={ShippingPaymentStep} />
}
