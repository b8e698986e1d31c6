import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { loadToasts, markToastContainerMounted, onToastsRequested, toastsRequested } from './toast'
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants'

const Container = lazy(async () => {
  const { ToastContainer } = await loadToasts()
  function ToastHost() {
    useEffect(() => markToastContainerMounted(), [])
    // The spec's toast settings (section 9), word for word.
    return (
      <ToastContainer
        position="bottom-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        hideProgressBar={false}
        newestOnTop={false}
        closeOnClick
        pauseOnHover
        pauseOnFocusLoss={false}
        draggable={false}
        theme="dark"
      />
    )
  }
  return { default: ToastHost }
})

/** Mounts the toast container once a toast is asked for, or when the browser is idle. */
export function Toaster() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false)
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const ric = window.requestIdleCallback
      ? (cb: () => void) => window.requestIdleCallback(cb)
      : (cb: () => void) => window.setTimeout(cb, 2000)
    const handle = ric(() => setIdle(true))
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
  }, [])
  if (!requested && !idle) return null
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  )
}
