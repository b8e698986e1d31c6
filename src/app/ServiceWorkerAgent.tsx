import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { Button } from '../ui/Button'
import * as css from './update-prompt.css'
import { toast } from '../ui/toast'
import { whenCallsQuiet } from '../lib/api/in-flight'
import { handOverLoadedUrls } from './cache-urls'

const HOUR = 60 * 60 * 1000

/** One hourly check per page, however often the registration callback fires. */
let hourlyCheck: number | undefined

/**
 * True once the first screen's API calls have been quiet for a moment and the main
 * thread is idle. The worker's install fetches every screen: started earlier (idle
 * comes while a list is on its way), it took the slow link from the first screen's
 * data and pictures (/cars: cold LCP 2.7 s instead of 0.7 s in the bench).
 */
function useFirstScreenDone(): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    let stopped = false
    let idle = 0
    void whenCallsQuiet().then(() => {
      if (stopped) return
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setDone(true), { timeout: 3000 })
          : window.setTimeout(() => setDone(true), 200)
    })
    return () => {
      stopped = true
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
      clearTimeout(idle)
    }
  }, [])
  return done
}

/** Mounted after the page's load event (App); registers once the first screen is done. */
export default function ServiceWorkerAgent() {
  const done = useFirstScreenDone()
  useEffect(() => {
    // The actions kept until the network is back: sent now if they can be, then on `online` and Background Sync.
    if (done) void import('../features/pending-actions/start').then((m) => m.startKeptActions())
  }, [done])
  return done ? <Registration /> : null
}

/**
 * Registers the service worker ('prompt' mode): says "Ready to work offline"
 * once after the first install, offers a reload when a new version waits, and
 * never reloads by itself — a driver in the middle of a booking decides.
 */
function Registration() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration && hourlyCheck === undefined) {
        hourlyCheck = window.setInterval(() => void registration.update().catch(() => {}), HOUR)
        void handOverLoadedUrls(registration).catch(() => {})
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
