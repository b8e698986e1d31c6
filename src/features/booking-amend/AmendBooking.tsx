import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { Booking } from '../../lib/api/entities'
import { useOnline } from '../../lib/hooks/use-online'
import { useLanguage } from '../../lib/i18n/use-language'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { useSession } from '../auth/session'
import { amendBlock } from './rules'
import { blockText } from './texts'
import * as css from './amend.css'

// The form (and the car's options, prices and places it brings) loads when the driver opens it.
const AmendForm = lazy(() => import('./AmendForm').then((m) => ({ default: m.AmendForm })))

/** The id of the button that opens the form: the pass's own actions open it too (PassActions). */
export const AMEND_OPENER_ID = 'amend-open'

interface Props {
  booking: Booking
  /** The booking as the server changed it (call 60): the screen shows it and reads it again. */
  onAmended: (booking: Booking) => void
}

/**
 * "Change the booking" on the booking's page: the form for a booking that can be changed, or
 * why it cannot, in words; offline, that changing needs the network.
 */
export function AmendBooking({ booking, onAmended }: Props) {
  const { i18n } = useLingui()
  const user = useSession()
  const language = useLanguage()
  const online = useOnline()
  const [open, setOpen] = useState(false)
  // Closed (kept as it is, or changed): the focus goes back to the button that opened the form.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(AMEND_OPENER_ID)?.focus()
    wasOpen.current = open
  }, [open])
  const block = amendBlock(booking)

  let body
  if (block) {
    body = (
      <p className={css.muted} data-testid="amend-blocked" data-block={block}>
        {blockText(i18n, block)}
      </p>
    )
  } else if (!online) {
    body = (
      <span className={css.offline}>
        <Button variant="secondary" disabled aria-describedby={`amend-offline-${booking._id}`}>
          <Trans>Change the booking</Trans>
        </Button>
        <span id={`amend-offline-${booking._id}`} className={css.muted} data-testid="amend-offline">
          <Trans>Changing the booking needs a connection.</Trans>
        </span>
      </span>
    )
  } else if (open && user) {
    body = (
      <Suspense fallback={<Spinner size={24} />}>
        <AmendForm
          booking={booking}
          userId={user.id}
          language={language}
          onAmended={(updated) => {
            setOpen(false)
            onAmended(updated)
          }}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    )
  } else {
    body = (
      <div>
        <Button id={AMEND_OPENER_ID} variant="secondary" onClick={() => setOpen(true)}>
          <Trans>Change the booking</Trans>
        </Button>
      </div>
    )
  }

  return (
    <div className={css.stack} data-testid="amend">
      {body}
    </div>
  )
}
