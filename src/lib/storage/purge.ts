import { clear, createStore } from 'idb-keyval'
import { PERSONAL_CACHES, PURGE_MESSAGE } from './cache-names'
import { DRAFT_PREFIX, FRAME_SNAPSHOTS_KEY, IDB, PAYMENT_TOKEN_PREFIX } from './keys'
import { clearLicenceDates } from './licence-date'
import { unsubscribeThisDevice } from './push-subscription'
import { clearStoredUser } from './user'

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (!name) continue
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`
    document.cookie = `${expired}; path=/`
    document.cookie = expired
  }
}

/**
 * Asks the service worker to forget the personal caches too: it drops their
 * expiration records (which list the cached URLs) and refuses to store a late
 * answer to a request started before the purge. Waits at most a second: a
 * sign-out never hangs on a busy or missing worker.
 */
async function purgeInWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.getRegistration()
  const worker = registration?.active
  if (!worker) return
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(resolve, 1000)
    channel.port1.onmessage = () => {
      clearTimeout(timer)
      resolve()
    }
    worker.postMessage({ type: PURGE_MESSAGE }, [channel.port2])
  })
}

/** Where versions before the frame snapshots kept a copy of the bookings (the list's first page, the last pass). */
const FORMER_COPIES = ['bc-bookings-first', 'bc-pass-last']

/** Form drafts and payment tokens (a guest's key to a payment). */
function clearDrafts(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(DRAFT_PREFIX) || key.startsWith(PAYMENT_TOKEN_PREFIX)) localStorage.removeItem(key)
  }
}

/**
 * Removes every trace of the signed-in driver from this device: bc-user,
 * session storage, cookies, form drafts, the bookings mirror (IndexedDB), the screens React
 * rendered from it (localStorage, for the first paint) and the
 * service worker caches that hold personal data. Each step runs even when
 * another fails, so one broken store never leaves the rest behind.
 */
export async function purgePersonalData(): Promise<void> {
  // This device's pushes stop first, while the token is still there (issue 50).
  await unsubscribeThisDevice().catch(() => {})
  const steps: Array<() => unknown> = [
    clearStoredUser,
    () => sessionStorage.clear(),
    clearCookies,
    clearDrafts,
    () => localStorage.removeItem(FRAME_SNAPSHOTS_KEY),
    // The copies of the bookings that earlier versions kept beside the mirror.
    () => FORMER_COPIES.forEach((key) => localStorage.removeItem(key)),
    // The licence's upload date (its file is never stored: read with call 66, shown from a blob URL revoked on close).
    clearLicenceDates,
    () => Object.values(IDB).map(({ db, store }) => clear(createStore(db, store))),
    // The actions kept until the network is back (lib/queue): never sent by another account.
    () => ('caches' in globalThis ? PERSONAL_CACHES.map((name) => caches.delete(name)) : []),
    purgeInWorker,
  ]
  const results = steps.map((step) => {
    try {
      return Promise.all([step()].flat())
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  })
  await Promise.allSettled(results)
}
