import { useSyncExternalStore } from 'react'
import { serverRender } from '../../lib/server-render'
import { navigate } from 'wouter/use-browser-location'
import { SESSION_CHANNEL } from '../../lib/storage/keys'
import { getStoredUser, roleOf, setStoredUser, type Role, type StoredUser } from '../../lib/storage/user'
import { SIGN_IN } from './redirect'
import { USER_KEY } from '../../lib/storage/keys'

/**
 * The session: who is signed in, kept in bc-user and mirrored into React through
 * useSyncExternalStore. Other tabs learn of sign-in and sign-out through a
 * BroadcastChannel (and the storage event, where BroadcastChannel is missing).
 */
type Message = { type: 'signed-in' } | { type: 'signed-out' }

const listeners = new Set<() => void>()
let snapshot: StoredUser | null = readUser()
// Tabs of a browser only: Node has BroadcastChannel too, and an open one would keep the build (which
// renders the first paint's frames with this module: app/first-paint/build/static-frames.tsx) from ending.
const channel: BroadcastChannel | null =
  typeof window !== 'undefined' && typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null

function readUser(): StoredUser | null {
  return typeof localStorage === 'undefined' ? null : getStoredUser()
}

function emit(): void {
  const next = readUser()
  if (JSON.stringify(next) === JSON.stringify(snapshot)) return
  snapshot = next
  listeners.forEach((l) => l())
}

/** Re-reads bc-user (after anything wrote to it) and notifies subscribers. */
export function refreshSession(): void {
  emit()
}

export function currentUser(): StoredUser | null {
  return snapshot
}

export function useSession(): StoredUser | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => snapshot,
    () => serverRender.user,
  )
}

/** Stores the sign-in reply (only when it has an accessToken). */
export function startSession(reply: unknown): boolean {
  const stored = setStoredUser(reply)
  if (stored) {
    emit()
    channel?.postMessage({ type: 'signed-in' } satisfies Message)
  }
  return stored
}

/** The purge (with idb-keyval) loads only when someone signs out. */
async function purgePersonalData(): Promise<void> {
  const { purgePersonalData: purge } = await import('../../lib/storage/purge')
  await purge()
}

const STRICT_PREFIXES = ['/bookings', '/booking', '/settings', '/notifications', '/change-password']

/** Where a signed-out account goes: a supplier or the operator back to the back-office sign-in, whatever it was asked. */
function leave(to: '/' | '/sign-in' | null, role: Role | null): void {
  const path = location.pathname
  const backOffice = role === 'supplier' || role === 'admin' || path.startsWith('/admin/')
  const supplier = backOffice || (path.startsWith('/supplier/') && path !== SIGN_IN.supplier)
  if (to) navigate(supplier ? SIGN_IN.supplier : to, { replace: true })
  else if (supplier && path !== SIGN_IN.supplier) navigate(SIGN_IN.supplier, { replace: true })
  else if (STRICT_PREFIXES.includes(path)) navigate(SIGN_IN.driver, { replace: true })
}

/**
 * Signs out: clears session storage, bc-user, cookies and every store of
 * personal data, tells the other tabs, then goes to "/" (or "/sign-in").
 */
export async function signOut(options: { to?: '/' | '/sign-in' | null } = {}): Promise<void> {
  const to = options.to === undefined ? '/' : options.to
  const role = snapshot ? roleOf(snapshot) : null
  await purgePersonalData()
  emit()
  channel?.postMessage({ type: 'signed-out' } satisfies Message)
  leave(to, role)
}

channel?.addEventListener('message', (event: MessageEvent<Message>) => {
  if (event.data?.type === 'signed-out') {
    // Shared stores are already empty; this tab's session storage is not.
    const role = snapshot ? roleOf(snapshot) : null
    void purgePersonalData().then(() => {
      emit()
      leave(null, role)
    })
  } else if (event.data?.type === 'signed-in') {
    emit()
  }
})

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_KEY || event.key === null) emit()
  })
}
