// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { doorOf, HOME, roleOfLink, safeReturnPath, SIGN_IN, signInPath } from './redirect'

describe('redirect', () => {
  it('sends the operator through the back-office door to its own corner', () => {
    expect(SIGN_IN.admin).toBe('/supplier/sign-in')
    expect(doorOf('admin')).toBe('supplier')
    expect(doorOf('driver')).toBe('driver')
    expect(signInPath('/admin/suppliers', '', 'admin')).toBe('/supplier/sign-in')
    expect(signInPath('/admin/edit-supplier', 'id=1', 'admin')).toBe('/supplier/sign-in?from=%2Fadmin%2Fedit-supplier%3Fid%3D1')
  })

  it('brings each role back only to its own part of the app', () => {
    expect(safeReturnPath('/admin/edit-supplier?id=1', 'admin')).toBe('/admin/edit-supplier?id=1')
    expect(safeReturnPath('/supplier/cars', 'admin')).toBe(HOME.admin)
    expect(safeReturnPath('/bookings', 'admin')).toBe(HOME.admin)
    expect(safeReturnPath('/admin/suppliers', 'supplier')).toBe(HOME.supplier)
    expect(safeReturnPath('/admin/suppliers', 'driver')).toBe(HOME.driver)
    expect(safeReturnPath('/bookings', 'driver')).toBe('/bookings')
    expect(safeReturnPath('//evil.example', 'admin')).toBe(HOME.admin)
  })

  it('reads app=backend links as the back-office door', () => {
    expect(roleOfLink('u=1&e=a&t=x&app=backend')).toBe('supplier')
    expect(roleOfLink('u=1&e=a&t=x')).toBe('driver')
  })
})
