import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Booking } from '../../lib/api/entities'
import { useOnline } from '../../lib/hooks/use-online'
import { useLanguage } from '../../lib/i18n/use-language'
import { Button } from '../../ui/Button'
import { useSession } from '../auth/session'
import { AmendForm } from './AmendForm'
import { amendBlock } from './rules'
import { blockText } from './texts'
import * as css from './amend.css'

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
    )
  } else {
    body = (
      <div>
        <Button variant="secondary" aria-expanded={false} onClick={() => setOpen(true)}>
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
