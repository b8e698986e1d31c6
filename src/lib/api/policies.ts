/** A supplier's own rules (contract call 67): pay later, a licence required, the shortest rental. */
import { requestData, type CallOptions } from './client'
import { bool, num, obj, type Infer } from './schema'

/** The shortest rental a supplier may ask for, in days (1 means no minimum). */
export const MINIMUM_RENTAL_DAYS = { min: 1, max: 30 } as const

const policiesSchema = obj({ payLater: bool, licenseRequired: bool, minimumRentalDays: num })
export type SupplierPolicies = Infer<typeof policiesSchema>

/**
 * Call 67: sets the policies given (one left out keeps its value) and returns those now in force.
 * A supplier leaves `supplierId` out (its own); the operator must give it.
 */
export function updateSupplierPolicies(
  policies: Partial<SupplierPolicies>,
  supplierId?: string,
  opts?: CallOptions,
): Promise<SupplierPolicies> {
  return requestData(
    {
      name: 'updateSupplierPolicies',
      method: 'POST',
      path: '/api/update-supplier-policies',
      auth: 'token',
      body: { ...(supplierId !== undefined && { _id: supplierId }), ...policies },
      signal: opts?.signal,
    },
    policiesSchema,
  )
}
