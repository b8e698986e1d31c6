/**
 * The queue of actions kept until the network is back: the engine, with its store, its calls and
 * its clock injected (runtime.ts wires the real ones; queue.test.ts fakes them).
 *
 * - Kept per account: every action carries the user id it was taken by, the store keeps one list
 *   per account, and a flush reads only the list of the account it is asked for.
 * - Order: one list per account, sent from the oldest; an action that cannot go out yet (no
 *   network) holds back the ones after it, so they reach the server in the order taken.
 * - Exactly once: before an action is sent its handler reads the entity back (`check`) and skips
 *   it when the change is already there, which covers a reply lost after the server applied it;
 *   where a call takes an idempotency key, the action's id is that key. Within the device, one
 *   flush at a time per origin (a Web Lock across tabs, a promise within one), and an action is
 *   taken out of the store only after its outcome is known.
 * - Quick tries: a try (read-back, then send) that fails on a lost request or a 5xx is made
 *   again after 0.5 s and after 1 s more (three tries in all), as reads get more tries
 *   (lib/api/read-policy.ts): a try needs two calls to get through, which a network that fails a
 *   call in three often denies once. Each reads back first, except after a 503 on the send: the
 *   server says it did not handle the request (RFC 9110), so the read-back before it still
 *   holds and the send alone goes again. Not after a 429: the server asked to slow down.
 * - Backoff: a flush whose tries failed for the network (offline, lost, 5xx, 429) keeps the
 *   action and waits 2 s, 4 s, 8 s… before the next. While the browser says it is online (a lost
 *   request, a 5xx, a 429) the wait stops growing at 15 s, less a random part of up to half
 *   (jitter: devices do not come back in step): a driver on a train gets the action out within
 *   seconds of the network's return, and a server that answers 503 gets at most three tries
 *   every 7.5–15 s from a device. While the browser knows it is offline the wait does not grow
 *   (the `online` event comes first; the timer is a fallback, up to 5 minutes).
 * - Retry-After: when a 429 or a 503 says how long to wait (lib/api's ApiError.retryAfterMs),
 *   the flush makes no quick try and the next one waits that long if it is longer than the
 *   backoff, at most 5 minutes (a server that says a day still gets a try every 5 minutes). The
 *   server's time holds for every flush, forced and early ones too: the network coming back
 *   does not make a busy server less busy.
 *   `flush({ force: true })` (the `online` event, a Background Sync wake-up, a person's "send
 *   now") tries at once and starts the backoff again; `flush({ early: true })` (another call has
 *   just succeeded) tries an action 2 s or more after its last try and lets its backoff grow on.
 * - Any other failure is the server's refusal: the action leaves the queue and its reason is
 *   reported, in words, by whoever listens to the outcomes.
 */

export interface KeptAction<P = unknown> {
  /** Random, unique; the idempotency key where the call takes one. */
  id: string
  /** The account that took it: no other account ever sends it. */
  userId: string
  kind: string
  payload: P
  /** A later action with the same key replaces this one (the newest intent wins: a switch flipped twice). */
  key?: string
  createdAt: number
  /** Failed flushes of it so far (network failures only; each made up to three quick tries). */
  attempts: number
  /** Not tried again before this time (ms since epoch): the backoff. */
  notBefore: number
  /** When the last failed try ended (ms since epoch); an early flush leaves the action alone for 2 s after it. */
  triedAt?: number
  /** The server's Retry-After, when its last try got one (ms since epoch): not tried before, even when forced. */
  serverNotBefore?: number
}

/** Why the server did not take an action, as the outcome reports it. */
export type RefusalReason =
  | 'gone'
  | 'booking-cancelled'
  | 'booking-started'
  | 'not-cancellable'
  | 'not-yours'
  | 'conflict'
  | 'invalid'
  | 'too-young'
  | 'invalid-phone'
  | 'other'

export type Settled = { outcome: 'done' } | { outcome: 'refused'; reason: RefusalReason }
export type Verdict = Settled | { outcome: 'send' }

export interface Handler {
  /** The read-back: is the change already there (done), impossible now (refused), or still to send? */
  check?: (action: KeptAction) => Promise<Verdict>
  /** Sends the action; throws an error on failure (classified by the queue's `failure`). */
  send: (action: KeptAction) => Promise<Settled>
}

