import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { activate, checkToken, deleteTokens, resend } from '../../lib/api/users'
import { Button, ButtonLink } from '../../ui/Button'
import { Card, Notice, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import { toast } from '../../ui/toast'
import { apiErrorMessage } from '../../lib/api/error-message'
import { useResource } from '../../lib/data/use-resource'
import { signInAs } from './sign-in'
import { HOME, roleOfLink, SIGN_IN } from './redirect'
import { currentUser } from './session'
import { roleOf } from '../../lib/storage/user'
import { NewPasswordForm } from './NewPasswordForm'

type State = 'checking' | 'valid' | 'expired' | 'invalid' | 'error'

export interface TokenLinkFlowProps {
  /** activate: the account's first password; reset: a forgotten one. */
  mode: 'activate' | 'reset'
}

/**
 * The page an emailed link opens (?u=&e=&t=): a valid link shows the password
 * form, an expired one offers a new link, anything else is a not-found view.
 * Afterwards the account is signed in, the link's tokens are deleted, and home. A link with
 * `app=backend` (a supplier created by the operator, or the operator) is checked and spent with
 * appType `backend` and signs in at the back-office door.
 */
export function TokenLinkFlow({ mode }: TokenLinkFlowProps) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const search = useSearch()
  const params = new URLSearchParams(search)
  const role = roleOfLink(search)
  const userId = params.get('u') ?? ''
  const email = params.get('e') ?? ''
  const token = params.get('t') ?? ''
  // The link is checked through the data layer (read policy, abort on a new link, retry).
  const linked = !!(userId && email && token)
  const check = useResource(linked ? ['token-link', userId, email, token, role] : null, (signal) =>
    checkToken(userId, email, token, { signal, door: role }),
  )
  // A link that turned out spent when the password was set.
  const [spent, setSpent] = useState(false)
  let state: State = check.data ?? (check.error != null ? 'error' : 'checking')
  if (!linked) state = 'invalid'
  else if (spent) state = 'expired'
  const [resending, setResending] = useState(false)
  const [sent, setSent] = useState(false)

  async function setPassword(password: string): Promise<string | void> {
    try {
      if (!(await activate({ userId, token, password }))) {
        setSpent(true)
        return
      }
      const outcome = await signInAs(role, { email, password })
      // The tokens are spent either way; a failure here changes nothing for the driver.
      await deleteTokens(userId).catch(() => undefined)
      if (outcome === 'suspended') return t`Your account is suspended.`
      if (outcome !== 'signed-in') {
        // The password is set: a back-office account that could not be signed in at once goes to its door.
        if (role === 'supplier') return navigate(SIGN_IN.supplier, { replace: true })
        return t`Incorrect email or password.`
      }
      toast.success(t`Changes made successfully.`)
      // A supplier lands on its cars, the operator on its corner.
      const user = currentUser()
      navigate(user ? HOME[roleOf(user)] : HOME[role], { replace: true })
    } catch (error) {
      return apiErrorMessage(error)
    }
  }

  async function sendNewLink() {
    setResending(true)
    try {
      const done = await resend(email, mode === 'reset', { door: role })
      if (!done) throw new Error('unknown email')
      setSent(true)
      toast.success(mode === 'reset' ? t`Password reset email sent.` : t`Activation email sent.`)
    } catch (error) {
      toast.error(apiErrorMessage(error))
    } finally {
      setResending(false)
    }
  }

  const title = mode === 'reset' ? t`Reset password` : t`Activate your account`

  if (state === 'invalid') {
    return (
      <Page title={t`Page not found`} narrow>
        <p>
          <Trans>This link is not valid, or it has already been used.</Trans>
        </p>
        <ButtonLink href="/">
          <Trans>Back to home</Trans>
        </ButtonLink>
      </Page>
    )
  }

  return (
    <Page title={title} narrow>
      <Card>
        {state === 'checking' && <Loading />}
        {state === 'error' && (
          <>
            <Notice tone="danger" alert>
              {apiErrorMessage(null)}
            </Notice>
            <p>
              <Button variant="secondary" onClick={check.retry}>
                <Trans>Try again</Trans>
              </Button>
            </p>
          </>
        )}
        {state === 'expired' && (
          <>
            <p>
              <Trans>This link has expired. We can send you a new one to {email}.</Trans>
            </p>
            {sent ? (
              <Notice tone="success">
                <Trans>Check your inbox and open the new link.</Trans>
              </Notice>
            ) : (
              <Button busy={resending} onClick={() => void sendNewLink()}>
                <Trans>Resend</Trans>
              </Button>
            )}
          </>
        )}
        {state === 'valid' && (
          <>
            <p>
              {mode === 'reset' ? (
                <Trans>Choose a new password for {email}.</Trans>
              ) : (
                <Trans>Choose a password for {email} to activate your account.</Trans>
              )}
            </p>
            <NewPasswordForm
              submitLabel={mode === 'reset' ? <Trans>Reset password</Trans> : <Trans>Activate</Trans>}
              onSubmit={setPassword}
            />
          </>
        )}
      </Card>
    </Page>
  )
}
