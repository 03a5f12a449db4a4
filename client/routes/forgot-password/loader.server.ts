/** Forgotten password: the page needs no data; /account/recover (spec §2) is the same page, so it leads there. */
import { redirect } from 'react-router'
import type { LoaderArgs } from '../load-context'
import { staticAlternates } from '../loader-utils.server'
import type { LoaderMap } from '../table'

export function forgotPasswordLoader({ request }: LoaderArgs) {
  return { alternates: staticAlternates(request) }
}

/** One page per task: /account/recover is /forgot-password under the spec's other name. */
export function accountRecoverLoader(): never {
  throw redirect('/forgot-password')
}

export const loaders = {
  'forgot-password': forgotPasswordLoader,
  'account-recover': accountRecoverLoader,
} satisfies LoaderMap
