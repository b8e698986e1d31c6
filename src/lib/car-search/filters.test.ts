// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FILTERS,
  filtersToQuery,
  isDefaultFilters,
  normaliseSuppliers,
  parseFilters,
  parseSort,
  sortToQuery,
  toSearchFilter,
} from './filters'

describe('car filters in the URL', () => {
  it('omits the defaults', () => {
    expect(filtersToQuery(DEFAULT_FILTERS).toString()).toBe('')
    expect(parseFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS)
    expect(isDefaultFilters(parseFilters(new URLSearchParams('p=abc')))).toBe(true)
  })

  it('round-trips a selection and keeps other parameters', () => {
    const f = { ...DEFAULT_FILTERS, suppliers: ['a1', 'b2'], gearbox: ['automatic' as const], deposit: 5000 as const }
    const q = filtersToQuery(f, new URLSearchParams('p=loc&f=2030-01-01T10:00:00.000Z&gearbox=manual'))
    expect(q.get('p')).toBe('loc')
    expect(q.get('suppliers')).toBe('a1,b2')
    expect(q.get('gearbox')).toBe('automatic')
    expect(q.get('deposit')).toBe('5000')
    expect(q.has('type')).toBe(false)
    expect(parseFilters(q)).toEqual(f)
  })

  it('keeps an empty selection (matches nothing) distinct from all', () => {
    const f = { ...DEFAULT_FILTERS, types: [] }
    const q = filtersToQuery(f)
    expect(q.toString()).toBe('type=')
    expect(parseFilters(q).types).toEqual([])
  })

  it('ignores unknown values and bad deposits', () => {
    const f = parseFilters(new URLSearchParams('type=EV,rocket&deposit=123&suppliers=ok,<x>'))
    expect(f.types).toEqual(['EV'])
    expect(f.deposit).toBe(-1)
    expect(f.suppliers).toEqual(['ok'])
  })

  it('builds the API body', () => {
    expect(toSearchFilter(DEFAULT_FILTERS, ['a', 'b'], { pickupLocation: 'loc' })).toEqual({
      companies: ['a', 'b'],
      pickupLocation: 'loc',
      fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
    })
    const body = toSearchFilter({ ...DEFAULT_FILTERS, suppliers: ['a'], fuelPolicy: ['freeTank'] }, ['a', 'b'])
    expect(body.companies).toEqual(['a'])
    expect(body.fuelPolicy).toEqual(['freeTank'])
    expect(body.pickupLocation).toBeUndefined()
  })

  it('treats every supplier selected as all', () => {
    expect(normaliseSuppliers(['b', 'a'], ['a', 'b'])).toBeNull()
    expect(normaliseSuppliers(['a'], ['a', 'b'])).toEqual(['a'])
  })
})

describe('period and order', () => {
  it('sends the rental period and a price order, and leaves them out when absent', () => {
    const from = new Date('2027-03-01T10:00:00Z')
    const to = new Date('2027-03-04T10:00:00Z')
    const body = toSearchFilter(DEFAULT_FILTERS, ['a'], { pickupLocation: 'p', from, to, sort: '-price' })
    expect(body).toMatchObject({ from: '2027-03-01T10:00:00.000Z', to: '2027-03-04T10:00:00.000Z', sort: '-price' })
    const plain = toSearchFilter(DEFAULT_FILTERS, ['a'], { pickupLocation: 'p', from, sort: 'name' })
    expect(plain).not.toHaveProperty('from')
    expect(plain).not.toHaveProperty('sort')
  })

  it('keeps the sort in the URL apart from the filters (a reset of the filters keeps it)', () => {
    const q = sortToQuery('price', new URLSearchParams('p=loc'))
    expect(parseSort(q)).toBe('price')
    expect(parseSort(filtersToQuery(DEFAULT_FILTERS, q))).toBe('price')
    expect(parseSort(new URLSearchParams('sort=cheapest'))).toBe('name')
    expect(sortToQuery('name', q).has('sort')).toBe(false)
  })
})

describe('seats, doors and air conditioning', () => {
  it('round-trip through the URL and reach the search body only when set', () => {
    const f = { ...DEFAULT_FILTERS, seats: 5, doors: 4, aircon: true }
    const q = filtersToQuery(f)
    expect(q.toString()).toBe('seats=5&doors=4&aircon=1')
    expect(parseFilters(q)).toEqual(f)
    expect(toSearchFilter(f, ['s1'])).toMatchObject({ seats: 5, doors: 4, aircon: true })
    const plain = toSearchFilter(DEFAULT_FILTERS, ['s1'])
    expect(Object.keys(plain)).not.toContain('seats')
    expect(Object.keys(plain)).not.toContain('doors')
    expect(Object.keys(plain)).not.toContain('aircon')
  })

  it('reads a minimum outside the API’s range, or not a whole number, as any', () => {
    for (const bad of ['seats=1', 'seats=10', 'seats=4.5', 'seats=x', 'seats=', 'doors=6', 'doors=1', 'aircon=yes']) {
      const f = parseFilters(new URLSearchParams(bad))
      expect(f, bad).toMatchObject({ seats: null, doors: null, aircon: false })
    }
    expect(parseFilters(new URLSearchParams('seats=9&doors=2'))).toMatchObject({ seats: 9, doors: 2 })
  })

  it('are cleared by a reset like the others', () => {
    expect(isDefaultFilters({ ...DEFAULT_FILTERS, seats: 4 })).toBe(false)
    expect(isDefaultFilters({ ...DEFAULT_FILTERS, aircon: true })).toBe(false)
  })
})
