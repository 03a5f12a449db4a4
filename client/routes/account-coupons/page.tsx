/** The account's page of the coupons (frame: ../account/frame.tsx). */
import { AccountFrame } from '../account/frame'
import { Coupons } from '../account/Coupons'

export default function AccountCouponsPage() {
  return <AccountFrame Section={Coupons} />
}
