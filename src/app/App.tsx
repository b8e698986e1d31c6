import { I18nProvider } from '@lingui/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { i18n } from '../lib/i18n/i18n'
import '../features/auth/session-expiry'
import { Toaster } from '../ui/Toaster'
import { ErrorBoundary } from './ErrorBoundary'
import { Layout } from './Layout'
import { Router } from './Router'

/** Registers the service worker and shows its prompts, once the page is loaded and idle. */
const ServiceWorkerAgent = lazy(() => import('./ServiceWorkerAgent'))

/**
 * True once the page has loaded and the main thread is idle: the worker's install
 * fetches every screen, which must not compete with the first screen's own data
 * (a list arriving on a slow phone) for the network and the main thread.
 */
function useAfterLoadAndIdle(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let idle = 0
    const whenIdle = () => {
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => setReady(true), { timeout: 3000 }) : window.setTimeout(() => setReady(true), 200)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
      clearTimeout(idle)
    }
  }, [])
  return ready
}

export function App() {
  const loaded = useAfterLoadAndIdle()
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
