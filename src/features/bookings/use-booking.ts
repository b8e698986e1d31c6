/** One booking: at once from the mirror, then from the network (null on 204: not found or not the driver's). */
import { useCallback, useEffect, useRef, useState } from 'react'
import { getBooking } from '../../lib/api/bookings'
import type { Booking } from '../../lib/api/entities'
import type { Language } from '../../lib/constants'
import { useOnline } from '../../lib/hooks/use-online'
import { forgetBooking, readBooking, writeBooking } from './mirror'
import { withReadRetry } from '../../lib/api/read-policy'

export interface BookingState {
  booking: Booking | null
  savedAt: number | null
  fresh: boolean
  loading: boolean
  notFound: boolean
  error: unknown
}

const START: BookingState = { booking: null, savedAt: null, fresh: false, loading: true, notFound: false, error: null }

export function useBooking(userId: string, bookingId: string, language: Language) {
  const online = useOnline()
  const [state, setState] = useState<BookingState & { key: string }>({ ...START, key: '' })
  const [generation, setGeneration] = useState(0)
  const key = `${userId}|${bookingId}|${language}`
  const current = state.key === key ? state : { ...START, key }

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const set = (change: (s: BookingState) => Partial<BookingState>) =>
      setState((s) => {
        const base = s.key === key ? s : { ...START, key }
        return { ...base, ...change(base), key }
      })
    if (!bookingId) {
      set(() => ({ loading: false, notFound: true }))
      return
    }
    set(() => ({ loading: true, error: null }))
    let fromNetwork = false
    const mirrored = readBooking(userId, bookingId).then((m) => {
      if (m && !fromNetwork && !signal.aborted) set((s) => (s.fresh ? {} : { booking: m.data, savedAt: m.savedAt }))
      return m
    })
    void (async () => {
      try {
        if (!navigator.onLine && (await mirrored)) {
          if (!signal.aborted) set(() => ({ loading: false }))
          return
        }
        const booking = await withReadRetry(() => getBooking(bookingId, language, { signal }), signal)
        if (signal.aborted) return
        fromNetwork = true
        if (booking === null) {
          set(() => ({ booking: null, savedAt: null, loading: false, notFound: true, fresh: true }))
          await forgetBooking(userId, bookingId)
          return
        }
        const savedAt = Date.now()
        set(() => ({ booking, savedAt, loading: false, notFound: false, fresh: true, error: null }))
        await writeBooking(userId, booking, savedAt)
      } catch (error) {
        if (signal.aborted) return
        await mirrored
        set(() => ({ loading: false, error }))
      }
    })()
    return () => controller.abort()
  }, [key, userId, bookingId, language, generation])

  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current) setGeneration((g) => g + 1)
    wasOnline.current = online
  }, [online])

  const retry = useCallback(() => setGeneration((g) => g + 1), [])
  const patch = useCallback(
    (change: Partial<Booking>) => setState((s) => (s.booking ? { ...s, booking: { ...s.booking, ...change } } : s)),
    [],
  )
  return { ...current, retry, patch }
}
