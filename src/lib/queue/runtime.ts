/**
 * The one action queue of the page (queue.ts with IndexedDB, the real calls and a Web Lock), what
 * wakes it up, and the hook that shows what it keeps.
 *
 * When kept actions go out:
 * - at start (startQueue, once the first screen is done), for the account signed in;
 * - on the `online` event, at once (the backoff is skipped: the network just came back);
 * - after a backoff, on a timer, while the page is open (at most 15 s apart while the browser
 *   says it is online, unless a 429 or 503's Retry-After asks for longer, up to 5 minutes: queue.ts);
 * - as soon as another call of this page has been answered 2xx by the server (lib/api/reached.ts)
 *   while something is kept: the network is back (early-flush.ts: debounced, never during a
 *   flush, and an action tried less than 2 s ago is left to its timer, so no flush loop);
 * - on a Background Sync wake-up where the browser has it: keeping an action registers the
 *   `bc-queue` sync tag; when the browser sees the network back it wakes the worker, and the
 *   worker (which holds no token) asks an open page to send them (QUEUE_FLUSH_MESSAGE) and waits
 *   for its answer, so the browser tries again later if the network failed once more.
 * The token never leaves the page: the worker only says when.
 *
 * The kinds of action and their calls are the product's (features/pending-actions/actions.ts): they are
 * registered here (registerActions) before anything is kept or sent.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { onServerReached } from '../api/reached'
import { getStoredUser } from '../storage/user'
import { earlyFlushOnReply } from './early-flush'
import { failureOf } from './failure'
import { QUEUE_CHANNEL, QUEUE_FLUSH_MESSAGE, QUEUE_LOCK, QUEUE_SYNC_TAG } from './names'
import { ActionQueue, backoffMs, type FlushReport, type Handler, type KeptAction, type NewAction, type Outcome } from './queue'
import { idbQueueStore } from './store'

let timer: ReturnType<typeof setTimeout> | undefined
let timerAt = Infinity

function wakeAt(at: number): void {
  if (typeof window === 'undefined' || at >= timerAt) return
  clearTimeout(timer)
  timerAt = at
  timer = setTimeout(
    () => {
      timerAt = Infinity
      void flushSignedIn()
    },
    Math.max(0, at - Date.now()),
  )
}

function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? (locks.request(QUEUE_LOCK, work) as Promise<T>) : work()
}

/** The handlers of each kind, by kind: filled by registerActions. */
const handlers: Record<string, Handler> = {}

/** Registers the kinds of action the app keeps (their read-backs and calls); the queue sends none before. */
export function registerActions(table: Readonly<Record<string, Handler>>): void {
  Object.assign(handlers, table)
}

export const queue = new ActionQueue({ store: idbQueueStore, handlers, failure: failureOf, exclusive, wakeAt })

// The other tabs of this device learn each outcome: their pending notes go, their screens follow (no toast there).
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(QUEUE_CHANNEL) : null
queue.onOutcome((outcome) => {
  if (!outcome.remote) channel?.postMessage(outcome)
})
channel?.addEventListener('message', (event: MessageEvent<Outcome>) => {
  const outcome = event.data
  if (!outcome?.action || getStoredUser()?.id !== outcome.action.userId) return
  void queue.load(outcome.action.userId).catch(() => {})
  queue.announce({ ...outcome, remote: true })
})

const loaded = new Set<string>()

/** Sends what the signed-in account keeps (nothing when nobody is signed in: another account's actions wait for it, or the purge). */
export function flushSignedIn(options: { force?: boolean; early?: boolean } = {}): Promise<FlushReport> {
  const user = getStoredUser()
  if (!user) return Promise.resolve({ sent: [], left: 0 })
  // Before the kinds are registered an action would be refused as unknown: it waits instead.
  if (Object.keys(handlers).length === 0) return Promise.resolve({ sent: [], left: queue.list(user.id).length })
  return queue.flush(user.id, options).catch((error: unknown) => {
    console.warn('action queue:', error)
    return { sent: [], left: queue.list(user.id).length }
  })
}

interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> }
}

/** Asks the browser for a Background Sync wake-up (Chromium); elsewhere the `online` event and the next start do it. */
async function registerSync(): Promise<void> {
  try {
    const registration: (ServiceWorkerRegistration & SyncRegistration) | undefined = await navigator.serviceWorker?.getRegistration()
    await registration?.sync?.register(QUEUE_SYNC_TAG)
  } catch {
    // No worker, no permission, or no Background Sync: the other triggers remain.
  }
}

/** Keeps an action of the signed-in account `userId`, taken offline or whose request failed for lack of network. */
export async function keep<P>(userId: string, action: NewAction<P>): Promise<KeptAction<P>> {
  const kept = await queue.keep(userId, action)
  loaded.add(userId)
  void registerSync()
  // Kept because the network failed or is off: the first try waits the first backoff (or the `online` event).
  wakeAt(Date.now() + backoffMs(1))
  return kept
}

export function onOutcome(listener: (outcome: Outcome) => void): () => void {
  return queue.onOutcome(listener)
}

let started = false

/** Starts the triggers (once per page) and sends what was kept before a reload or a restart. */
export function startQueue(): void {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('online', () => void flushSignedIn({ force: true }))
  onServerReached(
    earlyFlushOnReply({
      flushing: () => queue.flushing(),
      // As this page last read the list: another tab's sending shows up at the flush, which reads the store.
      waiting: () => {
        const user = getStoredUser()
        return user !== null && queue.list(user.id).length > 0
      },
      flush: () => flushSignedIn({ early: true }),
    }),
  )
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type !== QUEUE_FLUSH_MESSAGE) return
    const port = event.ports[0]
    void flushSignedIn({ force: true }).then((report) => port?.postMessage({ left: report.left }))
  })
  const user = getStoredUser()
  if (user) void queue.load(user.id).then((list) => list.length > 0 && void registerSync())
  void flushSignedIn()
}

/** How many actions the signed-in account keeps (the sign-out asks first when there are some). */
export async function keptCount(): Promise<number> {
  const user = getStoredUser()
  return user ? (await queue.load(user.id)).length : 0
}

/** Drops what the signed-in account keeps (its choice at sign-out). */
export async function dropKept(): Promise<void> {
  const user = getStoredUser()
  if (user) await queue.drop(user.id)
}

const NONE: readonly KeptAction[] = []

/** What `userId` keeps, oldest first, and the id of the one going out now; re-renders on change. */
export function useKeptActions(userId: string | undefined): { actions: readonly KeptAction[]; sendingId: string | null } {
  useEffect(() => {
    if (!userId || loaded.has(userId)) return
    loaded.add(userId)
    void queue.load(userId).catch(() => {})
  }, [userId])
  const actions = useSyncExternalStore(
    (l) => queue.subscribe(l),
    () => (userId ? queue.list(userId) : NONE),
    () => NONE,
  )
  const sendingId = useSyncExternalStore(
    (l) => queue.subscribe(l),
    () => queue.sendingId(),
    () => null,
  )
  return { actions, sendingId }
}
