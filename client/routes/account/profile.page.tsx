/** The account's page of the profile (frame: ./frame.tsx). */
import { AccountFrame } from './frame'
import { Profile } from './Profile'

export default function AccountProfilePage() {
  return <AccountFrame Section={Profile} />
}
