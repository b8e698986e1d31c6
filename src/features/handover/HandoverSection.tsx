import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Booking } from '../../lib/api/entities'
import type { HandoverKind } from '../../lib/api/handover'
import type { HandoverRecord, HandoverSummary } from '../../lib/api/handover-schema'
import { confirmHandover } from '../../lib/api/handover'
import { isApiError } from '../../lib/api/errors'
import { isKind, type Kept } from '../pending-actions/actions'
import { onOutcome, useKeptActions } from '../../lib/queue/runtime'
import { useOnline } from '../../lib/hooks/use-online'
import { Button } from '../../ui/Button'
import { FuelLabel } from './FuelLabel'
import { HandoverForm } from './HandoverForm'
import { HandoverPhoto } from './HandoverPhoto'
import * as css from './handover.css'
import { mayConfirm, windowOf } from './rules'

type HandoverRole = 'driver' | 'supplier' | 'admin'

export interface HandoverSectionProps {
  booking: Booking
  userId: string
  /** Who the reader is to the booking. */
  party: HandoverRole
  /** A record or confirmation reached the server: read the booking again. */
  onChanged: () => void
}

const KINDS: readonly HandoverKind[] = ['pickup', 'return']

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

function formatTime(iso: string | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

/**
 * The handover kit on a booking (issue 49): the pick-up and return checks, each taken with the same
 * form by the driver or the supplier, kept on the device and sent when the network allows; the
 * records, the other party's confirmation, the summary and the photos side by side.
 */
export default function HandoverSection({ booking, userId, party, onChanged }: HandoverSectionProps) {
  const { t } = useLingui()
  const now = useNow(60_000)
  const { actions, sendingId } = useKeptActions(userId)
  const [open, setOpen] = useState<HandoverKind | null>(null)
  const pending = actions.filter((a): a is Kept<'handover'> => isKind(a, 'handover') && a.payload.bookingId === booking._id)

  // A check of this booking reached the server (or was refused): the booking is read again and shows it.
  useEffect(
    () =>
      onOutcome((outcome) => {
        if (isKind(outcome.action, 'handover') && outcome.action.payload.bookingId === booking._id) onChanged()
      }),
    [booking._id, onChanged],
  )

  const handover = booking.handover
  const offered = KINDS.filter(
    (kind) =>
      windowOf(booking, kind, now) === 'open' && !pending.some((a) => a.payload.kind === kind) && (kind === 'pickup' || !!handover?.pickup),
  )
  const nothing = !handover?.pickup && !handover?.return && !pending.length && !offered.length
  if (nothing) return null

  return (
    <section className={css.section} aria-labelledby="handover-title" data-testid="handover" data-print="hide">
      <h2 id="handover-title" className={css.heading}>
        <Trans>The car's state</Trans>
      </h2>
      {KINDS.map((kind) => {
        const record = handover?.[kind]
        return record ? (
          <RecordView key={kind} booking={booking} kind={kind} record={record} userId={userId} role={party} onChanged={onChanged} />
        ) : null
      })}
      {pending.map((action) => (
        <PendingView key={action.id} action={action} userId={userId} sending={sendingId === action.id} />
      ))}
      {handover?.summary && <SummaryView summary={handover.summary} />}
      {handover?.pickup && handover.return && (handover.pickup.photos.length > 0 || handover.return.photos.length > 0) && (
        <SideBySide booking={booking} pickup={handover.pickup} ret={handover.return} userId={userId} />
      )}
      {open ? (
        <HandoverForm booking={booking} userId={userId} kind={open} onKept={() => setOpen(null)} onCancel={() => setOpen(null)} />
      ) : (
        offered.length > 0 && (
          <div className={css.actions}>
            {offered.map((kind) => (
              <Button key={kind} onClick={() => setOpen(kind)}>
                {kind === 'pickup' ? t`Pick-up check` : t`Return check`}
              </Button>
            ))}
          </div>
        )
      )}
    </section>
  )
}

function RecordView({
  booking,
  kind,
  record,
  userId,
  role,
  onChanged,
}: {
  booking: Booking
  kind: HandoverKind
  record: HandoverRecord
  userId: string
  role: HandoverRole
  onChanged: () => void
}) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const title = kind === 'pickup' ? t`Pick-up check` : t`Return check`
  const by = record.by === 'driver' ? t`the driver` : t`the supplier`
  const at = formatTime(record.at, i18n.locale)
  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await confirmHandover(booking._id, kind)
      onChanged()
    } catch (e) {
      setError(
        isApiError(e, 'offline') || isApiError(e, 'network')
          ? t`No connection: the confirmation was not sent. Try again when you are back online.`
          : t`The confirmation was refused. Reload the booking and try again.`,
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={css.record} data-testid={`handover-${kind}`}>
      <h3 className={css.subheading}>{title}</h3>
      <p className={css.muted}>
        <Trans>
          Recorded by {by} on {at}
        </Trans>
      </p>
      <dl className={css.facts}>
        <dt>
          <Trans>Odometer</Trans>
        </dt>
        <dd className={css.factValue} data-testid="handover-odometer">
          {t`${record.odometer} km`}
        </dd>
        <dt>
          <Trans>Fuel</Trans>
        </dt>
        <dd className={css.factValue}>
          <FuelLabel eighths={record.fuel} />
        </dd>
        {record.notes && (
          <>
            <dt>
              <Trans>Notes</Trans>
            </dt>
            <dd className={css.factValue}>{record.notes}</dd>
          </>
        )}
        <dt>
          <Trans>Confirmed</Trans>
        </dt>
        <dd className={css.factValue} data-testid="handover-confirmed">
          {record.confirmedAt
            ? t`Confirmed on ${formatTime(record.confirmedAt, i18n.locale)}`
            : record.by === 'driver'
              ? t`Not confirmed by the supplier yet`
              : t`Not confirmed by the driver yet`}
        </dd>
      </dl>
      {record.photos.length > 0 && (
        <ul className={css.thumbs} aria-label={t`Photos of the ${title}`}>
          {record.photos.map((name, i) => (
            <li key={name} className={css.thumb}>
              <HandoverPhoto userId={userId} source={{ bookingId: booking._id, name }} alt={t`${title}, photo ${i + 1}`} />
            </li>
          ))}
        </ul>
      )}
      {!record.confirmedAt && mayConfirm(record.by, role) && (
        <div className={css.actions}>
          <Button onClick={() => void confirm()} busy={busy} disabled={!online} aria-label={t`Confirm: ${title}`}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      )}
      {error && (
        <p className={css.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

function PendingView({ action, userId, sending }: { action: Kept<'handover'>; userId: string; sending: boolean }) {
  const { t, i18n } = useLingui()
  const { kind, record, photos } = action.payload
  const title = kind === 'pickup' ? t`Pick-up check` : t`Return check`
  const at = formatTime(record.at, i18n.locale)
  const count = photos.length
  return (
    <div className={css.record} data-testid="handover-waiting">
      <h3 className={css.subheading}>{title}</h3>
      <p className={css.waiting} role="status">
        {sending ? <Trans>Sending…</Trans> : <Trans>Waiting to be sent (taken on {at}). It goes out when the network is back.</Trans>}
      </p>
      <dl className={css.facts}>
        <dt>
          <Trans>Odometer</Trans>
        </dt>
        <dd className={css.factValue}>{t`${record.odometer} km`}</dd>
        <dt>
          <Trans>Fuel</Trans>
        </dt>
        <dd className={css.factValue}>
          <FuelLabel eighths={record.fuel} />
        </dd>
        <dt>
          <Trans>Photos</Trans>
        </dt>
        <dd className={css.factValue}>{count}</dd>
      </dl>
      {count > 0 && (
        <ul className={css.thumbs} aria-label={t`Photos waiting to be sent`}>
          {photos.map((id, i) => (
            <li key={id} className={css.thumb}>
              <HandoverPhoto userId={userId} source={{ takenId: id }} alt={t`${title}, photo ${i + 1}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function SummaryView({ summary }: { summary: HandoverSummary }) {
  const { t } = useLingui()
  const fuel = summary.fuelDifference
  const fuelText = fuel === 0 ? t`The same as at pick-up` : fuel < 0 ? t`${-fuel}/8 of a tank less` : t`${fuel}/8 of a tank more`
  return (
    <div className={css.record} data-testid="handover-summary">
      <h3 className={css.subheading}>
        <Trans>Summary</Trans>
      </h3>
      <dl className={css.facts}>
        <dt>
          <Trans>Driven</Trans>
        </dt>
        <dd className={css.factValue} data-testid="summary-driven">{t`${summary.driven} km`}</dd>
        <dt>
          <Trans>Allowance</Trans>
        </dt>
        <dd className={css.factValue}>{summary.allowance === null ? t`Unlimited` : t`${summary.allowance} km`}</dd>
        <dt>
          <Trans>Extra km</Trans>
        </dt>
        <dd className={css.factValue} data-testid="summary-extra">{t`${summary.extraKm} km`}</dd>
        <dt>
          <Trans>Fuel</Trans>
        </dt>
        <dd className={css.factValue} data-testid="summary-fuel">
          {fuelText}
        </dd>
      </dl>
    </div>
  )
}

function SideBySide({ booking, pickup, ret, userId }: { booking: Booking; pickup: HandoverRecord; ret: HandoverRecord; userId: string }) {
  const { t } = useLingui()
  const rows = Math.max(pickup.photos.length, ret.photos.length)
  return (
    <div className={css.record}>
      <h3 className={css.subheading}>
        <Trans>Photos at pick-up and return</Trans>
      </h3>
      <div className={css.sideBySide} aria-hidden="true">
        <span className={css.muted}>
          <Trans>Pick-up</Trans>
        </span>
        <span className={css.muted}>
          <Trans>Return</Trans>
        </span>
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={css.sideBySide}>
          {[pickup.photos[i], ret.photos[i]].map((name, column) =>
            name ? (
              <HandoverPhoto
                key={name}
                userId={userId}
                source={{ bookingId: booking._id, name }}
                alt={column === 0 ? t`Pick-up, photo ${i + 1}` : t`Return, photo ${i + 1}`}
              />
            ) : (
              <span key={column} />
            ),
          )}
        </div>
      ))}
    </div>
  )
}
