/** The account's page of the loyalty programme (frame: ./frame.tsx). */
import { AccountFrame } from './frame'
import { Loyalty } from './Loyalty'

export default function AccountLoyaltyPage() {
  return <AccountFrame Section={Loyalty} />
}
