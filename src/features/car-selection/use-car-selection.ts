import { useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import type { Car, Location } from '../../lib/api/entities'
import type { CarOption } from '../../lib/constants'
import { fromDateTimeInputs, rentalDays, toDateInput, toTimeInput } from '../../lib/dates'
import { usePlace } from '../../lib/data/reference-data'
import { useLanguage } from '../../lib/i18n/use-language'
import { choosableOptions, optionFlags } from '../cars/option-rules'
import { useCarFree } from '../cars/use-car-free'
import { useCarPrice } from '../cars/use-car-price'
import { carPriceRequest } from '../cars/price-request'
import {
  criteriaToQuery,
  optionsToQuery,
  parseCriteria,
  parseOptions,
  toSearchString,
  type RentalCriteria,
} from '../../lib/car-search/criteria'

/** The date and time inputs as typed. */
interface DateInputs {
  fromDate: string
  fromTime: string
  toDate: string
  toTime: string
}

function inputsFrom(c: RentalCriteria): DateInputs {
  return {
    fromDate: c.from ? toDateInput(c.from) : '',
    fromTime: c.from ? toTimeInput(c.from) : '10:00',
    toDate: c.to ? toDateInput(c.to) : '',
    toTime: c.to ? toTimeInput(c.to) : '10:00',
  }
}

interface Patch {
  pickup?: string
  dropOff?: string
  from?: Date | null
  to?: Date | null
  options?: CarOption[]
}

/**
 * The state of /car-selection, kept in its URL (replaced, so a reload or a shared
 * link shows the same): the places, the dates, the extras chosen; then the live
 * price, whether the car is still free, and where Continue leads.
 */
export function useCarSelection(car: Car, params: URLSearchParams) {
  const language = useLanguage()
  const [, navigate] = useLocation()
  const criteria = useMemo(() => parseCriteria(params), [params])
  const chosen = useMemo(() => choosableOptions(car, parseOptions(params)), [car, params])
  const [inputs, setInputs] = useState<DateInputs>(() => inputsFrom(criteria))
  const [touched, setTouched] = useState(false)

  const carLocations = useMemo<Location[]>(() => car.locations.filter((l): l is Location => Boolean(l.name)), [car.locations])
  const pickupOk = !!criteria.pickupLocation && carLocations.some((l) => l._id === criteria.pickupLocation)
  const pickup = pickupOk ? criteria.pickupLocation : undefined
  const dropOff = criteria.dropOffLocation
  // A drop-off outside the car's list is named by the server ('' while unknown; undefined: none to show).
  const outsideId = dropOff && !carLocations.some((l) => l._id === dropOff) ? dropOff : undefined
  const outside = usePlace(outsideId, language)
  const dropOffOutside = outsideId ? (outside.data?.name ?? '') : undefined

  const from = fromDateTimeInputs(inputs.fromDate, inputs.fromTime)
  const to = fromDateTimeInputs(inputs.toDate, inputs.toTime)
  const fromPast = !!from && from.getTime() < Date.now()
  const toBeforeFrom = !!from && !!to && to.getTime() <= from.getTime()
  const datesValid = !!from && !!to && !fromPast && !toBeforeFrom
  const days = datesValid ? rentalDays(from, to) : 0
  // The supplier's shortest rental (call 21 and the booking refuse a shorter one): said before asking.
  const minimumDays = car.company.minimumRentalDays ?? 1
  const tooShort = datesValid && days < minimumDays

  const write = (patch: Patch) => {
    const q = new URLSearchParams({ c: car._id })
    const p = 'pickup' in patch ? patch.pickup : criteria.pickupLocation
    const d = 'dropOff' in patch ? patch.dropOff : criteria.dropOffLocation
    const f = 'from' in patch ? (patch.from ?? undefined) : criteria.from
    const tt = 'to' in patch ? (patch.to ?? undefined) : criteria.to
    // With the pickup alone the URL keeps d explicit, so "same place" is not assumed for a new pickup.
    criteriaToQuery({ pickupLocation: p, dropOffLocation: d ?? p, from: f, to: tt }).forEach((v, k) => q.set(k, v))
    if (p && d === p) q.set('d', d)
    optionsToQuery(patch.options ?? chosen, q)
    navigate(`/car-selection${toSearchString(q)}`, { replace: true })
  }

  const setDate = (patch: Partial<DateInputs>) => {
    const next = { ...inputs, ...patch }
    setInputs(next)
    setTouched(true)
    const f = fromDateTimeInputs(next.fromDate, next.fromTime)
    const tt = fromDateTimeInputs(next.toDate, next.toTime)
    if (f && tt && tt.getTime() > f.getTime() && f.getTime() >= Date.now()) write({ from: f, to: tt })
  }

  /** A new pickup keeps a different drop-off the driver chose; otherwise the drop-off follows it. */
  const setPickup = (id: string | undefined) =>
    write({
      pickup: id,
      dropOff: criteria.dropOffLocation && criteria.dropOffLocation !== criteria.pickupLocation ? criteria.dropOffLocation : id,
    })

  // The price is asked with the booking's own option flags; useCarPrice keys on values, so an equal request asks nothing new.
  const price = useCarPrice(datesValid && !tooShort ? carPriceRequest(car._id, from, to, language, optionFlags(car, chosen)) : null, {
    debounceMs: 250,
  })
  // A rental shorter than the supplier's minimum is left out of every search: not asked, so never read as "just booked".
  const free = useCarFree(car, datesValid && !tooShort ? pickup : undefined, from ?? undefined, to ?? undefined)

  const ready = datesValid && !tooShort && !!pickup && !!dropOff && free !== 'taken'
  let continueHref: string | null = null
  if (ready) {
    const q = new URLSearchParams({ c: car._id })
    criteriaToQuery({ pickupLocation: pickup, dropOffLocation: dropOff, from, to }).forEach((v, k) => q.set(k, v))
    optionsToQuery(chosen, q)
    continueHref = `/create-booking${toSearchString(q)}`
  }

  return {
    criteria,
    chosen,
    setOption: (o: CarOption, on: boolean) => write({ options: on ? [...chosen, o] : chosen.filter((x) => x !== o) }),
    places: {
      list: carLocations,
      pickup,
      pickupOk,
      dropOff,
      dropOffOutside,
      setPickup,
      setDropOff: (id?: string) => write({ dropOff: id }),
    },
    dates: { inputs, setDate, touched, fromPast, toBeforeFrom, datesValid, from, to, days, tooShort, minimumDays },
    price,
    free,
    /** The car list for the same search and these dates (when this car was taken). */
    freeCarsHref: `/cars${toSearchString(criteriaToQuery({ ...criteria, from: from ?? undefined, to: to ?? undefined }))}`,
    continueHref,
  }
}

export type CarSelectionState = ReturnType<typeof useCarSelection>
