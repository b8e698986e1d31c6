import { useEffect, useMemo, useState } from 'react'
import { withReadRetry } from '../../lib/api/read-policy'
import { getCarPrice, type CarPriceRequest } from '../../lib/api/cars'
import type { CarPrice } from '../../lib/api/entities'
import { isApiError, type ApiErrorKind } from '../../lib/api/errors'
import { useOnline } from '../../lib/hooks/use-online'

type CarPriceStatus = 'idle' | 'loading' | 'ready' | 'error' | 'offline'

export interface CarPriceState {
  status: CarPriceStatus
  /** Only ever the price of the current request: a stale total is never returned. */
  price?: CarPrice
  errorKind?: ApiErrorKind
  /** Asks again after an error. */
  retry?: () => void
}

function requestKey(r: CarPriceRequest | null): string | null {
  if (!r) return null
  return JSON.stringify({ ...r, from: new Date(r.from).toISOString(), to: new Date(r.to).toISOString() })
}

interface Settled {
  key: string
  price?: CarPrice
  errorKind?: ApiErrorKind
  offline?: boolean
}

/**
 * The server's price for a request, fetched after `debounceMs` of quiet; a
 * newer request aborts the older one. `null` (or enabled false) means "not now".
 */
export function useCarPrice(
  request: CarPriceRequest | null,
  { debounceMs = 0, enabled = true }: { debounceMs?: number; enabled?: boolean } = {},
): CarPriceState {
  const online = useOnline()
  const key = useMemo(() => (enabled ? requestKey(request) : null), [enabled, request])
  const [settled, setSettled] = useState<Settled | null>(null)
  const [retry, setRetry] = useState(0)

  // Coming back online retries a request that failed for lack of network.
  useEffect(() => {
    if (online && settled?.offline) {
      setSettled(null)
      setRetry((n) => n + 1)
    }
  }, [online, settled?.offline])

  useEffect(() => {
    if (!key || !online) return
    const body = JSON.parse(key) as CarPriceRequest
    const controller = new AbortController()
    const timer = setTimeout(() => {
      withReadRetry(() => getCarPrice(body, { signal: controller.signal }), controller.signal).then(
        (price) => setSettled({ key, price }),
        (error: unknown) => {
          if (controller.signal.aborted) return
          const kind = isApiError(error) ? error.kind : undefined
          setSettled({ key, errorKind: kind ?? 'network', offline: kind === 'offline' })
        },
      )
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, online, debounceMs, retry])

  if (!key) return { status: 'idle' }
  if (settled?.key === key && settled.price) return { status: 'ready', price: settled.price }
  if (!online || (settled?.key === key && settled.offline)) return { status: 'offline' }
  if (settled?.key === key) {
    return {
      status: 'error',
      errorKind: settled.errorKind,
      retry: () => {
        setSettled(null)
        setRetry((n) => n + 1)
      },
    }
  }
  return { status: 'loading' }
}
