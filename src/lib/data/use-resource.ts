/**
 * One way to read one thing: loading, data, error, retry, abort on change,
 * "last updated", offline awareness and an optional local mirror that shows at
 * once while the network answers. Every read goes through the shared read
 * policy (retries with backoff on network and server failures).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { withReadRetry } from '../api/read-policy'
import { useOnline } from '../hooks/use-online'
import { useStableKey, type DataKey } from './key'

/** A copy kept on the device, with when it came from the network. */
export interface MirrorCopy<T> {
  data: T
  savedAt: number
}

interface ResourceMirror<T> {
  read: () => Promise<MirrorCopy<T> | null>
  /** Called with each network answer (a failing write must not throw). */
  write?: (data: T, savedAt: number) => Promise<void>
}

/**
 * While offline: 'fetch' asks anyway (the service worker may answer from its
 * cache); 'mirror' does not ask when the mirror had a copy; 'pause' never asks
 * until the browser is back online.
 */
export type OfflineMode = 'fetch' | 'mirror' | 'pause'

export interface ResourceOptions<T> {
  mirror?: ResourceMirror<T>
  offline?: OfflineMode
  /** Waits this long after the last key change before asking (typing, dragging a date). */
  debounceMs?: number
  /** Keep showing the previous key's data while the new one loads, when this says so (default: never). */
  keepPrevious?: (previous: T) => boolean
  /** Back online, ask again even if the last answer was good (default: only after a failure or a mirrored copy). */
  revalidateOnReconnect?: boolean
  /** False when `load` applies the read policy itself, to its parts (default true). */
  readPolicy?: boolean
  /**
   * The data for the key when it is already in hand (an early reply that is in, the session's
   * copy): the render that meets the key shows it as the network's answer, with no loading step
   * and no request. Undefined when it is not in hand.
   */
  inHand?: () => T | undefined
  /**
   * A copy of the key's data that can be read at once (a copy in localStorage, which the first
   * paint may have drawn): the render that meets the key shows it, as a mirrored copy, while the
   * network is asked. Undefined when there is none.
   */
  mirrorInHand?: () => MirrorCopy<T> | undefined
}

export interface Resource<T> {
  /** The data for this key (or the previous one's, see keepPrevious); undefined before any. */
  data: T | undefined
  /** The last failure for this key; null once an answer came or while asking again. */
  error: unknown
  /** A request for this key is under way (also before the first one starts). */
  loading: boolean
  /** When the data shown came from the network (ms since epoch); null when none is shown. */
  savedAt: number | null
  /** True once the network answered for this key. */
  fresh: boolean
  online: boolean
  /** Asks again, keeping what is shown. */
  retry: () => void
  /** Changes the data on screen (a confirmed write); the mirror is the caller's. */
  mutate: (change: (data: T) => T) => void
}

interface State<T> {
  key: DataKey | null
  data: T | undefined
  savedAt: number | null
  fresh: boolean
  loading: boolean
  error: unknown
  /** The data came in hand (options.inHand), not from a request. */
  inHand: boolean
}

function start<T>(
  key: DataKey | null,
  previous: State<T> | null,
  { keepPrevious: keep, inHand, mirrorInHand }: ResourceOptions<T>,
): State<T> {
  const ready = key === null ? undefined : inHand?.()
  if (ready !== undefined) return { key, data: ready, savedAt: Date.now(), fresh: true, loading: false, error: null, inHand: true }
  const kept = previous && previous.data !== undefined && keep?.(previous.data)
  const copy = kept || key === null ? undefined : mirrorInHand?.()
  return {
    key,
    data: kept ? previous.data : copy?.data,
    savedAt: kept ? previous.savedAt : (copy?.savedAt ?? null),
    fresh: false,
    loading: key !== null,
    error: null,
    inHand: false,
  }
}

export function useResource<T>(
  key: DataKey | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: ResourceOptions<T> = {},
): Resource<T> {
  const stable = useStableKey(key)
  const online = useOnline()
  const { offline = 'fetch', debounceMs = 0, readPolicy = true, revalidateOnReconnect = false } = options
  // The newest closures: the key says when they matter.
  const latest = useRef({ load, options })
  latest.current = { load, options }

  const [raw, setRaw] = useState<State<T>>(() => start(stable, null, options))
  const [attempt, setAttempt] = useState(0)
  let state = raw
  if (raw.key !== stable) {
    state = start(stable, raw, options)
    setRaw(state)
  }

  const paused = offline === 'pause' && !online
  // The key whose in-hand answer the effect below took instead of asking (once: a retry asks).
  const taken = useRef<DataKey | null>(null)
  const shown = useRef(state)
  shown.current = state
  const { inHand } = state
  useEffect(() => {
    if (!stable || paused) return
    const controller = new AbortController()
    const { signal } = controller
    const set = (change: (s: State<T>) => Partial<State<T>>) =>
      setRaw((s) => {
        if (s.key !== stable || signal.aborted) return s
        const next = change(s)
        return (Object.keys(next) as (keyof State<T>)[]).every((k) => Object.is(next[k], s[k])) ? s : { ...s, ...next }
      })
    const { load: read, options: current } = latest.current
    const mirror = current.mirror
    if (inHand && taken.current !== stable) {
      taken.current = stable
      const { data, savedAt } = shown.current
      if (data !== undefined && savedAt !== null) void mirror?.write?.(data, savedAt)
      return
    }

    set(() => ({ loading: true, error: null }))
    const run = async () => {
      let answered = false
      const mirrored = mirror
        ? mirror.read().then((copy) => {
            if (copy && !answered) set((s) => (s.fresh ? {} : { data: copy.data, savedAt: copy.savedAt }))
            return copy
          })
        : Promise.resolve(null)
      try {
        if (offline === 'mirror' && !navigator.onLine && (await mirrored)) {
          set(() => ({ loading: false }))
          return
        }
        const data = await (readPolicy ? withReadRetry(() => read(signal), signal) : read(signal))
        if (signal.aborted) return
        answered = true
        const savedAt = Date.now()
        set(() => ({ data, savedAt, fresh: true, loading: false, error: null }))
        await mirror?.write?.(data, savedAt)
      } catch (error) {
        if (signal.aborted) return
        await mirrored
        set(() => ({ loading: false, error }))
      }
    }
    const timer = debounceMs > 0 ? setTimeout(() => void run(), debounceMs) : (void run(), undefined)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [stable, attempt, paused, offline, debounceMs, readPolicy, inHand])

  // Back online: ask again what failed or came only from the mirror.
  const wasOnline = useRef(online)
  const needsNetwork = revalidateOnReconnect || state.error != null || !state.fresh
  useEffect(() => {
    if (online && !wasOnline.current && needsNetwork && offline !== 'pause') setAttempt((n) => n + 1)
    wasOnline.current = online
  }, [online, needsNetwork, offline])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const mutate = useCallback((change: (data: T) => T) => setRaw((s) => (s.data === undefined ? s : { ...s, data: change(s.data) })), [])

  return {
    data: state.data,
    error: state.error,
    loading: state.loading,
    savedAt: state.savedAt,
    fresh: state.fresh,
    online,
    retry,
    mutate,
  }
}
