import { getCarPrice, type CarPriceRequest } from '../../lib/api/cars'
import type { CarPrice } from '../../lib/api/entities'
import { isApiError, type ApiErrorKind } from '../../lib/api/errors'
import { useResource } from '../../lib/data/use-resource'

type CarPriceStatus = 'idle' | 'loading' | 'ready' | 'error' | 'offline'

export interface CarPriceState {
  status: CarPriceStatus
  /** Only ever the price of the current request: a stale total is never returned. */
  price?: CarPrice
  errorKind?: ApiErrorKind
  /** Asks again after an error. */
  retry?: () => void
}

/**
 * The server's price for a request, fetched after `debounceMs` of quiet; a
 * newer request aborts the older one. `null` (or enabled false) means "not now".
 * Offline it waits, and asks once the network is back.
 */
export function useCarPrice(
  request: CarPriceRequest | null,
  { debounceMs = 0, enabled = true }: { debounceMs?: number; enabled?: boolean } = {},
): CarPriceState {
  const key = enabled && request ? ['price', request] : null
  const { data, error, online, retry } = useResource(key, (signal) => getCarPrice(request!, { signal }), { debounceMs, offline: 'pause' })
  if (!key) return { status: 'idle' }
  if (data) return { status: 'ready', price: data }
  if (!online || isApiError(error, 'offline')) return { status: 'offline' }
  if (error != null) return { status: 'error', errorKind: isApiError(error) ? error.kind : 'network', retry }
  return { status: 'loading' }
}
