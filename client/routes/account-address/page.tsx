/** The account's page of the addresses (frame: ../account/frame.tsx). */
import { AccountFrame } from '../account/frame'
import { Addresses } from '../account/Addresses'

export default function AccountAddressPage() {
  return <AccountFrame Section={Addresses} />
}
