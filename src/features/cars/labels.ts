import { defineMessage, msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { CarOption, CarType, FuelPolicy, Gearbox, MileageType } from '../../lib/constants'
import type { Car } from '../../lib/api/entities'
import type { Say } from '../../lib/i18n/say'
import { DEPOSIT_BANDS } from '../../lib/constants'
import { currencyLabel, formatPrice, formatPricePerDay } from '../../lib/i18n/format'
import { isFlatOption, optionState } from './option-rules'

/**
 * The car vocabulary, as message descriptors (translate with i18n._ or t(...)).
 * Public to the other features and screens: bookings show the same options.
 */
export const CAR_TYPE_LABELS: Record<CarType, MessageDescriptor> = {
  diesel: msg`Diesel`,
  gasoline: msg`Gasoline`,
  EV: msg`Electric`,
  EVMH: msg`Hybrid`,
}

export const GEARBOX_LABELS: Record<Gearbox, MessageDescriptor> = {
  manual: msg`Manual`,
  automatic: msg`Automatic`,
}

export const FUEL_POLICY_LABELS: Record<FuelPolicy, MessageDescriptor> = {
  likeForlike: msg`Like for like`,
  freeTank: msg`Free tank`,
}

export const MILEAGE_LABELS: Record<MileageType, MessageDescriptor> = {
  limited: msg`Limited`,
  unlimited: msg`Unlimited`,
}

export const OPTION_LABELS: Record<CarOption, MessageDescriptor> = {
  cancellation: msg`Cancellation`,
  amendments: msg`Amendments`,
  theftProtection: msg`Theft protection`,
  collisionDamageWaiver: msg`Collision damage waiver`,
  fullInsurance: msg`Full insurance`,
  additionalDriver: msg`Additional driver`,
}

// ---------------------------------------------------------------------------
// Formatted texts built on the vocabulary above (take the active i18n).

/** Values: km. */
const KM_PER_DAY = defineMessage({ message: '{km} km/day' })

/** Air conditioning or not. */
const YES_NO = { yes: msg`Yes`, no: msg`No` }

/** "Unlimited" or "{n} km/day" (mileage -1 is unlimited). */
const mileageSaid = (say: Say, mileage: number): string => (mileage < 0 ? say(MILEAGE_LABELS.unlimited) : say(KM_PER_DAY, { km: mileage }))

export type SpecCar = Pick<Car, 'type' | 'gearbox' | 'seats' | 'doors' | 'aircon' | 'mileage' | 'fuelPolicy'>

/** What a car's specs say (CarSpecs), in their order. */
export function specValues(car: SpecCar, say: Say) {
  return {
    type: say(CAR_TYPE_LABELS[car.type]),
    gearbox: say(GEARBOX_LABELS[car.gearbox]),
    seats: String(car.seats),
    doors: String(car.doors),
    aircon: say(car.aircon ? YES_NO.yes : YES_NO.no),
    mileage: mileageSaid(say, car.mileage),
    fuelPolicy: say(FUEL_POLICY_LABELS[car.fuelPolicy]),
  }
}
export type SpecValues = ReturnType<typeof specValues>

/** Every text specValues may say (the first paint carries them: app/first-paint/build/static-frames.tsx). */
export const specTexts = (): MessageDescriptor[] => [
  ...Object.values(CAR_TYPE_LABELS),
  ...Object.values(GEARBOX_LABELS),
  ...Object.values(YES_NO),
  MILEAGE_LABELS.unlimited,
  KM_PER_DAY,
  ...Object.values(FUEL_POLICY_LABELS),
]

/** A deposit filter band: "Less than 2500 PLN", or "All" for -1. */
export function depositBandLabel(i18n: I18n, band: -1 | (typeof DEPOSIT_BANDS)[number]): string {
  if (band === -1) return i18n._(msg`All`)
  return `${i18n._(msg`Less than ${band}`)} ${currencyLabel(i18n)}`
}

/**
 * One option's price as a car shows it: "Unavailable", "Included", a flat
 * price ("60 PLN") for cancellation and amendments, else a price per day.
 */
export function optionPriceText(i18n: I18n, option: CarOption, value: number): string {
  const state = optionState(value)
  if (state === 'unavailable') return i18n._(msg`Unavailable`)
  if (state === 'included') return i18n._(msg`Included`)
  return isFlatOption(option) ? formatPrice(i18n, value) : formatPricePerDay(i18n, value)
}

/** "Above 3 days: −5%". */
export function discountText(i18n: I18n, days: number, percentage: number): string {
  return i18n._(msg`Above ${days} days: −${percentage}%`)
}
