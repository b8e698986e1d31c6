import type { Repo } from './db/repo.ts'
import { rentalDays } from './price.ts'
import type { UserRecord } from './types.ts'
import { badRequest } from './validate.ts'

/**
 * A supplier's own rules (issue 33, call 67): pay later, licence required, the shortest rental.
 * Records written before them have neither of the last two: they read as false and 1 (no minimum).
 */

export const MIN_RENTAL_DAYS_MAX = 30

export interface SupplierPolicies {
  payLater: boolean
  licenseRequired: boolean
  minimumRentalDays: number
}

export function policiesOf(u: UserRecord | undefined): SupplierPolicies {
  return {
    payLater: u?.payLater ?? false,
    licenseRequired: u?.licenseRequired ?? false,
    minimumRentalDays: u?.minimumRentalDays ?? 1,
  }
}

/** The supplier's minimum, 1 when it has none. */
async function minimumDays(repo: Repo, supplierId: string): Promise<number> {
  return (await repo.users.get(supplierId))?.minimumRentalDays ?? 1
}

/** 400 naming the minimum when [from, to] is shorter than the supplier's (calls 21, 25, 60, 61). */
export async function checkMinimum(repo: Repo, supplierId: string, from: Date, to: Date): Promise<void> {
  const minimum = await minimumDays(repo, supplierId)
  if (minimum > 1 && rentalDays(from, to) < minimum) {
    throw badRequest(`This supplier rents for at least ${minimum} days (minimumRentalDays ${minimum}).`)
  }
}
