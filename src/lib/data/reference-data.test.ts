/** The session's suppliers: one load, and their ids kept for the next visit's first paint. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reply, stubFetch } from '../api/testing-fetch'
import { SUPPLIER } from '../api/testing-fixtures'
import { SUPPLIER_IDS_KEY } from '../storage/keys'
import { keptSupplierIds } from '../storage/supplier-ids'
import { loadSuppliers, suppliersNow } from './reference-data'

afterEach(() => {
  localStorage.removeItem(SUPPLIER_IDS_KEY)
  vi.unstubAllGlobals()
})

describe('loadSuppliers', () => {
  it('asks once per session, and keeps the suppliers’ ids once they are in', async () => {
    const other = { ...SUPPLIER, _id: '64b0000000000000000000ff', fullName: 'Other' }
    const requests = stubFetch(reply(200, [other, SUPPLIER]))
    expect(suppliersNow()).toBeUndefined()
    const first = loadSuppliers()
    expect(keptSupplierIds()).toBeNull() // not before the reply
    expect(await first).toHaveLength(2)
    await expect(loadSuppliers()).resolves.toBe(await first)
    expect(requests).toHaveLength(1)
    expect(suppliersNow()).toBe(await first)
    expect(keptSupplierIds()).toEqual([other._id, SUPPLIER._id])
  })
})
