/** Sets the new password from the recovery link; then the customer logs in with it. */
import { checkFields, hasErrors } from '../../../shared/forms/errors'
import { formFailure, readForm, redirectAfterPost, storeApiFailure } from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import { PASSWORD_MIN_LENGTH } from '../register/params'
import type { ActionMap } from '../table'

export async function resetPasswordAction({ request, context }: ActionArgs) {
  const values = await readForm(request)
  const errors = checkFields(values, {
    newPassword: { required: true, minLength: PASSWORD_MIN_LENGTH },
    newPasswordConfirm: { required: true, sameAs: 'newPassword' },
  })
  if (hasErrors(errors)) return formFailure(errors, values)
  try {
    await context.api.invoke('recoveryPassword post /account/recovery-password-confirm', {
      body: {
        hash: values.hash ?? '',
        newPassword: values.newPassword!,
        newPasswordConfirm: values.newPasswordConfirm!,
      },
    })
  } catch (error) {
    return storeApiFailure(error, values)
  }
  return redirectAfterPost('/login?reset=1')
}

export const actions = {
  'reset-password': resetPasswordAction,
  'account-recover-password': resetPasswordAction,
} satisfies ActionMap
