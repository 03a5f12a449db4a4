/**
 * The checkout's timeline (Your Address, Payment & Shipping, Review & Order) on every checkout
 * page: the current step is `aria-current="step"`, the steps behind it link back, the ones ahead are text.
 */
import { useMatches } from 'react-router'
import { Link } from '../ui/Link'
import { STEP_OF_ROUTE } from '../../routes/checkout/params'
import { useT } from '../../i18n'

const STEPS = [
  { label: 'layout.stepAddress', path: '/checkout' },
  { label: 'layout.stepShipping', path: '/checkout/shipping-payment' },
  { label: 'layout.stepReview', path: '/checkout/confirm' },
] as const

export function CheckoutTimeline() {
  const t = useT()
  const current = useMatches()
    .map((match) => STEP_OF_ROUTE[match.id])
    .findLast((step) => step !== undefined)
  // The success page has every step behind it and none to go back to: the order is placed.
  const placed = current === STEPS.length
  return (
    <nav aria-label={t('layout.checkoutSteps')} className="checkout-timeline">
      <ol className="checkout-steps">
        {STEPS.map((step, index) => {
          const label = (
            <>
              <span className="checkout-step-number" aria-hidden="true">
                {index + 1}
              </span>{' '}
              {t(step.label)}
            </>
          )
          const state = current === undefined || index > current ? 'todo' : index === current ? 'current' : 'done'
          return (
            <li key={step.path} className={`checkout-step checkout-step-${state}`}>
              {state === 'current' ? (
                <span aria-current="step">{label}</span>
              ) : state === 'done' && !placed ? (
                <Link to={step.path}>{label}</Link>
              ) : (
                <span>{label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
