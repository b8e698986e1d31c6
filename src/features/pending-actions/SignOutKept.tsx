import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useOnline } from '../../lib/hooks/use-online'
import { dropKept } from '../../lib/queue/runtime'
import { flushSignedIn } from './queue'
import { Button } from '../../ui/Button'
import ConfirmDialogBody from '../../ui/ConfirmDialogBody'
import { toast } from '../../ui/toast'
import * as css from './sign-out-kept.css'

export interface SignOutKeptProps {
  /** How many actions the account keeps. */
  count: number
  signOut: () => Promise<void>
  onClose: () => void
}

/**
 * Sign-out while actions wait for the network: says how many, and lets the person send them first
 * (online) or drop them. Kept actions never go out for another account, so signing out without
 * sending them drops them. ConfirmDialogBody: Radix, focus trapped, Escape closes.
 */
export default function SignOutKept({ count, signOut, onClose }: SignOutKeptProps) {
  const { t } = useLingui()
  const online = useOnline()
  const [dropping, setDropping] = useState(false)

  async function dropAndSignOut() {
    setDropping(true)
    await dropKept()
    await signOut()
  }

  async function sendAndSignOut() {
    const { left } = await flushSignedIn({ force: true })
    if (left > 0) {
      toast.error(t`Some of your actions could not be sent. Try again, or sign out and drop them.`)
      throw new Error('kept actions left')
    }
    await signOut()
  }

  return (
    <ConfirmDialogBody
      title={<Plural value={count} one="# action is not sent yet" other="# actions are not sent yet" />}
      description={
        online ? (
          <>
            <Trans>Send them before you sign out, or sign out and drop them: they are never sent for another account.</Trans>{' '}
            <Button small variant="ghost" className={css.inlineAction} busy={dropping} onClick={() => void dropAndSignOut()}>
              <Trans>Drop them and sign out</Trans>
            </Button>
          </>
        ) : (
          <Trans>You are offline, so they cannot be sent now. Signing out drops them: they are never sent for another account.</Trans>
        )
      }
      confirmLabel={online ? <Trans>Send them, then sign out</Trans> : <Trans>Drop them and sign out</Trans>}
      cancelLabel={<Trans>Stay signed in</Trans>}
      danger={!online}
      onConfirm={online ? sendAndSignOut : dropAndSignOut}
      onClose={onClose}
    />
  )
}
