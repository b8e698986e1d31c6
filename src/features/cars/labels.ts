import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CarOption, CarType, FuelPolicy, Gearbox, MileageType } from '../../lib/constants'

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
