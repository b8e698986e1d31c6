import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useLanguage } from '../../lib/i18n/use-language'
import { PUSH_OFFER_KEY } from '../../lib/storage/push-names'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Page'
import { toast } from '../../ui/toast'
import { readPushState, turnOn } from './push-device'
import { pushFailure } from './PushSwitch'
import * as css from './push.css'

function answered(): boolean {
  try {
    return localStorage.getItem(PUSH_OFFER_KEY) !== null
  } catch {
    return true
  }
}

function remember(answer: 'on' | 'dismissed'): void {
  try {
    localStorage.setItem(PUSH_OFFER_KEY, answer)
  } catch {
    // Storage refused (private mode): the offer may come again after the next booking.
  }
}

/**
 * After a booking is made (issue 50): an offer to turn notifications on for this device, made only
 * while they can be and are off, and never again once answered (either way). The browser's
 * permission is asked only when the driver presses "Turn on".
 */
export default function PushOffer() {
  const { t } = useLingui()
  const language = useLanguage()
  const [shown, setShown] = useState<'no' | 'offer' | 'on'>('no')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (answered()) return
    let live = true
    void readPushState().then(
      (state) => live && state === 'off' && setShown('offer'),
      () => {},
    )
    return () => {
      live = false
    }
  }, [])

  async function accept() {
    setBusy(true)
    try {
      const state = await turnOn(language)
      remember('on')
      if (state === 'on') setShown('on')
      else {
        setShown('no')
        if (state === 'blocked') toast.info(t`Notifications are blocked for this site: you can allow them in the browser's site settings.`)
      }
    } catch (error) {
      toast.error(pushFailure(error, t`This browser could not subscribe to notifications. Try again later.`))
    } finally {
      setBusy(false)
    }
  }

  function dismiss() {
    remember('dismissed')
    setShown('no')
  }

  if (shown === 'no') return null
  if (shown === 'on') {
    return (
      <Notice tone="success">
        <Trans>Notifications are on for this device. You can turn them off in Settings.</Trans>
      </Notice>
    )
  }
  return (
    <section className={css.offer} aria-labelledby="push-offer-title" data-testid="push-offer">
      <h3 id="push-offer-title" className={css.offerTitle}>
        <Trans>Hear about this booking on this device?</Trans>
      </h3>
      <p className={css.offerText}>
        <Trans>A notification when the supplier confirms or changes it, and the day before pick-up, also when the app is closed.</Trans>
      </p>
      <div className={css.offerActions}>
        <Button onClick={() => void accept()} disabled={busy}>
          <Trans>Turn on notifications</Trans>
        </Button>
        <Button variant="secondary" onClick={dismiss} disabled={busy}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </section>
  )
}
