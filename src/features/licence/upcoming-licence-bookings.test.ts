// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { needsLicence } from './upcoming-licence-bookings'

const NOW = new Date('2026-12-01T10:00:00Z')
const booking = (o: { to?: string; status?: 'pending' | 'paid' | 'cancelled' | 'void' | 'reserved'; licenseRequired?: boolean }) => ({
  to: o.to ?? '2026-12-10T10:00:00Z',
  status: o.status ?? 'paid',
  company: { _id: 's', fullName: 'S', licenseRequired: o.licenseRequired ?? true },
})

describe('needsLicence', () => {
  it('is a live booking, not over, of a supplier that requires a licence', () => {
    expect(needsLicence(booking({}), NOW)).toBe(true)
    expect(needsLicence(booking({ status: 'reserved', to: '2026-12-01T11:00:00Z' }), NOW)).toBe(true)
  })

  it('leaves out a supplier without the rule, a cancelled or void booking, one that is over', () => {
    expect(needsLicence(booking({ licenseRequired: false }), NOW)).toBe(false)
    expect(needsLicence(booking({ status: 'cancelled' }), NOW)).toBe(false)
    expect(needsLicence(booking({ status: 'void' }), NOW)).toBe(false)
    expect(needsLicence(booking({ to: '2026-11-30T10:00:00Z' }), NOW)).toBe(false)
  })
})
