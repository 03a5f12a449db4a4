/** The account's page of the coupons (frame: ./frame.tsx). */
import { AccountFrame } from './frame'
import { Coupons } from './Coupons'

export default function AccountCouponsPage() {
  return <AccountFrame Section={Coupons} />
}
