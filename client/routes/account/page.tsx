/** The account's page of the overview (my account) (frame: ../account/frame.tsx). */
import { AccountFrame } from './frame'
import { Overview } from './Overview'

export default function AccountOverviewPage() {
  return <AccountFrame Section={Overview} />
}
