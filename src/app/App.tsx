import { I18nProvider } from '@lingui/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { i18n } from '../lib/i18n/i18n'
import { useFirstPaintFocus } from '../ui/use-first-paint-focus'
import { ErrorBoundary } from './ErrorBoundary'
import { Layout } from './Layout'
import { Router } from './Router'

/** Registers the service worker and shows its prompts (it waits for the first screen to be done; see there). */
const ServiceWorkerAgent = lazy(() => import('./ServiceWorkerAgent'))

/**
 * It renders nothing until a toast is asked for (or the browser is idle), so it stays out of the
 * entry chunk. Should its chunk fail to load, the app goes on without toasts rather than failing.
 */
const Toaster = lazy(() =>
  import('../ui/Toaster').then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: () => null }),
  ),
)

function useAfterLoad(): boolean {
  const [ready, setReady] = useState(document.readyState === 'complete')
  useEffect(() => {
    if (ready) return
    const done = () => setReady(true)
    window.addEventListener('load', done, { once: true })
    return () => window.removeEventListener('load', done)
  }, [ready])
  return ready
}

export function App() {
  const loaded = useAfterLoad()
  useFirstPaintFocus()
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <Layout>
          <Router />
        </Layout>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
        {loaded && (
          <Suspense fallback={null}>
            <ServiceWorkerAgent />
          </Suspense>
        )}
      </ErrorBoundary>
    </I18nProvider>
  )
}
