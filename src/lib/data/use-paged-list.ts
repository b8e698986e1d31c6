/**
 * One way to read a paged list: the pages from `firstPage` on, one more on
 * each more(), their items in order, the total count, and per page the same
 * life as useResource (mirror first, then the network through the read
 * policy, abort, retry, "last updated", offline). New criteria (a new key)
 * start again from the first page and abort what was under way.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Paged } from '../api/entities'
import { withReadRetry } from '../api/read-policy'
import { useOnline } from '../hooks/use-online'
import { useStableKey, type DataKey } from './key'
import type { MirrorCopy, OfflineMode } from './use-resource'

interface PagedMirror<T> {
  read: (page: number) => Promise<MirrorCopy<Paged<T>> | null>
  write?: (page: number, data: Paged<T>, savedAt: number) => Promise<void>
}

export interface PagedListOptions<T> {
  /** The first page shown (a pager's page; 1 for a list that grows). */
  firstPage?: number
  mirror?: PagedMirror<T>
  /** See useResource ('pause' is not offered: a list asks, the worker may have it). */
  offline?: Exclude<OfflineMode, 'pause'>
  /** When given, an item already shown by an earlier page is not shown twice (the list moved between pages). */
  idOf?: (item: T) => string
  /** Back online, ask every page again (default: only the pages that failed or came from the mirror). */
  revalidateOnReconnect?: boolean
  /** Render a page from the network at once, ahead of other queued work (the list is what the user waits for). */
  renderAtOnce?: boolean
  /** False when `loadPage` applies the read policy itself, to its parts (default true). */
  readPolicy?: boolean
  /** The first page when it is already in hand (see useResource's inHand): shown at once, not asked for. */
  inHand?: (page: number) => Paged<T> | undefined
  /** The first page's mirror copy when it can be read at once: shown by the first render, then asked for as usual. */
  mirrorInHand?: (page: number) => MirrorCopy<Paged<T>> | undefined
}

export interface PagedList<T> {
  items: T[]
  total: number
  /** Nothing to show yet for a page and still waiting (first load, or "more"). */
  loading: boolean
  /** Some page is being asked for, shown or not. */
  refreshing: boolean
  /** The failure of the first page that has nothing to show; null if none. */
  error: unknown
  /** Whether every page shown was answered by the network. */
  fresh: boolean
  /** When the oldest page shown came from the network; null when nothing is shown. */
  savedAt: number | null
  /** More items match than are shown, and nothing failed. */
  hasMore: boolean
  /** Asks for the next page (ignored while a page has nothing to show yet, after a failure or at the end). */
  more: () => void
  /** Asks again for the pages that failed, or for every page when none did; what is shown stays. */
  retry: () => void
  /** Changes items on screen (a confirmed write); the mirror is the caller's. */
  mutate: (change: (item: T) => T) => void
  online: boolean
}

interface Entry<T> {
  data: Paged<T> | null
  savedAt: number | null
  fresh: boolean
  loading: boolean
  error: unknown
}

const WAITING: Entry<never> = { data: null, savedAt: null, fresh: false, loading: true, error: null }

interface State<T> {
  key: DataKey | null
  count: number
  entries: Record<number, Entry<T>>
  /** How many times each page was asked for again. */
  attempts: Record<number, number>
  /** The page that came in hand (options.inHand), not from a request. */
  inHand: number | null
}

function fresh<T>(key: DataKey | null, firstPage: number, options: PagedListOptions<T>): State<T> {
  const ready = key === null ? undefined : options.inHand?.(firstPage)
  if (ready === undefined) {
    // A mirror copy in hand: shown at once, still loading (the effect asks the network as usual).
    const copy = key === null ? undefined : options.mirrorInHand?.(firstPage)
    const entries: Record<number, Entry<T>> = copy
      ? { [firstPage]: { data: copy.data, savedAt: copy.savedAt, fresh: false, loading: true, error: null } }
      : {}
    return { key, count: 1, entries, attempts: {}, inHand: null }
  }
  const entry: Entry<T> = { data: ready, savedAt: Date.now(), fresh: true, loading: false, error: null }
  return { key, count: 1, entries: { [firstPage]: entry }, attempts: {}, inHand: firstPage }
}

