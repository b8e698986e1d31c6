import { defineMessage } from '@lingui/core/macro'
import type { Say } from '../../lib/i18n/say'

/** Values: days. */
export const MINIMUM_DAYS = defineMessage({ message: '{days, plural, one {At least # day} other {At least # days}}' })

/** What SupplierPolicyNotes shows: pay later or not (undefined: not shown), a licence required, the shortest rental said (none for a day). */
export interface PolicyNotes {
  payLater?: boolean
  licence: boolean
  minimum?: string
}

/**
 * A supplier's notes, the shortest rental said by `say` (the app's i18n; /cars' first paint says it
 * from the catalogue's text: app/first-paint/page/cars-frame.ts).
 */
export function policyNotes(
  supplier: { payLater?: boolean; licenseRequired?: boolean; minimumRentalDays?: number },
  showPayLater: boolean,
  say: Say,
): PolicyNotes {
  const days = supplier.minimumRentalDays ?? 1
  return {
    payLater: showPayLater ? !!supplier.payLater : undefined,
    licence: !!supplier.licenseRequired,
    minimum: days > 1 ? say(MINIMUM_DAYS, { days }) : undefined,
  }
}
