/** The suppliers' ids kept for the next visit's first paint: read back only as a list of ids. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SUPPLIER_IDS_KEY } from './keys'
import { keepSupplierIds, keptSupplierIds } from './supplier-ids'

afterEach(() => {
  localStorage.removeItem(SUPPLIER_IDS_KEY)
  vi.restoreAllMocks()
})

describe('supplier ids', () => {
  it('keeps the ids in their order, and writes only when they changed', () => {
    expect(keptSupplierIds()).toBeNull()
    keepSupplierIds(['b', 'a'])
    expect(keptSupplierIds()).toEqual(['b', 'a'])
    const write = vi.spyOn(Storage.prototype, 'setItem')
    keepSupplierIds(['b', 'a'])
    expect(write).not.toHaveBeenCalled()
    keepSupplierIds(['a', 'b'])
    expect(write).toHaveBeenCalledOnce()
    expect(keptSupplierIds()).toEqual(['a', 'b'])
  })

  it('forgets them when no supplier is left', () => {
    keepSupplierIds(['a'])
    keepSupplierIds([])
    expect(localStorage.getItem(SUPPLIER_IDS_KEY)).toBeNull()
  })

  it('reads anything else as none', () => {
    for (const raw of [
      '',
      'null',
      '{}',
      '"a"',
      '[]',
      '[1]',
      '[null]',
      '[""]',
      `["${'x'.repeat(65)}"]`,
      JSON.stringify(Array(2001).fill('a')),
      '[',
    ]) {
      localStorage.setItem(SUPPLIER_IDS_KEY, raw)
      expect(keptSupplierIds(), raw.slice(0, 20)).toBeNull()
    }
  })

  it('a storage that refuses is no error: nothing is kept', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => keepSupplierIds(['a'])).not.toThrow()
    expect(keptSupplierIds()).toBeNull()
  })
})
