// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { placeEntryId, searchHereHref, supplierCarsHref, tileHost } from './links'

describe('where the places and suppliers pages lead', () => {
  it('search here: the home search with the place (criteria p); see its cars: the car list of that supplier', () => {
    expect(searchHereHref('665010000000000000000001')).toBe('/?p=665010000000000000000001')
    expect(supplierCarsHref('6650a0000000000000000002')).toBe('/cars?suppliers=6650a0000000000000000002')
    expect(placeEntryId('x')).toBe('place-x')
  })

  it("names the map tiles' host as the privacy and cookie pages say it (OpenStreetMap's by default)", () => {
    expect(tileHost()).toBe('tile.openstreetmap.org')
  })
})
