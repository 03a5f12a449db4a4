/**
 * The checkout's frame (checkout layout): the title and the step a page view hands it. Each step
 * is a view of its own (a `<step>.page.tsx` here), so a page loads only its step's code (docs/decisions/043).
 */
import type { ComponentType } from 'react'
import { useLoaderData } from 'react-router'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import type { CheckoutData } from './types'
import './checkout.css'

const TITLES = {
  address: 'layout.stepAddress',
  'shipping-payment': 'layout.stepShipping',
  confirm: 'layout.stepReview',
  success: 'checkout.success.title',
  unpaid: 'checkout.unpaid.title',
} as const

/** A checkout page: the frame around its one step, with the loader's data. */
export function CheckoutFrame<D extends CheckoutData>({ Step }: { Step: ComponentType<{ data: D }> }) {
  const t = useT()
  const data = useLoaderData() as D
  const title = t(TITLES[data.step])
  return (
    <section className="checkout-page" aria-labelledby="checkout-heading">
      <Seo title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <h1 id="checkout-heading">{title}</h1>
      <Step data={data} />
    </section>
  )
}
