import { describe, expect, it } from 'vitest'
import { activateLanguage } from '../../lib/i18n/i18n'
import { emptySupplierValues, supplierErrors } from './supplier-rules'

describe('supplierErrors', () => {
  it('asks for a name and a valid email of a new supplier, not of an existing one', async () => {
    await activateLanguage('en')
    const empty = emptySupplierValues('pl')
    expect(supplierErrors(empty, true)).toEqual({ fullName: "Please enter the supplier's name.", email: 'Invalid email address' })
    expect(supplierErrors(empty, false)).toEqual({ fullName: "Please enter the supplier's name." })
    expect(supplierErrors({ ...empty, fullName: '  New Rent ', email: 'desk@new.example' }, true)).toEqual({})
  })

  it('checks the phone, the address and the opening hours as the server does', async () => {
    await activateLanguage('en')
    const base = { ...emptySupplierValues('en'), fullName: 'x'.repeat(100) }
    expect(supplierErrors(base, false)).toEqual({})
    const errors = supplierErrors(
      { ...base, fullName: 'x'.repeat(101), phone: 'call me', location: 'a'.repeat(201), bio: 'b'.repeat(101) },
      false,
    )
    expect(Object.keys(errors).sort()).toEqual(['bio', 'fullName', 'location', 'phone'])
    expect(errors.bio).toContain('at most 100 characters')
    expect(supplierErrors({ ...base, phone: '+48 500 600 700' }, false)).toEqual({})
  })
})
