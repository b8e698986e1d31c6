import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { getUser, resendLink } from '../../lib/api/users'
import { patchStoredUser } from '../../lib/storage/user'
import { Button } from '../../ui/Button'
import { toast } from '../../ui/toast'
import { refreshSession, useSession } from './session'
import * as css from './auth.css'

// The session (by its token) whose `verified` flag was already asked for since the app started.
let checkedToken: string | null = null

async function learnVerified(id: string, token: string): Promise<void> {
  if (checkedToken === token) return
  checkedToken = token
  try {
    const user = await getUser(id)
    patchStoredUser({ verified: user.verified })
    refreshSession()
  } catch {
    // Offline or failing: ask again at the next start.
    checkedToken = null
  }
}

/**
 * Until the driver's email is verified, a banner offers to resend the
 * validation email (resend-link). `verified` is learned from getUser once per
 * session start and kept in bc-user.
 */
export function VerifyEmailBanner() {
  const { t } = useLingui()
  const user = useSession()
  const [busy, setBusy] = useState(false)

  const id = user?.id
  const token = user?.accessToken
  const verified = user?.verified
  useEffect(() => {
    if (id && token && verified !== true) void learnVerified(id, token)
  }, [id, token, verified])

  if (!user || user.verified !== false) return null

  async function resend() {
    if (!user) return
    setBusy(true)
    try {
      await resendLink(user.email)
      toast.success(t`Validation email sent.`)
    } catch {
      toast.error(t`An error occurred while sending validation email.`)
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
