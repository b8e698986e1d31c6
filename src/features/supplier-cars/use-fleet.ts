/**
 * The supplier's cars (call 36), 15 a page, one more page on more(): each page
 * renders at once from the mirror, then from the network, and is saved back.
 * Offline, a mirrored page is not asked for again (read-only list).
 *
 * The writes of the list live here too: the availability switch (call 40, shown
 * at once and rolled back with a toast when the server refuses) and the removal
 * of a deleted car (the list and the count follow at once, the pages are asked
 * again so the next pages do not skip a car). A supplier's switch made offline, or whose
 * request lost the network, is kept until the network is back (lib/queue; FleetCarCard shows
 * it pending); the operator's stays online-only.
 */
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Car } from '../../lib/api/entities'
import { apiErrorMessage } from '../../lib/api/error-message'
import { carPayloadOf, getSupplierCars, updateCar } from '../../lib/api/supplier-cars'
import { CARS_PAGE_SIZE } from '../../lib/constants'
import { failedForNetwork } from '../../lib/queue/failure'
import { isKind } from '../pending-actions/actions'
import { onOutcome } from '../../lib/queue/runtime'
import { keepAction } from '../pending-actions/queue'
import { usePagedList, type PagedList } from '../../lib/data/use-paged-list'
import { toast } from '../../ui/toast'
import { toSupplierCarsFilter, type FleetQuery } from './fleet-query'
import { forgetFleetCar, patchFleetCar, readFleetPage, writeFleetPage } from './mirror'

export interface Fleet extends Omit<PagedList<Car>, 'items' | 'mutate'> {
  /** The cars shown: a switch under way shows its new value; deleted cars are gone. */
  cars: Car[]
  /** Saves the car's availability; the switch moves at once and comes back if the server refuses. True once saved. */
  setAvailable: (car: Car, available: boolean) => Promise<boolean>
  /** Takes a car the server deleted (or no longer has) out of the list, the count and the mirror. */
  remove: (carId: string) => void
}

const idOf = (car: Car) => car._id
const NO_IDS: ReadonlySet<string> = new Set()

/**
 * `suppliers`: whose cars, for the operator (call 36 lists the suppliers it names); a supplier's own
 * when left out. Null: not known yet (nothing is asked).
 */
export function useFleet(userId: string, { keyword, filters }: FleetQuery, suppliers?: readonly string[] | null): Fleet {
  const { t } = useLingui()
  const filter = useMemo(() => toSupplierCarsFilter(filters), [filters])
  const companies = suppliers === undefined ? undefined : suppliers
  const pageQuery = (page: number) => ({ keyword, filter, page, size: CARS_PAGE_SIZE, ...(companies && { companies }) })
  const list = usePagedList(
    companies === null ? null : ['supplier-cars', userId, keyword, filter, companies ?? null],
    (page, signal) => getSupplierCars(page, CARS_PAGE_SIZE, keyword, companies ?? userId, filter, { signal }),
    {
      idOf,
      mirror: {
        read: (page) => readFleetPage(userId, pageQuery(page)),
        write: (page, data, savedAt) => writeFleetPage(userId, pageQuery(page), data, savedAt),
      },
      offline: 'mirror',
      revalidateOnReconnect: true,
    },
  )
  const { items, total, mutate, retry } = list
  // The supplier's own fleet keeps its switches offline; the operator's (suppliers given) does not.
  const keeps = suppliers === undefined
  useEffect(
    () =>
      onOutcome((o) => {
        if (!isKind(o.action, 'car-availability') || o.outcome !== 'done') return
        const { carId, available } = o.action.payload
        mutate((c) => (c._id === carId ? { ...c, available } : c))
      }),
    [mutate],
  )

  // Switches under way: car id -> the value shown until the server answers.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(() => new Map())
  const busy = useRef(new Set<string>())
  const [gone, setGone] = useState<ReadonlySet<string>>(NO_IDS)

  const remove = useCallback(
    (carId: string) => {
      setGone((g) => new Set(g).add(carId))
      void forgetFleetCar(userId, carId)
      // The server's pages moved up by one: ask them again (what is shown stays meanwhile).
      retry()
    },
    [userId, retry],
  )

  const setAvailable = useCallback(
    async (car: Car, available: boolean) => {
      if (busy.current.has(car._id)) return false
      busy.current.add(car._id)
      setPending((p) => new Map(p).set(car._id, available))
      let saved = false
      const keep = () => keepAction(userId, 'car-availability', { carId: car._id, available, label: car.name })
      try {
        if (keeps && navigator.onLine === false) await keep()
        else if (await updateCar(carPayloadOf({ ...car, available }))) {
          mutate((c) => (c._id === car._id ? { ...c, available } : c))
          void patchFleetCar(userId, car._id, { available })
          saved = true
        } else {
          // 204: the car is no longer there (deleted elsewhere).
          toast.error(t`This car no longer exists.`)
          remove(car._id)
        }
      } catch (error) {
        if (keeps && failedForNetwork(error)) await keep()
        else toast.error(apiErrorMessage(error))
      } finally {
        busy.current.delete(car._id)
        setPending((p) => {
          const next = new Map(p)
          next.delete(car._id)
          return next
        })
      }
      return saved
    },
    [mutate, userId, remove, t, keeps],
  )

  const cars = useMemo(
    () =>
      items.flatMap((c) => {
        if (gone.has(c._id)) return []
        const shown = pending.get(c._id)
        return [shown === undefined || shown === c.available ? c : { ...c, available: shown }]
      }),
    [items, gone, pending],
  )
  // Deleted cars still in a page that has not been asked again yet.
  const hidden = items.length - cars.length

  const { items: _items, mutate: _mutate, ...rest } = list
  return {
    ...rest,
    cars,
    total: Math.max(0, total - hidden),
    setAvailable,
    remove,
  }
}