export function usePagedList<T>(
  key: DataKey | null,
  loadPage: (page: number, signal: AbortSignal) => Promise<Paged<T>>,
  options: PagedListOptions<T> = {},
): PagedList<T> {
  const stable = useStableKey(key)
  const online = useOnline()
  const { firstPage = 1, offline = 'fetch', readPolicy = true, revalidateOnReconnect = false, renderAtOnce = false } = options
  const latest = useRef({ loadPage, options })
  latest.current = { loadPage, options }

  const [raw, setRaw] = useState<State<T>>(() => fresh(stable, firstPage, options))
  let state = raw
  if (raw.key !== stable) {
    state = fresh(stable, firstPage, options)
    setRaw(state)
  }

  const pages = useMemo(() => Array.from({ length: state.count }, (_, i) => firstPage + i), [firstPage, state.count])

  // The loads under way for this key: page -> the attempt it serves and how to stop it.
  const running = useRef(new Map<number, { attempt: number; controller: AbortController }>())
  useEffect(() => {
    const loads = running.current
    return () => {
      for (const { controller } of loads.values()) controller.abort()
      loads.clear()
    }
  }, [stable, firstPage])

  // The key whose in-hand page the effect below took instead of asking (once: a retry asks).
  const taken = useRef<DataKey | null>(null)
  const shown = useRef(state)
  shown.current = state
  const { attempts, inHand } = state
  useEffect(() => {
    if (!stable) return
    for (const page of pages) {
      const attempt = attempts[page] ?? 0
      if (page === inHand && attempt === 0 && taken.current !== stable) {
        taken.current = stable
        running.current.set(page, { attempt, controller: new AbortController() })
        const { data, savedAt } = shown.current.entries[page] ?? WAITING
        if (data && savedAt !== null) void latest.current.options.mirror?.write?.(page, data, savedAt)
        continue
      }
      const under = running.current.get(page)
      if (under && under.attempt === attempt) continue
      under?.controller.abort()
      const controller = new AbortController()
      running.current.set(page, { attempt, controller })
      void loadOne(page, controller.signal)
    }

    async function loadOne(page: number, signal: AbortSignal) {
      const { loadPage: read, options: current } = latest.current
      const mirror = current.mirror
      const set = (change: (e: Entry<T>) => Partial<Entry<T>>) =>
        setRaw((s) => {
          if (s.key !== stable || signal.aborted) return s
          const e = s.entries[page] ?? WAITING
          return { ...s, entries: { ...s.entries, [page]: { ...e, ...change(e) } } }
        })
      set(() => ({ loading: true, error: null }))
      let answered = false
      const mirrored = mirror
        ? mirror.read(page).then((copy) => {
            if (copy && !answered) set((e) => (e.fresh ? {} : { data: copy.data, savedAt: copy.savedAt }))
            return copy
          })
        : Promise.resolve(null)
      try {
        if (offline === 'mirror' && !navigator.onLine && (await mirrored)) {
          set(() => ({ loading: false }))
          return
        }
        const data = await (readPolicy ? withReadRetry(() => read(page, signal), signal) : read(page, signal))
        if (signal.aborted) return
        answered = true
        const savedAt = Date.now()
        const show = () => set(() => ({ data, savedAt, fresh: true, loading: false, error: null }))
        if (renderAtOnce) flushSync(show)
        else show()
        await mirror?.write?.(page, data, savedAt)
      } catch (error) {
        if (signal.aborted) return
        await mirrored
        set(() => ({ loading: false, error }))
      }
    }
  }, [stable, pages, attempts, offline, readPolicy, renderAtOnce, inHand])

  const { entries } = state
  const list = useMemo(() => {
    const shown = pages.map((p) => entries[p] ?? WAITING)
    const idOf = latest.current.options.idOf
    const seen = new Set<string>()
    const items: T[] = []
    let total = 0
    let savedAt: number | null = null
    let error: unknown = null
    for (const e of shown) {
      if (e.data) {
        for (const item of e.data.items) {
          if (idOf) {
            const id = idOf(item)
            if (seen.has(id)) continue
            seen.add(id)
          }
          items.push(item)
        }
        total = e.data.total
        savedAt = savedAt === null || e.savedAt === null ? (savedAt ?? e.savedAt) : Math.min(savedAt, e.savedAt)
      } else if (e.error != null && error == null) error = e.error
    }
    const loading = shown.some((e) => !e.data && e.loading)
    return {
      items,
      total,
      savedAt,
      error,
      loading: stable !== null && loading,
      refreshing: stable !== null && shown.some((e) => e.loading),
      fresh: shown.every((e) => e.fresh),
      hasMore: stable !== null && error == null && shown.every((e) => e.data) && items.length < total,
    }
  }, [pages, entries, stable])

  const { hasMore, loading } = list
  const more = useCallback(() => {
    if (!hasMore || loading) return
    // Twice before a render still asks for one page: the last page must have arrived.
    setRaw((s) => (s.key === stable && s.entries[firstPage + s.count - 1]?.data ? { ...s, count: s.count + 1 } : s))
  }, [hasMore, loading, stable, firstPage])

  /** Asks again for some pages: 'failed' (or only mirrored), 'all', or the failed ones if any else all. */
  const again = useCallback(
    (which: 'failed' | 'all' | 'failed-or-all') =>
      setRaw((s) => {
        if (s.key !== stable) return s
        const shown = pages.map((p) => [p, s.entries[p] ?? WAITING] as const)
        const failed = shown.filter(([, e]) => e.error != null || (!e.fresh && !e.loading))
        const chosen = which === 'all' || (which === 'failed-or-all' && failed.length === 0) ? shown : failed
        if (chosen.length === 0) return s
        const attempts = { ...s.attempts }
        for (const [p] of chosen) attempts[p] = (attempts[p] ?? 0) + 1
        return { ...s, attempts }
      }),
    [pages, stable],
  )
  const retry = useCallback(() => again('failed-or-all'), [again])

  // Back online: ask again what failed or came only from the mirror (or everything).
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current) again(revalidateOnReconnect ? 'all' : 'failed')
    wasOnline.current = online
  }, [online, again, revalidateOnReconnect])

  const mutate = useCallback(
    (change: (item: T) => T) =>
      setRaw((s) => ({
        ...s,
        entries: Object.fromEntries(
          Object.entries(s.entries).map(([p, e]) => [p, e.data ? { ...e, data: { ...e.data, items: e.data.items.map(change) } } : e]),
        ),
      })),
    [],
  )

  return { ...list, more, retry, mutate, online }
}
