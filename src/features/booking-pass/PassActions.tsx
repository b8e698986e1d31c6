import { Trans, useLingui } from '@lingui/react/macro'
import type { Booking } from '../../lib/api/entities'
import { Button } from '../../ui/Button'
import { toast } from '../../ui/toast'
import { copyText } from './clipboard'
import { calendarFileName, passCalendar, shareText } from './pass-model'
import { bookingLink } from '../bookings/booking-view'
import { AMEND_OPENER_ID } from '../booking-amend/AmendBooking'
import { amendBlock } from '../booking-amend/rules'
import { useOnline } from '../../lib/hooks/use-online'
import * as css from './pass.css'
import { cx } from '../../ui/cx'

/** Saves a file made on the device (works offline: nothing is fetched). */
function download(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.hidden = true
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}

/** Add to calendar, Share and Print: screen only (not printed). */
export function PassActions({ booking }: { booking: Booking }) {
  const { i18n, t } = useLingui()
  const link = bookingLink(booking._id)
  const online = useOnline()
  // A booking that can be changed: the pass opens the change form of the page's Changes section.
  const changeable = online && amendBlock(booking) === null
  const openChange = () => {
    const opener = document.getElementById(AMEND_OPENER_ID)
    if (opener) opener.click()
    else document.getElementById('amend-title')?.focus()
  }

  const addToCalendar = () => download(passCalendar(i18n, booking, link), calendarFileName(booking._id), 'text/calendar;charset=utf-8')

  const share = async () => {
    const data: ShareData = { title: t`Booking ${booking.car.name}`, text: shareText(i18n, booking), url: link }
    if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
      try {
        await navigator.share(data)
        return
      } catch (error) {
        // The driver closed the share sheet: nothing to do. Any other failure: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    if (await copyText(link)) toast.success(t`Link copied. Paste it in a message to share this booking.`, { toastId: 'pass-share' })
    else toast.error(t`The link could not be copied.`, { toastId: 'pass-share' })
  }

  return (
    <div className={cx(css.actions, css.noPrint)} data-print="hide">
      <Button variant="secondary" onClick={addToCalendar}>
        <Trans>Add to calendar</Trans>
      </Button>
      <Button variant="secondary" onClick={() => void share()}>
        <Trans>Share</Trans>
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        <Trans>Print</Trans>
      </Button>
      {changeable && (
        <Button variant="secondary" onClick={openChange}>
          <Trans>Change the booking</Trans>
        </Button>
      )}
    </div>
  )
}
