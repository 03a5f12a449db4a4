/** The checkout (spec §2, checkout layout): one view, the step by what the loader read. */
import { useLoaderData } from 'react-router'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { AddressStep } from './AddressStep'
import { ConfirmStep } from './ConfirmStep'
import { ShippingPaymentStep } from './ShippingPaymentStep'
import { SuccessPage } from './SuccessPage'
import type { CheckoutData } from './types'
import './checkout.css'

const TITLES = {
  address: 'layout.stepAddress',
  'shipping-payment': 'layout.stepShipping',
  confirm: 'layout.stepReview',
  success: 'checkout.success.title',
} as const

export default function CheckoutPage() {
  const t = useT()
  const data = useLoaderData() as CheckoutData
  const title = t(TITLES[data.step])
  return (
    <section className="checkout-page" aria-labelledby="checkout-heading">
      <Seo title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <h1 id="checkout-heading">{title}</h1>
      {data.step === 'address' ? <AddressStep data={data} /> : null}
      {data.step === 'shipping-payment' ? <ShippingPaymentStep data={data} /> : null}
      {data.step === 'confirm' ? <ConfirmStep data={data} /> : null}
      {data.step === 'success' ? <SuccessPage data={data} /> : null}
    </section>
  )
}
