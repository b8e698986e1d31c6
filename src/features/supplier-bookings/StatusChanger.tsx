import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { apiErrorMessage } from '../../lib/api/error-message'
import type { BookingStatus } from '../../lib/constants'
import { useOnline } from '../../lib/hooks/use-online'
import { isKind } from '../pending-actions/actions'
import { useKeptActions } from '../../lib/queue/runtime'
import { roleOf } from '../../lib/storage/user'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { SelectField } from '../../ui/Field'
import { STATUS_LABELS } from '../bookings/status'
import { isSupplierStatus, SUPPLIER_STATUSES, type StatusChangeFailure } from './status-change'
import type { StatusChangeResult } from './use-status-change'
import { useSession } from '../auth/session'
import { PendingNote } from '../pending-actions/PendingNote'
import { whatOf } from '../pending-actions/outcome-text'
import * as css from './supplier-bookings.css'

interface Props {
  /** The bookings to change (the ticked ones, or the one on screen). */
  ids: readonly string[]
  change: (ids: readonly string[], status: BookingStatus) => Promise<StatusChangeResult>
}

/**
 * A new status and "Change status", behind a confirmation that says how many bookings and to what.
 * Offline, a supplier's change is kept until the network is back and shown pending (with Undo); the operator's
 * button is disabled and says why. A failure says, next to the button, that nothing changed and why.
 */
export function StatusChanger({ ids, change }: Props) {
  const { t, i18n } = useLingui()
  const user = useSession()
  const keeps = !!user && roleOf(user) === 'supplier'
  const online = useOnline() || keeps
  const { actions, sendingId } = useKeptActions(keeps ? user.id : undefined)
  const kept = actions.find((a) => isKind(a, 'booking-status') && a.payload.ids.some((id) => ids.includes(id)))
  const reasonId = useId()
  const [status, setStatus] = useState<BookingStatus | ''>('')
  const [failed, setFailed] = useState<ChangeFailed | null>(null)
  const count = ids.length
  const label = status ? i18n._(STATUS_LABELS[status]) : ''

  async function confirm() {
    if (!status) return
    setFailed(null)
    const result = await change(ids, status)
    if (!result.ok) setFailed({ failure: result.failure, error: result.error })
  }

  return (
    <div className={css.changer}>
      <SelectField
        className={css.statusField}
        label={t`New status`}
        value={status}
        onChange={(e) => setStatus(isSupplierStatus(e.target.value) ? e.target.value : '')}
      >
        <option value="">{t`Choose a status`}</option>
        {SUPPLIER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {i18n._(STATUS_LABELS[s])}
          </option>
        ))}
      </SelectField>
      <ConfirmDialog
        trigger={
          <Button disabled={!online || !count || !status} aria-describedby={online ? undefined : reasonId}>
            <Trans>Change status</Trans>
          </Button>
        }
        title={
          <Plural
            value={count}
            one={`Change the status of # booking to ${label}?`}
            other={`Change the status of # bookings to ${label}?`}
          />
        }
        description={<Plural value={count} one="The driver will get a notification." other="Each driver will get a notification." />}
        confirmLabel={<Trans>Change status</Trans>}
        onConfirm={confirm}
      />
      <ChangeNotes online={online} reasonId={reasonId} reasonClassName={css.reason} failed={failed} />
      {kept && <PendingNote action={kept} sending={sendingId === kept.id} what={whatOf(kept)} />}
    </div>
  )
}

/** A change refused, and why (for ChangeNotes). */
export interface ChangeFailed {
  failure: StatusChangeFailure
  error: unknown
}

/**
 * Next to a status button: offline, why it is disabled (the button's description, `reasonId`);
 * after a failure, that nothing changed and why.
 */
export function ChangeNotes({
  online,
  reasonId,
  reasonClassName,
  failed,
}: {
  online: boolean
  reasonId: string
  reasonClassName?: string
  failed: ChangeFailed | null
}) {
  return (
    <>
      {!online && (
        <span id={reasonId} className={reasonClassName}>
          <Trans>Changing a status needs a connection.</Trans>
        </span>
      )}
      {failed && (
        <p className={css.failure} role="alert">
          <FailureText failure={failed.failure} error={failed.error} />
        </p>
      )}
    </>
  )
}

/** Why nothing changed, in words (never the server's own). */
function FailureText({ failure, error }: ChangeFailed) {
  switch (failure) {
    case 'connection':
      return <Trans>Nothing was changed: the server could not be reached. Check your connection and try again.</Trans>
    case 'not-yours':
      return <Trans>Nothing was changed: at least one of these bookings is not a booking of your cars.</Trans>
    case 'conflict':
      return <Trans>Nothing was changed: another booking holds the car for part of that period.</Trans>
    case 'session':
      return <>{apiErrorMessage(error)}</>
    default:
      return <Trans>Nothing was changed: the status could not be changed. Try again.</Trans>
  }
}