/** `remote`: sent by another tab of this device (told through a BroadcastChannel), so this one only follows. */
export type Outcome = { action: KeptAction; remote?: boolean } & Settled

export interface QueueStore {
  read: (userId: string) => Promise<KeptAction[]>
  /** Reads, changes and writes one account's list at once (one IndexedDB transaction). */
  update: (userId: string, change: (list: KeptAction[]) => KeptAction[]) => Promise<KeptAction[]>
  /** Everything, every account (the purge). */
  clear: () => Promise<void>
}

/** How a failed call counts: try again later (network), stop for now (the session ended), or a refusal. */
export type Failure =
  | {
      type: 'retry'
      /** The browser says it is offline. */
      offline?: boolean
      /** The server asked to slow down (429): no quick try. */
      slowDown?: boolean
      /** The server says it did not handle the request (503, 429): the read-back made before it still holds. */
      unhandled?: boolean
      /** The server's Retry-After (ms from its reply): no quick try, and the next flush waits at least this long. */
      retryAfterMs?: number
    }
  | { type: 'stop' }
  | { type: 'refused'; reason: RefusalReason }

export interface QueueDeps {
  store: QueueStore
  handlers: Readonly<Record<string, Handler>>
  failure: (error: unknown) => Failure
  now?: () => number
  /** Runs `work` while no other tab flushes (navigator.locks where there is one). */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>
  /** Called for the next try after a backoff (a timer in the page). */
  wakeAt?: (at: number) => void
  newId?: () => string
  /** From 0 to 1 (Math.random): the jitter of an online backoff. */
  random?: () => number
  /** Waits between quick tries (a timer). */
  sleep?: (ms: number) => Promise<void>
}

const BACKOFF = {
  firstMs: 2000,
  /** While the browser says it is offline (the `online` event, not the timer, is expected to end it). */
  maxMs: 5 * 60_000,
  /** While it says it is online: a lost request, a 5xx, a 429. */
  onlineMaxMs: 15_000,
  /** The share of an online wait that is random: 0.5, so 15 s becomes 7.5–15 s. */
  jitter: 0.5,
  /** An early flush (another call just succeeded) leaves an action alone this long after its last try. */
  earlyGapMs: 2000,
  /** The waits before the quick tries of one flush (after a lost request or a 5xx). */
  quickRetriesMs: [500, 1000],
  /** The longest wait a server's Retry-After gets. */
  retryAfterMaxMs: 5 * 60_000,
} as const

/** A try that failed for the network or a busy server: kept for later; `afterMs` is the server's Retry-After. */
interface Retry {
  retry: true
  afterMs?: number
}
type Tried = Settled | Retry | 'offline' | 'stop'
const RETRY: Retry = { retry: true }
const NO_HANDLER: Settled = { outcome: 'refused', reason: 'other' }
const SEND: Verdict = { outcome: 'send' }

/** The wait after `attempts` failed tries: 2 s, 4 s, 8 s… at most `maxMs` (5 minutes). */
export function backoffMs(attempts: number, maxMs: number = BACKOFF.maxMs): number {
  return Math.min(maxMs, BACKOFF.firstMs * 2 ** Math.max(0, attempts - 1))
}

/**
 * The wait after `attempts` failed tries while the browser says it is online: 2 s, 4 s, 8 s, then
 * 15 s at most, each less up to half at random (`random` 0 gives the full wait, 1 half of it).
 */
export function onlineBackoffMs(attempts: number, random: number): number {
  const full = backoffMs(attempts, BACKOFF.onlineMaxMs)
  return Math.round(full * (1 - BACKOFF.jitter * Math.min(1, Math.max(0, random))))
}

export interface FlushReport {
  sent: Outcome[]
  /** Actions still kept (not yet due, or the network failed again). */
  left: number
}

export interface NewAction<P = unknown> {
  kind: string
  payload: P
  key?: string
}

