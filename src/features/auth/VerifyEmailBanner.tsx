import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button } from '../../ui/Button'
import { useSession } from './session'
import * as css from './auth.css'

const actions = () => import('./verify-email')

/**
 * Until the driver's email is verified, a banner offers to resend the validation email
 * (resend-link). `verified` is learned from getUser once per session start and kept in
 * bc-user, so the banner shows from the app's first render on, in the place where
 * index.html's first paint drew it (app/first-paint/page/first-paint.ts): the page below it
 * does not move. What it does with the API loads on demand (verify-email.ts).
 */
export function VerifyEmailBanner() {
  const { t } = useLingui()
  const user = useSession()
  const [busy, setBusy] = useState(false)

  const id = user?.id
  const token = user?.accessToken
  const verified = user?.verified
  useEffect(() => {
    // Its code failing to load (offline before the worker had it) is like a failed call: asked again at the next start.
    if (id && token && verified !== true)
      actions().then(
        (m) => m.learnVerified(id, token),
        () => {},
      )
  }, [id, token, verified])

  if (!user || user.verified !== false) return null

  async function resend() {
    if (!user) return
    setBusy(true)
    try {
      const { resendValidation } = await actions()
      await resendValidation(user.email, {
        sent: t`Validation email sent.`,
        failed: t`An error occurred while sending validation email.`,
      })
    } catch {
      // Only the code can fail here (resendValidation says how the call went): the button stays for another try.
    } finally {
      setBusy(false)
    }
  }

  const email = user.email
  return (
    <div className={css.banner} role="status">
      <span>
        <Trans>Please confirm your email address: open the link we sent to {email}.</Trans>
      </span>
      <Button small variant="secondary" busy={busy} onClick={() => void resend()}>
        <Trans>Resend</Trans>
      </Button>
    </div>
  )
}
