import { I18nProvider } from '@lingui/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { whenCallsQuiet } from '../lib/api/in-flight'
import { i18n } from '../lib/i18n/i18n'
import '../features/auth/session-expiry'
import { Toaster } from '../ui/Toaster'
import { ErrorBoundary } from './ErrorBoundary'
import { Layout } from './Layout'
import { Router } from './Router'

/** Registers the service worker and shows its prompts, once the first screen is done. */
const ServiceWorkerAgent = lazy(() => import('./ServiceWorkerAgent'))

/**
 * True once the page has loaded, the first screen's API calls have come back and the
 * main thread is idle: the worker's install fetches every screen, which must not
 * compete with the first screen's own data and pictures on a slow link.
 */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let stopped = false
    let idle = 0
    const whenIdle = () => {
      if (stopped) return
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => setReady(true), { timeout: 3000 }) : window.setTimeout(() => setReady(true), 200)
    }
    const afterLoad = () => void whenCallsQuiet().then(whenIdle)
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      stopped = true
      window.removeEventListener('load', afterLoad)
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
      clearTimeout(idle)
    }
  }, [])
  return ready
}

export function App() {
  const loaded = useAfterFirstScreen()
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <Layout>
          <Router />
        </Layout>
        <Toaster />
        {loaded && (
          <Suspense fallback={null}>
            <ServiceWorkerAgent />
          </Suspense>
        )}
      </ErrorBoundary>
    </I18nProvider>
  )
}
