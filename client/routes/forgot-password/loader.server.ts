/** Forgotten password: the page needs no data; /account/recover is the same page, so it leads there. */
import { redirect } from 'react-router'
import type { LoaderArgs } from '../load-context'
import { staticAlternates } from '../loader-utils.server'
import type { LoaderMap } from '../table'

export function forgotPasswordLoader({ request }: LoaderArgs) {
  return { alternates: staticAlternates(request) }
}

/** One page per task: /account/recover is /forgot-password under another name. */
export function accountRecoverLoader(): never {
  throw redirect('/forgot-password')
}

export const loaders = {
  'forgot-password': forgotPasswordLoader,
  'account-recover': accountRecoverLoader,
} satisfies LoaderMap
