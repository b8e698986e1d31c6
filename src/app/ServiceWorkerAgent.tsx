import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { Button } from '../ui/Button'
import * as css from './update-prompt.css'
import { toast } from '../ui/toast'

const HOUR = 60 * 60 * 1000

/** One hourly check per page, however often the registration callback fires. */
let hourlyCheck: number | undefined

/**
 * Registers the service worker ('prompt' mode): says "Ready to work offline"
 * once after the first install, offers a reload when a new version waits, and
 * never reloads by itself — a driver in the middle of a booking decides.
 */
export default function ServiceWorkerAgent() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration && hourlyCheck === undefined) {
        hourlyCheck = window.setInterval(() => void registration.update().catch(() => {}), HOUR)
      }
    },
  })

  useEffect(() => {
    if (!offlineReady) return
    toast.info(t`Ready to work offline`, { toastId: 'offline-ready' })
    setOfflineReady(false)
  }, [offlineReady, setOfflineReady])

  if (!needRefresh) return null

  function reload() {
    // On the very first visit the plugin does not reload by itself after skipWaiting.
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true })
    void updateServiceWorker(true)
  }

  return (
    <div className={css.prompt} role="alert">
      <span>
        <Trans>A new version of Volta is ready.</Trans>
      </span>
      <div className={css.actions}>
        <Button small onClick={reload}>
          <Trans>Reload</Trans>
        </Button>
        <Button small variant="secondary" onClick={() => setNeedRefresh(false)}>
          <Trans>Later</Trans>
        </Button>
      </div>
    </div>
  )
}
