import { getCarPrice, type CarPriceRequest } from '../../lib/api/cars'
import type { CarPrice } from '../../lib/api/entities'
import { readOf, type Read } from '../../lib/data/read'
import { useResource } from '../../lib/data/use-resource'

/**
 * The server's price for a request (carPriceRequest builds it), fetched after `debounceMs` of
 * quiet; a newer request aborts the older one, and the data is only ever the current request's
 * (a stale total is never returned). `null` (or enabled false) means "not now". Offline it
 * waits, and asks once the network is back.
 */
export function useCarPrice(
  request: CarPriceRequest | null,
  { debounceMs = 0, enabled = true }: { debounceMs?: number; enabled?: boolean } = {},
): Read<CarPrice> {
  const key = enabled && request ? ['price', request] : null
  const price = useResource(key, (signal) => getCarPrice(request!, { signal }), { debounceMs, offline: 'pause' })
  return readOf(price, key !== null, 'pause')
}
