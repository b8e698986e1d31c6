import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/i18n'
import { SupplierPoliciesForm } from './SupplierPoliciesForm'

const update = vi.hoisted(() => vi.fn())
vi.mock('../../lib/api/policies', async (original) => ({
  ...(await original<typeof import('../../lib/api/policies')>()),
  updateSupplierPolicies: update,
}))

const POLICIES = { payLater: true, licenseRequired: false, minimumRentalDays: 1 }

beforeEach(() => update.mockReset().mockImplementation(async (changed: object) => ({ ...POLICIES, ...changed })))
afterEach(cleanup)

describe('SupplierPoliciesForm', () => {
  it('refuses a shortest rental outside 1–30 on the device, then sends only what changed', async () => {
    const onSaved = vi.fn()
    await renderWithI18n(<SupplierPoliciesForm policies={POLICIES} onSaved={onSaved} />, 'en')
    fireEvent.click(screen.getByRole('switch', { name: 'Driving licence required' }))
    const days = screen.getByLabelText('Shortest rental (days)')
    fireEvent.change(days, { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply the policies' }))
    expect(await screen.findByText('Enter a whole number of days from 1 to 30.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(days))
    expect(update).not.toHaveBeenCalled()
    fireEvent.change(days, { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply the policies' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ payLater: true, licenseRequired: true, minimumRentalDays: 4 }))
    expect(update).toHaveBeenCalledWith({ licenseRequired: true, minimumRentalDays: 4 }, undefined)
  })

  it('names the supplier for the operator and leaves pay later to the other form', async () => {
    await renderWithI18n(<SupplierPoliciesForm policies={POLICIES} supplierId="s1" showPayLater={false} onSaved={vi.fn()} />, 'en')
    expect(screen.queryByRole('switch', { name: 'Pay later' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Shortest rental (days)'), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply the policies' }))
    await waitFor(() => expect(update).toHaveBeenCalledWith({ minimumRentalDays: 3 }, 's1'))
  })
})
