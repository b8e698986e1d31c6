// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { groupByLetter, placesWithCoordinates } from './group-places'

const names = (groups: ReturnType<typeof groupByLetter<{ name: string }>>) => groups.map((g) => [g.letter, g.places.map((p) => p.name)])

describe('groupByLetter', () => {
  it('groups by first letter in the language order, accents with their letter', () => {
    const places = ['Łódź Airport', 'Lotnisko Chopina', 'Gdańsk Główny', 'Wrocław', 'Lublin', 'Élancourt', 'Essen'].map((name) => ({
      name,
    }))
    expect(names(groupByLetter(places, 'pl'))).toEqual([
      ['E', ['Élancourt', 'Essen']],
      ['G', ['Gdańsk Główny']],
      ['L', ['Lotnisko Chopina', 'Lublin', 'Łódź Airport']],
      ['W', ['Wrocław']],
    ])
  })

  it("puts names that start with no letter under '#', and keeps an empty list empty", () => {
    expect(names(groupByLetter([{ name: '24 Rue' }, { name: 'Agadir' }], 'fr'))).toEqual([
      ['#', ['24 Rue']],
      ['A', ['Agadir']],
    ])
    expect(groupByLetter([], 'en')).toEqual([])
  })
})

describe('placesWithCoordinates', () => {
  it('keeps the places the map can show', () => {
    expect(placesWithCoordinates([{ latitude: 1, longitude: 2 }, { latitude: 3 }, {}])).toEqual([{ latitude: 1, longitude: 2 }])
  })
})