const EMPTY: readonly KeptAction[] = []

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export class ActionQueue {
  private readonly deps: Required<QueueDeps>
  private readonly lists = new Map<string, readonly KeptAction[]>()
  private readonly listeners = new Set<() => void>()
  private readonly outcomeListeners = new Set<(outcome: Outcome) => void>()
  private sending: string | null = null
  private running: Promise<FlushReport> | null = null

  constructor(deps: QueueDeps) {
    let chain: Promise<unknown> = Promise.resolve()
    this.deps = {
      now: () => Date.now(),
      exclusive: <T>(work: () => Promise<T>) => {
        const next = chain.then(work, work)
        chain = next.catch(() => {})
        return next
      },
      wakeAt: () => {},
      newId: randomId,
      random: Math.random,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      ...deps,
    }
  }

  /** What one account keeps, oldest first, as last read or written (for rendering). */
  list(userId: string): readonly KeptAction[] {
    return this.lists.get(userId) ?? EMPTY
  }

  /** The id of the action going out right now (it can no longer be undone). */
  sendingId(): string | null {
    return this.sending
  }

  /** Whether a flush is on (or waiting for its turn): the calls that succeed meanwhile are its own, or it will see their effect. */
  flushing(): boolean {
    return this.running !== null
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  onOutcome(listener: (outcome: Outcome) => void): () => void {
    this.outcomeListeners.add(listener)
    return () => this.outcomeListeners.delete(listener)
  }

  /** Tells this page's listeners of an outcome another tab reported. */
  announce(outcome: Outcome): void {
    this.outcomeListeners.forEach((l) => l(outcome))
  }

  private show(userId: string, list: readonly KeptAction[]): void {
    this.lists.set(userId, list)
    this.listeners.forEach((l) => l())
  }

  /** Reads the account's list from the store (at start, after another tab's change). */
  async load(userId: string): Promise<readonly KeptAction[]> {
    const list = await this.deps.store.read(userId)
    this.show(userId, list)
    return list
  }

  /** Keeps an action for `userId`, after the others (replacing a pending one with the same key). */
  async keep<P>(userId: string, action: NewAction<P>): Promise<KeptAction<P>> {
    const kept: KeptAction<P> = {
      id: this.deps.newId(),
      userId,
      kind: action.kind,
      payload: action.payload,
      ...(action.key !== undefined && { key: action.key }),
      createdAt: this.deps.now(),
      attempts: 0,
      notBefore: 0,
    }
    const list = await this.deps.store.update(userId, (old) => [
      ...old.filter((a) => action.key === undefined || a.key !== action.key || a.id === this.sending),
      kept,
    ])
    this.show(userId, list)
    return kept
  }

  /** Takes a pending action back. False when it is going out right now or already went. */
  async undo(userId: string, id: string): Promise<boolean> {
    if (this.sending === id) return false
    let found = false
    const list = await this.deps.store.update(userId, (old) => {
      found = old.some((a) => a.id === id)
      return old.filter((a) => a.id !== id)
    })
    this.show(userId, list)
    return found
  }

  /** Drops every action `userId` keeps (the person chose to, at sign-out). */
  async drop(userId: string): Promise<void> {
    const list = await this.deps.store.update(userId, () => [])
    this.show(userId, list)
  }

  /** Forgets every account's actions (the purge at sign-out or on a refused session). */
  async clear(): Promise<void> {
    await this.deps.store.clear()
    for (const userId of [...this.lists.keys()]) this.show(userId, [])
  }

  /**
   * Sends what `userId` keeps, oldest first, until the list is empty or an action cannot go out
   * yet. `force` tries now even during a backoff (the network just came back) and starts the
   * backoff again if the try fails. `early` (another call has just succeeded: the network is
   * likely back) tries now too, unless the action was tried less than 2 s ago (by this tab or
   * another), and lets the backoff grow on if it fails. One flush at a time: a call during a
   * flush waits for it and then runs its own.
   */
  flush(userId: string, { force = false, early = false }: { force?: boolean; early?: boolean } = {}): Promise<FlushReport> {
    const run = async (): Promise<FlushReport> => {
      const previous = this.running
      if (previous) await previous.catch(() => {})
      return this.deps.exclusive(() => this.flushNow(userId, force, early))
    }
    const current = run()
    this.running = current
    void current.finally(() => {
      if (this.running === current) this.running = null
    })
    return current
  }

  private async flushNow(userId: string, force: boolean, early: boolean): Promise<FlushReport> {
    const sent: Outcome[] = []
    let list = await this.deps.store.read(userId)
    this.show(userId, list)
    for (;;) {
      const action = list[0]
      if (!action) break
      const now = this.deps.now()
      const held = (action.serverNotBefore ?? 0) > now
      const due = !held && (force || action.notBefore <= now || (early && now - (action.triedAt ?? 0) >= BACKOFF.earlyGapMs))
      if (!due) {
        this.deps.wakeAt(Math.max(action.notBefore, action.serverNotBefore ?? 0))
        break
      }
      const handler = this.deps.handlers[action.kind]
      let settled: Tried
      this.sending = action.id
      this.listeners.forEach((l) => l())
      try {
        settled = handler ? await this.tries(handler, action) : NO_HANDLER
      } finally {
        this.sending = null
      }
      if (settled === 'stop') {
        this.show(userId, list)
        break
      }
      if (settled === 'offline' || 'retry' in settled) {
        // The backoff grows with the server's or the network's failures, not while the browser knows it is offline
        // (the `online` event comes then), and starts again when the network has just come back (forced).
        const attempts = settled === 'offline' ? Math.max(1, action.attempts) : force ? 1 : action.attempts + 1
        const triedAt = this.deps.now()
        const backoff = settled === 'offline' ? backoffMs(attempts) : onlineBackoffMs(attempts, this.deps.random())
        // The server's own wait, when it said one: never shorter than the backoff, never longer than 5 minutes.
        const asked = settled === 'offline' ? 0 : Math.min(settled.afterMs ?? 0, BACKOFF.retryAfterMaxMs)
        const notBefore = triedAt + Math.max(backoff, asked)
        const serverNotBefore = asked > 0 ? triedAt + asked : undefined
        list = await this.deps.store.update(userId, (old) =>
          old.map((a) => (a.id === action.id ? retried(a, { attempts, notBefore, triedAt, serverNotBefore }) : a)),
        )
        this.show(userId, list)
        this.deps.wakeAt(notBefore)
        break
      }
      list = await this.deps.store.update(userId, (old) => old.filter((a) => a.id !== action.id))
      this.show(userId, list)
      const outcome: Outcome = { action, ...settled }
      sent.push(outcome)
      this.outcomeListeners.forEach((l) => l(outcome))
      // Only the first action was held back by its backoff; the ones after it never were.
    }
    return { sent, left: list.length }
  }

  /** One try, and the quick ones after it while they fail on a lost request or a 5xx (reading back first, unless a 503 refused the send). */
  private async tries(handler: Handler, action: KeptAction): Promise<Tried> {
    // Whether the last read-back still holds: it said "send", and no send since may have been applied.
    let checked = false
    for (let quick = 0; ; quick++) {
      try {
        if (!checked) {
          const verdict = handler.check ? await handler.check(action) : SEND
          if (verdict.outcome !== 'send') return verdict
          checked = true
        }
        return await handler.send(action)
      } catch (error) {
        const failure = this.deps.failure(error)
        if (failure.type === 'refused') return { outcome: 'refused', reason: failure.reason }
        if (failure.type === 'stop') return 'stop'
        if (failure.offline) return 'offline'
        // The server said how long to wait: no quick try before that.
        if (failure.retryAfterMs !== undefined) return { retry: true, afterMs: failure.retryAfterMs }
        // A lost reply, a 500 or a gateway's 502/504 may come after the server applied the change: read it back first.
        if (!failure.unhandled) checked = false
        const wait = BACKOFF.quickRetriesMs[quick]
        if (wait === undefined || failure.slowDown) return RETRY
        await this.deps.sleep(wait)
      }
    }
  }
}

/** An action after a failed flush: its new backoff, and the server's Retry-After only when this try got one. */
function retried(
  action: KeptAction,
  next: Required<Pick<KeptAction, 'attempts' | 'notBefore' | 'triedAt'>> & { serverNotBefore?: number },
): KeptAction {
  const { serverNotBefore, ...rest } = next
  const { serverNotBefore: _old, ...kept } = action
  return serverNotBefore === undefined ? { ...kept, ...rest } : { ...kept, ...rest, serverNotBefore }
}
