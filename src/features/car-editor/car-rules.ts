/**
 * The car form's rules, pure: the values a supplier types (text, as inputs hold it), the
 * checks before anything is sent, and the body of calls 39 and 40. The screen translates
 * each problem; the server checks the same again.
 */
import type { Car, Discount } from '../../lib/api/entities'
import type { CarPayload } from '../../lib/api/supplier-cars'
import {
  CAR_OPTIONS,
  CAR_TYPES,
  FUEL_POLICIES,
  GEARBOXES,
  type CarOption,
  type CarType,
  type FuelPolicy,
  type Gearbox,
} from '../../lib/constants'

interface DiscountRow {
  days: string
  percentage: string
}

export interface CarFormValues {
  name: string
  minimumAge: string
  /** Location ids. */
  locations: string[]
  price: string
  deposit: string
  available: boolean
  type: CarType | ''
  gearbox: Gearbox
  seats: string
  doors: string
  fuelPolicy: FuelPolicy
  aircon: boolean
  /** Empty: unlimited; else km per day. */
  mileage: string
  /** Empty: not offered; 0: included; above 0: the price. */
  options: Record<CarOption, string>
  discounts: DiscountRow[]
}

export type CarFormProblem = 'required' | 'age' | 'amount' | 'seats' | 'doors' | 'mileage' | 'option' | 'days' | 'percentage' | 'repeated'

/** Field names as the form's inputs carry them, in the order of the form (focus goes to the first). */
export type CarFormField =
  | 'image'
  | 'name'
  | 'minimumAge'
  | 'locations'
  | 'price'
  | 'deposit'
  | 'type'
  | 'seats'
  | 'doors'
  | 'mileage'
  | `option.${CarOption}`
  | `discount.${number}.days`
  | `discount.${number}.percentage`

export type CarFormErrors = Partial<Record<CarFormField, CarFormProblem>>

const DEFAULT_MINIMUM_AGE = 21

export function emptyCarValues(minimumAge = DEFAULT_MINIMUM_AGE): CarFormValues {
  return {
    name: '',
    minimumAge: String(Math.max(minimumAge, DEFAULT_MINIMUM_AGE)),
    locations: [],
    price: '',
    deposit: '',
    available: true,
    type: '',
    gearbox: 'manual',
    seats: '5',
    doors: '4',
    fuelPolicy: 'likeForlike',
    aircon: true,
    mileage: '',
    options: Object.fromEntries(CAR_OPTIONS.map((o) => [o, ''])) as Record<CarOption, string>,
    discounts: [],
  }
}

/** What the form shows for a saved car. */
export function valuesOfCar(car: Car): CarFormValues {
  return {
    name: car.name,
    minimumAge: String(car.minimumAge),
    locations: car.locations.map((l) => l._id),
    price: String(car.price),
    deposit: String(car.deposit),
    available: car.available,
    type: car.type,
    gearbox: car.gearbox,
    seats: String(car.seats),
    doors: String(car.doors),
    fuelPolicy: car.fuelPolicy,
    aircon: car.aircon,
    mileage: car.mileage < 0 ? '' : String(car.mileage),
    options: Object.fromEntries(CAR_OPTIONS.map((o) => [o, car[o] < 0 ? '' : String(car[o])])) as Record<CarOption, string>,
    discounts: (car.discounts ?? []).map((d) => ({ days: String(d.days), percentage: String(d.percentage) })),
  }
}

/** A number as typed (comma or dot), or NaN; empty is NaN too. */
function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.')
  return trimmed === '' || !/^-?\d+(\.\d+)?$/.test(trimmed) ? NaN : Number(trimmed)
}

const isWhole = (n: number) => Number.isInteger(n)

