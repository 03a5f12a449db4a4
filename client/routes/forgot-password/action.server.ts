/** Sends the recovery mail. The answer is the same whether the email has an account or not. */
import { checkFields, hasErrors } from '../../../shared/forms/errors'
import { localePrefix } from '../../../shared/locale'
import { formFailure, formSuccess, readForm, storeApiFailure } from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import type { ActionMap } from '../table'

export async function forgotPasswordAction({ request, context }: ActionArgs) {
  const values = await readForm(request)
  const errors = checkFields(values, { email: { required: true, email: true } })
  if (hasErrors(errors)) return formFailure(errors, values)
  const url = new URL(request.url)
  try {
    await context.api.invoke('sendRecoveryMail post /account/recovery-password', {
      // The mail's link goes to {storefrontUrl}/account/recover/password?hash=… in this locale.
      body: { email: values.email!.trim(), storefrontUrl: url.origin + localePrefix(context.locale) },
      headers: { 'x-forwarded-host': url.host },
    })
  } catch (error) {
    return storeApiFailure(error, values)
  }
  return formSuccess({ key: 'auth.recoverySent' })
}

export const actions = { 'forgot-password': forgotPasswordAction } satisfies ActionMap
