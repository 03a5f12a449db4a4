/** The account's page of the profile (frame: ../account/frame.tsx). */
import { AccountFrame } from '../account/frame'
import { Profile } from '../account/Profile'

export default function AccountProfilePage() {
  return <AccountFrame Section={Profile} />
}
