// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FLEET_FILTERS,
  fleetQueryToSearch,
  isDefaultFleetFilters,
  parseFleetQuery,
  toSupplierCarsFilter,
  type FleetQuery,
} from './fleet-query'

const parse = (s: string) => parseFleetQuery(new URLSearchParams(s))

describe('the supplier cars query string', () => {
  it('reads an empty query as every car, any deposit, no keyword', () => {
    expect(parse('')).toEqual({ keyword: '', filters: DEFAULT_FLEET_FILTERS })
    expect(isDefaultFleetFilters(parse('').filters)).toBe(true)
  })

  it('reads the keyword and each filter, in their own order, dropping unknown values', () => {
    expect(
      parse('s=%20Yaris%20&type=EV,diesel,petrol&gearbox=manual&mileage=unlimited&deposit=5000&availability=unavailable,maybe'),
    ).toEqual({
      keyword: 'Yaris',
      filters: { types: ['diesel', 'EV'], gearbox: ['manual'], mileage: ['unlimited'], deposit: 5000, availability: ['unavailable'] },
    })
  })

  it('keeps an empty selection (nothing matches) apart from an absent one (everything)', () => {
    expect(parse('availability=').filters.availability).toEqual([])
    expect(parse('gearbox=').filters.gearbox).toEqual([])
    expect(fleetQueryToSearch(parse('availability=&gearbox=')).toString()).toBe('gearbox=&availability=')
  })

  it('ignores a deposit that is not a band and cuts a keyword that is too long', () => {
    expect(parse('deposit=3000').filters.deposit).toBe(-1)
    expect(parse(`s=${'a'.repeat(150)}`).keyword).toHaveLength(100)
  })

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(fleetQueryToSearch({ keyword: '  ', filters: DEFAULT_FLEET_FILTERS }).toString()).toBe('')
    const query: FleetQuery = {
      keyword: 'Škoda',
      filters: { ...DEFAULT_FLEET_FILTERS, types: ['EVMH', 'gasoline'], deposit: 2500, availability: ['available'] },
    }
    const written = fleetQueryToSearch(query)
    expect(Object.fromEntries(written)).toEqual({ s: 'Škoda', type: 'gasoline,EVMH', deposit: '2500', availability: 'available' })
    expect(parseFleetQuery(written)).toEqual({ ...query, filters: { ...query.filters, types: ['gasoline', 'EVMH'] } })
    expect(isDefaultFleetFilters(query.filters)).toBe(false)
  })

  it('does not keep the driver-only filters (suppliers, fuel policy) it may find in a pasted link', () => {
    expect(fleetQueryToSearch(parse('suppliers=abc&fuelPolicy=freeTank&type=EV')).toString()).toBe('type=EV')
  })

  it('turns the filters into the body of call 36', () => {
    const { filters } = parse('type=EV&mileage=limited&availability=available&deposit=7500')
    expect(toSupplierCarsFilter(filters)).toEqual({
      fuel: ['EV'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited'],
      deposit: 7500,
      availability: ['available'],
    })
  })
})
