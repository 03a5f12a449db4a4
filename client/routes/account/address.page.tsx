/** The account's page of the addresses (frame: ./frame.tsx). */
import { AccountFrame } from './frame'
import { Addresses } from './Addresses'

export default function AccountAddressPage() {
  return <AccountFrame Section={Addresses} />
}
