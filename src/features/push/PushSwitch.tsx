import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { isApiError } from '../../lib/api/errors'
import { apiErrorMessage } from '../../lib/api/error-message'
import { getPushKey } from '../../lib/api/push'
import { useLanguage } from '../../lib/i18n/use-language'
import { Notice } from '../../ui/Page'
import { Switch } from '../../ui/Switch'
import { toast } from '../../ui/toast'
import { readPushState, renewSubscription, turnOff, turnOn, type PushState } from './push-device'

/** What went wrong, in words: the server's refusal, or the browser's (no push service reachable, say). */
export function pushFailure(error: unknown, browserRefused: string): string {
  return isApiError(error) ? apiErrorMessage(error) : browserRefused
}

/**
 * Settings' "Notifications on this device" (issue 50): the real state (on, off, blocked in the
 * browser, not possible here), read without asking anything; the browser's permission is asked only
 * when the person turns it on.
 */
export function PushSwitch() {
  const { t } = useLingui()
  const language = useLanguage()
  const [state, setState] = useState<PushState | 'loading'>('loading')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    void (async () => {
      let next = await readPushState().catch((): PushState => 'unsupported')
      // Off: does the server push at all (call 80, no token)? On: the server is told again, quietly (keys rotated, data lost).
      if (next === 'off' && (await getPushKey().catch(() => '')) === null) next = 'unavailable'
      if (next === 'on') void renewSubscription(language).catch(() => {})
      if (live) setState(next)
    })()
    return () => {
      live = false
    }
  }, [language])

  async function change(on: boolean) {
    setBusy(true)
    try {
      if (on) {
        const next = await turnOn(language)
        setState(next)
        if (next === 'on') toast.success(t`Notifications are on for this device.`)
      } else {
        await turnOff()
        setState('off')
        toast.success(t`Notifications are off for this device.`)
      }
    } catch (error) {
      toast.error(pushFailure(error, t`This browser could not subscribe to notifications. Try again later.`))
      setState(await readPushState().catch((): PushState => 'off'))
    } finally {
      setBusy(false)
    }
  }

  const usable = state === 'on' || state === 'off'
  return (
    <div data-testid="push-switch" data-state={state}>
      <Switch
        label={t`Notifications on this device`}
        description={t`A notification when a booking is confirmed, changed or paid, and the day before pick-up, also when the app is closed.`}
        checked={state === 'on'}
        disabled={busy || !usable}
        onChange={(next) => void change(next)}
      />
      {state === 'blocked' && (
        <Notice tone="warning">
          <Trans>
            Notifications are blocked for this site in your browser. To allow them, open the site's settings (the icon at the left of the
            address bar, or the browser's settings under Site settings, Notifications), choose Allow, then come back here.
          </Trans>
        </Notice>
      )}
      {state === 'install' && (
        <Notice tone="info">
          <Trans>
            On an iPhone or iPad, notifications work only in the app added to the Home Screen: in Safari, tap Share, then Add to Home
            Screen, and open Volta from there.
          </Trans>
        </Notice>
      )}
      {state === 'unsupported' && (
        <Notice tone="info">
          <Trans>This browser cannot show notifications from web apps.</Trans>
        </Notice>
      )}
      {state === 'unavailable' && (
        <Notice tone="info">
          <Trans>This Volta server does not send notifications.</Trans>
        </Notice>
      )}
    </div>
  )
}
