/** What the booking summary needs: the car, the places' names and the server's price. */
import { withReadRetry } from '../../lib/api/read-policy'
import { getCar, getCarPrice } from '../../lib/api/cars'
import type { Car, CarPrice, Location } from '../../lib/api/entities'
import { getLocation } from '../../lib/api/locations'
import type { CarOption, Language } from '../../lib/constants'
import { useResource } from '../../lib/data/use-resource'
import { useCallback } from 'react'
import { optionFlags } from '../cars/option-rules'
import { carPriceRequest } from '../cars/price-request'

export interface CheckoutInput {
  carId: string
  pickupLocation: string
  dropOffLocation: string
  from: Date
  to: Date
  options: CarOption[]
}

export interface CheckoutData {
  car: Car | null
  carError: unknown
  pickup: Location | null
  dropOff: Location | null
  price: CarPrice | null
  priceError: unknown
  loading: boolean
}

interface Details {
  pickup: Location | null
  dropOff: Location | null
  price: CarPrice | null
  priceError: unknown
}

async function place(car: Car, id: string, language: Language, signal: AbortSignal): Promise<Location> {
  const named = car.locations.find((l) => l._id === id && l.name)
  if (named?.name) return { _id: id, name: named.name }
  return withReadRetry(() => getLocation(id, language, { signal }), signal)
}

/** The places and the price, side by side, once the car is known (their failures are not the screen's). */
async function loadDetails(i: CheckoutInput, car: Car, language: Language, signal: AbortSignal): Promise<Details> {
  const places = Promise.all([
    place(car, i.pickupLocation, language, signal).catch(() => null),
    place(car, i.dropOffLocation, language, signal).catch(() => null),
  ])
  const price = withReadRetry(
    () => getCarPrice(carPriceRequest(i.carId, i.from, i.to, language, optionFlags(car, i.options)), { signal }),
    signal,
  ).then(
    (p) => ({ price: p, priceError: null }),
    (priceError: unknown) => ({ price: null, priceError }),
  )
  const [[pickup, dropOff], priced] = await Promise.all([places, price])
  return { pickup, dropOff, ...priced }
}

export function useCheckoutData(input: CheckoutInput | null, language: Language): CheckoutData & { retry: () => void } {
  // The car first: the summary shows it while its places and price load.
  const car = useResource(input ? ['car', input.carId, language] : null, (signal) => getCar(input!.carId, language, { signal }), {
    keepPrevious: (c) => c._id === input?.carId,
  })
  const shown = car.error != null ? undefined : car.data
  // What is shown stays while a change (an option, the dates) is priced.
  const details = useResource(
    input && shown ? ['checkout', input, language, shown] : null,
    (signal) => loadDetails(input!, shown!, language, signal),
    { keepPrevious: () => true, readPolicy: false },
  )
  const { retry: carRetry } = car
  const { retry: detailsRetry } = details
  const retry = useCallback(() => {
    carRetry()
    detailsRetry()
  }, [carRetry, detailsRetry])
  return {
    car: shown ?? null,
    carError: car.error,
    pickup: details.data?.pickup ?? null,
    dropOff: details.data?.dropOff ?? null,
    price: details.data?.price ?? null,
    priceError: details.data?.priceError ?? null,
    loading: !input || car.loading || (!!shown && details.loading),
    retry,
  }
}
