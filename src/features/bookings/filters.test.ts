// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { filterToQuery, parseFilter, parsePage, toApiFilter } from './filters'

describe('bookings filter in the URL', () => {
  it('defaults to every status and every supplier', () => {
    const f = parseFilter(new URLSearchParams(''))
    expect(f.statuses).toHaveLength(6)
    expect(f.companies).toBeNull()
    expect(filterToQuery(f).toString()).toBe('')
  })
  it('round-trips statuses, suppliers, criteria and page', () => {
    const q = new URLSearchParams('s=paid,bogus,pending&c=abc,def&from=2030-01-02&to=2030-01-05&p=loc1&d=loc2&k=zoe&page=3')
    const f = parseFilter(q)
    expect(f).toEqual({
      statuses: ['pending', 'paid'],
      companies: ['abc', 'def'],
      from: '2030-01-02',
      to: '2030-01-05',
      pickupLocation: 'loc1',
      dropOffLocation: 'loc2',
      keyword: 'zoe',
    })
    expect(parsePage(q)).toBe(3)
    expect(parseFilter(filterToQuery(f, 3))).toEqual(f)
    expect(parsePage(filterToQuery(f, 3))).toBe(3)
  })
  it('drops malformed values', () => {
    const f = parseFilter(new URLSearchParams('from=yesterday&p=a%20b&page=-2'))
    expect(f.from).toBeUndefined()
    expect(f.pickupLocation).toBeUndefined()
    expect(parsePage(new URLSearchParams('page=-2'))).toBe(1)
  })
  it('sends whole days to the API', () => {
    const api = toApiFilter(parseFilter(new URLSearchParams('from=2030-01-02&to=2030-01-05')))!
    expect((api.from as Date).getDate()).toBe(2)
    expect((api.to as Date).getHours()).toBe(23)
    expect(toApiFilter(parseFilter(new URLSearchParams('')))).toBeUndefined()
  })
})
