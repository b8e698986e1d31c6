import { MINIMUM_RENTAL_DAYS, type SupplierPolicies } from '../../lib/api/policies'

/** The shortest rental as typed: a whole number from 1 to 30, else null. */
export function parseMinimumDays(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,2}$/.test(trimmed)) return null
  const days = Number(trimmed)
  return days >= MINIMUM_RENTAL_DAYS.min && days <= MINIMUM_RENTAL_DAYS.max ? days : null
}

/** A supplier's policies as a User or Supplier carries them (absent: pay later off, no licence, no minimum). */
export function policiesOf(o: { payLater?: boolean; licenseRequired?: boolean; minimumRentalDays?: number }): SupplierPolicies {
  return {
    payLater: o.payLater === true,
    licenseRequired: o.licenseRequired === true,
    minimumRentalDays: o.minimumRentalDays ?? 1,
  }
}

/** Only what changed (call 67 keeps what is left out); null when nothing did. */
export function changedPolicies(before: SupplierPolicies, after: SupplierPolicies): Partial<SupplierPolicies> | null {
  const changed: Partial<SupplierPolicies> = {}
  if (before.payLater !== after.payLater) changed.payLater = after.payLater
  if (before.licenseRequired !== after.licenseRequired) changed.licenseRequired = after.licenseRequired
  if (before.minimumRentalDays !== after.minimumRentalDays) changed.minimumRentalDays = after.minimumRentalDays
  return Object.keys(changed).length > 0 ? changed : null
}
