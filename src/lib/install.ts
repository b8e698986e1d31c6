import { useSyncExternalStore } from 'react'

/**
 * The browser's install offer (beforeinstallprompt). The listener is attached
 * at start-up, before React renders, because Chromium fires the event early.
 */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((l) => l())

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    notify()
  })
}

export function useInstallPrompt(): { available: boolean; install: () => Promise<void> } {
  const available = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => deferred !== null,
    () => false,
  )
  return {
    available,
    install: async () => {
      const event = deferred
      if (!event) return
      // An offer can be shown once: whatever the answer, drop it. If the driver
      // said no, Chromium fires beforeinstallprompt again later and the button comes back.
      deferred = null
      notify()
      try {
        await event.prompt()
        await event.userChoice
      } catch {
        // Already used or withdrawn by the browser: nothing to do.
      }
    },
  }
}
