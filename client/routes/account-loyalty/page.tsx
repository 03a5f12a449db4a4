/** The account's page of the loyalty programme (frame: ../account/frame.tsx). */
import { AccountFrame } from '../account/frame'
import { Loyalty } from '../account/Loyalty'

export default function AccountLoyaltyPage() {
  return <AccountFrame Section={Loyalty} />
}
