import { Trans, useLingui } from '@lingui/react/macro'
import { setBlacklisted } from '../../lib/api/admin-users'
import { apiErrorMessage } from '../../lib/api/error-message'
import type { User } from '../../lib/api/entities'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { VisuallyHidden } from '../../ui/Page'
import { toast } from '../../ui/toast'

interface Props {
  driver: Pick<User, '_id' | 'fullName' | 'blacklisted'>
  online: boolean
  /** The server set the new state: the screen shows it (and saves its copy). */
  onChanged: (blacklisted: boolean) => void
}

/**
 * Blacklist a driver, or lift it, behind a confirmation (call 59). Blacklisting ends the driver's
 * open sessions at once and stops it signing in; lifting gives both back. Disabled offline.
 */
export function BlacklistAction({ driver, online, onChanged }: Props) {
  const { t } = useLingui()
  const name = driver.fullName
  const lift = driver.blacklisted

  async function change() {
    try {
      await setBlacklisted([driver._id], !lift)
    } catch (error) {
      toast.error(apiErrorMessage(error))
      throw error // the dialog stays open for a retry
    }
    onChanged(!lift)
    toast.success(lift ? t`${name} can sign in again.` : t`${name} is blacklisted.`)
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" small disabled={!online}>
          {lift ? (
            <Trans>
              Lift the blacklisting<VisuallyHidden> of {name}</VisuallyHidden>
            </Trans>
          ) : (
            <Trans>
              Blacklist<VisuallyHidden> {name}</VisuallyHidden>
            </Trans>
          )}
        </Button>
      }
      title={lift ? t`Lift the blacklisting of ${name}?` : t`Blacklist ${name}?`}
      description={
        lift
          ? t`${name} will be able to sign in and book again. Bookings are kept either way.`
          : t`${name} will be signed out at once on every device and will not be able to sign in. Bookings are kept.`
      }
      confirmLabel={lift ? t`Lift the blacklisting` : t`Blacklist`}
      danger={!lift}
      onConfirm={change}
    />
  )
}