/** Every problem of the values, by field; `hasImage` says whether a picture is chosen. */
export function checkCar(values: CarFormValues, hasImage: boolean, minimumAge: number): CarFormErrors {
  const errors: CarFormErrors = {}
  if (!hasImage) errors.image = 'required'
  if (!values.name.trim()) errors.name = 'required'
  const age = parseNumber(values.minimumAge)
  if (!isWhole(age) || age < minimumAge || age > 99) errors.minimumAge = 'age'
  if (values.locations.length === 0) errors.locations = 'required'
  for (const field of ['price', 'deposit'] as const) {
    const amount = parseNumber(values[field])
    if (values[field].trim() === '') errors[field] = 'required'
    else if (!(amount >= 0)) errors[field] = 'amount'
  }
  if (!values.type) errors.type = 'required'
  const seats = parseNumber(values.seats)
  if (!isWhole(seats) || seats < 2 || seats > 9) errors.seats = 'seats'
  const doors = parseNumber(values.doors)
  if (!isWhole(doors) || doors < 2 || doors > 5) errors.doors = 'doors'
  if (values.mileage.trim() !== '') {
    const km = parseNumber(values.mileage)
    if (!isWhole(km) || km < 1) errors.mileage = 'mileage'
  }
  for (const option of CAR_OPTIONS) {
    const text = values.options[option]
    if (text.trim() !== '' && !(parseNumber(text) >= 0)) errors[`option.${option}`] = 'option'
  }
  const seen = new Set<number>()
  values.discounts.forEach((row, i) => {
    const days = parseNumber(row.days)
    if (!isWhole(days) || days < 1) errors[`discount.${i}.days`] = 'days'
    else if (seen.has(days)) errors[`discount.${i}.days`] = 'repeated'
    else seen.add(days)
    const percentage = parseNumber(row.percentage)
    if (!(percentage > 0 && percentage < 100)) errors[`discount.${i}.percentage`] = 'percentage'
  })
  return errors
}

/** The body of call 39 (and, with `_id`, of call 40) for values that passed checkCar. */
export function carPayload(values: CarFormValues, company: string, image: string): CarPayload {
  const amount = (text: string) => parseNumber(text)
  const discounts: Discount[] = values.discounts
    .map((d) => ({ days: amount(d.days), percentage: amount(d.percentage) }))
    .sort((a, b) => a.days - b.days)
  return {
    name: values.name.trim(),
    company,
    minimumAge: amount(values.minimumAge),
    locations: values.locations,
    price: amount(values.price),
    deposit: amount(values.deposit),
    available: values.available,
    type: values.type as CarType,
    gearbox: values.gearbox,
    aircon: values.aircon,
    image,
    seats: amount(values.seats),
    doors: amount(values.doors),
    fuelPolicy: values.fuelPolicy,
    mileage: values.mileage.trim() === '' ? -1 : amount(values.mileage),
    ...(Object.fromEntries(CAR_OPTIONS.map((o) => [o, values.options[o].trim() === '' ? -1 : amount(values.options[o])])) as Record<
      CarOption,
      number
    >),
    discounts,
  }
}

const oneOf = <T extends string, F extends string>(allowed: readonly T[], value: unknown, fallback: F): T | F =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback

/** Values read back from a draft: anything malformed falls back to `base`. */
export function valuesFromDraft(draft: Partial<CarFormValues> | null, base: CarFormValues): CarFormValues {
  if (!draft) return base
  const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback)
  const options = { ...base.options }
  if (draft.options && typeof draft.options === 'object') for (const o of CAR_OPTIONS) options[o] = text(draft.options[o], options[o])
  return {
    ...base,
    name: text(draft.name, base.name),
    minimumAge: text(draft.minimumAge, base.minimumAge),
    locations: Array.isArray(draft.locations) ? draft.locations.filter((l): l is string => typeof l === 'string') : base.locations,
    price: text(draft.price, base.price),
    deposit: text(draft.deposit, base.deposit),
    available: typeof draft.available === 'boolean' ? draft.available : base.available,
    type: oneOf(CAR_TYPES, draft.type, base.type),
    gearbox: oneOf(GEARBOXES, draft.gearbox, base.gearbox),
    seats: text(draft.seats, base.seats),
    doors: text(draft.doors, base.doors),
    fuelPolicy: oneOf(FUEL_POLICIES, draft.fuelPolicy, base.fuelPolicy),
    aircon: typeof draft.aircon === 'boolean' ? draft.aircon : base.aircon,
    mileage: text(draft.mileage, base.mileage),
    options,
    discounts: Array.isArray(draft.discounts)
      ? draft.discounts.map((d) => ({ days: text(d?.days, ''), percentage: text(d?.percentage, '') }))
      : base.discounts,
  }
}
