/**
 * The driver's bookings, page by page: each page renders at once from the
 * mirror, then is revalidated from the network (with retries) and saved back.
 * Offline, a mirrored page is not asked for again; a page never seen offline is
 * still asked for, as the service worker may have it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { getBookings } from '../../lib/api/bookings'
import type { Booking, Paged } from '../../lib/api/entities'
import type { Language } from '../../lib/constants'
import { useOnline } from '../../lib/hooks/use-online'
import { toApiFilter, type BookingsFilterState } from './filters'
import { readList, stableStringify, writeList, type ListQuery } from './mirror'
import { loadSuppliers } from './reference-data'
import { withReadRetry } from '../../lib/api/read-policy'

interface PageEntry {
  data: Paged<Booking> | null
  savedAt: number | null
  /** True once the network answered for this page. */
  fresh: boolean
  loading: boolean
  error: unknown
}

const EMPTY: PageEntry = { data: null, savedAt: null, fresh: false, loading: true, error: null }

export interface BookingPages {
  items: Booking[]
  total: number
  /** When the oldest page shown was fetched; null when nothing is shown. */
  savedAt: number | null
  /** Nothing to show yet and still waiting. */
  loading: boolean
  /** A page is being revalidated. */
  refreshing: boolean
  /** The error of the first page that has none to show. */
  error: unknown
  /** Whether every page asked for has been answered by the network. */
  fresh: boolean
  retry: () => void
  /** Applies a confirmed change to the rows on screen (the mirror is patched by the caller). */
  patch: (bookingId: string, patch: Partial<Booking>) => void
}

interface Options {
  userId: string
  language: Language
  filter: BookingsFilterState
  size: number
  /** The pages to show, in order (one on desktop; 1..n with infinite scroll). */
  pages: number[]
}

export function useBookingPages({ userId, language, filter, size, pages }: Options): BookingPages {
  const online = useOnline()
  const key = `${userId}|${language}|${size}|${stableStringify(filter)}`
  const [state, setState] = useState<{ key: string; entries: Record<number, PageEntry> }>({ key, entries: {} })
  const [generation, setGeneration] = useState(0)
  // Which (key, page, generation) loads have started, so a re-render never asks twice.
  const started = useRef(new Set<string>())
  const filterRef = useRef(filter)
  filterRef.current = filter

  const current = state.key === key
  if (!current) setState({ key, entries: {} })

  const update = useCallback(
    (page: number, change: (e: PageEntry) => PageEntry) => {
      setState((s) => (s.key !== key ? s : { key, entries: { ...s.entries, [page]: change(s.entries[page] ?? EMPTY) } }))
    },
    [key],
  )

  const pagesKey = pages.join(',')
  const controllers = useRef(new Map<string, AbortController>())

  // A new filter, a retry or leaving the screen stops what was under way.
  useEffect(() => {
    const running = controllers.current
    const startedSet = started.current
    const prefix = `${key}#`
    const suffix = `#${generation}`
    return () => {
      for (const [id, controller] of running) {
        if (id.startsWith(prefix) && id.endsWith(suffix)) {
          controller.abort()
          running.delete(id)
        }
      }
      // Coming back to this filter later loads it again.
      for (const id of [...startedSet]) if (id.startsWith(prefix) && id.endsWith(suffix)) startedSet.delete(id)
    }
  }, [key, generation])

  useEffect(() => {
    for (const page of pagesKey.split(',').map(Number)) {
      const id = `${key}#${page}#${generation}`
      if (started.current.has(id)) continue
      started.current.add(id)
      const controller = new AbortController()
      controllers.current.set(id, controller)
      const { signal } = controller
      const query: ListQuery = { filter: filterRef.current, page, size }
      const filterNow = filterRef.current
      void (async () => {
        update(page, (e) => ({ ...e, loading: true, error: null }))
        let shownFromNetwork = false
        const mirrored = readList(userId, query).then((m) => {
          if (m && !shownFromNetwork && !signal.aborted) update(page, (e) => (e.fresh ? e : { ...e, data: m.data, savedAt: m.savedAt }))
          return m
        })
        try {
          if (!navigator.onLine && (await mirrored)) {
            if (!signal.aborted) update(page, (e) => ({ ...e, loading: false }))
            return
          }
          const companies = filterNow.companies ?? (await loadSuppliers()).map((s) => s._id)
          const data = await withReadRetry(
            () =>
              getBookings(
                page,
                size,
                language,
                { companies, statuses: filterNow.statuses, user: userId, filter: toApiFilter(filterNow) },
                { signal },
              ),
            signal,
          )
          if (signal.aborted) return
          const savedAt = Date.now()
          shownFromNetwork = true
          // The rows are what the driver waits for: render them now, ahead of any
          // background work queued meanwhile (lazy chunks, the worker's start-up).
          flushSync(() => update(page, () => ({ data, savedAt, fresh: true, loading: false, error: null })))
          await writeList(userId, query, data, savedAt)
        } catch (error) {
          if (signal.aborted) return
          await mirrored
          update(page, (e) => ({ ...e, loading: false, error }))
        } finally {
          controllers.current.delete(id)
        }
      })()
    }
  }, [key, pagesKey, generation, userId, language, size, update])

  // Back online: revalidate what is on screen.
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current) setGeneration((g) => g + 1)
    wasOnline.current = online
  }, [online])

  const retry = useCallback(() => setGeneration((g) => g + 1), [])
  const patch = useCallback(
    (bookingId: string, change: Partial<Booking>) =>
      setState((s) => ({
        ...s,
        entries: Object.fromEntries(
          Object.entries(s.entries).map(([p, e]) => [
            p,
            e.data ? { ...e, data: { ...e.data, items: e.data.items.map((b) => (b._id === bookingId ? { ...b, ...change } : b)) } } : e,
          ]),
        ),
      })),
    [],
  )

  return useMemo(() => {
    const entries = current ? state.entries : {}
    const shown = pagesKey.split(',').map((p) => entries[Number(p)] ?? EMPTY)
    const items: Booking[] = []
    let total = 0
    let savedAt: number | null = null
    let error: unknown = null
    for (const e of shown) {
      if (e.data) {
        items.push(...e.data.items)
        total = e.data.total
        savedAt = savedAt === null || e.savedAt === null ? (savedAt ?? e.savedAt) : Math.min(savedAt, e.savedAt)
      } else if (e.error && !error) error = e.error
    }
    return {
      items,
      total,
      savedAt,
      loading: shown.some((e) => !e.data && e.loading),
      refreshing: shown.some((e) => e.loading),
      error,
      fresh: shown.every((e) => e.fresh),
      retry,
      patch,
    }
  }, [current, state.entries, pagesKey, retry, patch])
}
