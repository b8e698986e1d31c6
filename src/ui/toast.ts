/**
 * Toasts without paying for react-toastify on the first paint: the library and
 * its container load on the first toast (or when the browser is idle), and
 * messages sent before that wait in a queue.
 */
type Kind = 'success' | 'error' | 'info' | 'warning'
type ToastModule = typeof import('react-toastify')

let module: Promise<ToastModule> | null = null
let mounted: () => void = () => {}
const containerReady = new Promise<void>((resolve) => {
  mounted = resolve
})
const listeners = new Set<() => void>()
let requested = false

/** Starts loading the toast library; the Toaster renders its container once loaded. */
export function loadToasts(): Promise<ToastModule> {
  if (!module) {
    module = import('react-toastify')
    requested = true
    listeners.forEach((l) => l())
  }
  return module
}

export function toastsRequested(): boolean {
  return requested
}

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by the Toaster once its container is in the document. */
export function markToastContainerMounted(): void {
  mounted()
}

function show(kind: Kind, message: string, options?: { toastId?: string }): void {
  void loadToasts().then(async (m) => {
    await containerReady
    m.toast[kind](message, { toastId: options?.toastId })
  })
}

export const toast = {
  success: (message: string, options?: { toastId?: string }) => show('success', message, options),
  error: (message: string, options?: { toastId?: string }) => show('error', message, options),
  info: (message: string, options?: { toastId?: string }) => show('info', message, options),
  warning: (message: string, options?: { toastId?: string }) => show('warning', message, options),
}
