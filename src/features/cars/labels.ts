import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { CarOption, CarType, FuelPolicy, Gearbox, MileageType } from '../../lib/constants'
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

/** "Unlimited" or "{n} km/day" (mileage -1 is unlimited). */
export function mileageText(i18n: I18n, mileage: number): string {
  if (mileage < 0) return i18n._(MILEAGE_LABELS.unlimited)
  const km = mileage
  return i18n._(msg`${km} km/day`)
}

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
