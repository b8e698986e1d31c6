/** What the booking summary needs: the car, the places' names and the server's price. */
import { withReadRetry } from '../../lib/api/read-policy'
import { useEffect, useState } from 'react'
import { getCar, getCarPrice } from '../../lib/api/cars'
import type { Car, CarPrice, Location } from '../../lib/api/entities'
import { getLocation } from '../../lib/api/locations'
import type { CarOption, Language } from '../../lib/constants'
import { useOnline } from '../../lib/hooks/use-online'

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

async function place(car: Car, id: string, language: Language): Promise<Location> {
  const named = car.locations.find((l) => l._id === id && l.name)
  if (named?.name) return { _id: id, name: named.name }
  return getLocation(id, language)
}

export function useCheckoutData(input: CheckoutInput | null, language: Language): CheckoutData & { retry: () => void } {
  const online = useOnline()
  const [data, setData] = useState<CheckoutData>({
    car: null,
    carError: null,
    pickup: null,
    dropOff: null,
    price: null,
    priceError: null,
    loading: true,
  })
  const [generation, setGeneration] = useState(0)
  const key = input ? JSON.stringify({ ...input, from: input.from.toISOString(), to: input.to.toISOString() }) : ''

  useEffect(() => {
    if (!key) return
    const i = JSON.parse(key) as Omit<CheckoutInput, 'from' | 'to'> & { from: string; to: string }
    const controller = new AbortController()
    const { signal } = controller
    setData((d) => ({ ...d, loading: true, carError: null, priceError: null }))
    void (async () => {
      let car: Car
      try {
        car = await withReadRetry(() => getCar(i.carId, language, { signal }), signal)
      } catch (carError) {
        if (!signal.aborted) setData((d) => ({ ...d, car: null, carError, loading: false }))
        return
      }
      if (signal.aborted) return
      setData((d) => ({ ...d, car }))
      const places = Promise.all([
        place(car, i.pickupLocation, language).catch(() => null),
        place(car, i.dropOffLocation, language).catch(() => null),
      ])
      const chosen = (o: CarOption) => i.options.includes(o) && car[o] >= 0
      const price = withReadRetry(
        () =>
          getCarPrice(
            {
              carId: i.carId,
              from: i.from,
              to: i.to,
              language,
              additionalDriver: chosen('additionalDriver'),
              cancellation: chosen('cancellation'),
              amendments: chosen('amendments'),
              theftProtection: chosen('theftProtection'),
              collisionDamageWaiver: chosen('collisionDamageWaiver'),
              fullInsurance: chosen('fullInsurance'),
            },
            { signal },
          ),
        signal,
      ).then(
        (p) => ({ price: p, priceError: null }),
        (priceError: unknown) => ({ price: null, priceError }),
      )
      const [[pickup, dropOff], priced] = await Promise.all([places, price])
      if (!signal.aborted) setData({ car, carError: null, pickup, dropOff, ...priced, loading: false })
    })()
    return () => controller.abort()
  }, [key, language, generation, online])

  return { ...data, retry: () => setGeneration((g) => g + 1) }
}
