import { describe, expect, it } from 'vitest'
import {
  checkPlace,
  emptyPlaceValues,
  firstProblemField,
  parseCoordinate,
  parseCoordinatePair,
  placePayloadOf,
  placeRefusalOf,
  placeValuesOf,
  type PlaceFormValues,
} from './place-rules'

const valid = (patch: Partial<PlaceFormValues> = {}): PlaceFormValues => ({
  names: { pl: 'Gdańsk Lotnisko', fr: 'Aéroport de Gdańsk', en: 'Gdańsk Airport' },
  latitude: '54.3776',
  longitude: '18.4662',
  ...patch,
})

describe('parseCoordinate', () => {
  it.each([
    ['50.0614', 50.0614],
    ['  -19.937 ', -19.937],
    ['+50.06', 50.06],
    ['50,0614', 50.0614],
    ['−8,0089', -8.0089],
    ['50', 50],
    ['.5', 0.5],
    ['50.06°', 50.06],
    ['50.06 N', 50.06],
    ['33.57° S', -33.57],
    ['7.59 W', -7.59],
    ['7.59 o', -7.59],
    ['19.94E', 19.94],
  ])('reads %j as %d', (text, value) => {
    expect(parseCoordinate(text)).toBeCloseTo(value, 10)
  })

  it.each(['', 'abc', '50.06.1', '50,06,1', '1e3', '50 06', '-50 S', 'N', '12a', '0x10'])('refuses %j', (text) => {
    expect(parseCoordinate(text)).toBeNull()
  })
})

describe('parseCoordinatePair', () => {
  it.each([
    ['50.0614, 19.9370', '50.0614', '19.9370'],
    ['50.0614,19.9370', '50.0614', '19.9370'],
    ['50.0614 19.9370', '50.0614', '19.9370'],
    ['  50.0614   ,   19.9370 ', '50.0614', '19.9370'],
    ['50,0614 19,9370', '50,0614', '19,9370'],
    ['50,0614, 19,9370', '50,0614', '19,9370'],
    ['50,0614; 19,9370', '50,0614', '19,9370'],
    ['(50.0614, 19.9370)', '50.0614', '19.9370'],
    ['-33.9249, -18.4241', '-33.9249', '-18.4241'],
    ['50.06° N, 19.94° E', '50.06° N', '19.94° E'],
    ['33.57 S 7.59 W', '33.57 S', '7.59 W'],
  ])('splits %j', (text, latitude, longitude) => {
    expect(parseCoordinatePair(text)).toEqual({ latitude, longitude })
  })

  it.each(['50.0614', '50,0614', '50,06,19,94', '1 2 3', 'Kraków, 19.9', '50.06,', ', 19.9', '', '50.06;19.9;3'])(
    'does not split %j',
    (text) => {
      expect(parseCoordinatePair(text)).toBeNull()
    },
  )

  it('leaves range to checkPlace: a pair out of range is still a pair', () => {
    expect(parseCoordinatePair('95, 200')).toEqual({ latitude: '95', longitude: '200' })
  })
})

describe('checkPlace', () => {
  it('passes a complete form', () => {
    expect(checkPlace(valid())).toEqual({})
  })

  it('asks for every name, trimmed', () => {
    const errors = checkPlace(valid({ names: { pl: '  ', fr: '', en: 'x' } }))
    expect(errors).toEqual({ 'name.pl': 'required', 'name.fr': 'required' })
    expect(firstProblemField(errors)).toBe('name.pl')
  })

  it('takes 100 characters (as the server counts them) and refuses 101', () => {
    const hundred = 'ą'.repeat(100)
    expect(checkPlace(valid({ names: { pl: hundred, fr: ` ${'a'.repeat(100)} `, en: 'x' } }))).toEqual({})
    expect(checkPlace(valid({ names: { pl: 'a'.repeat(101), fr: 'a', en: 'x' } }))).toEqual({ 'name.pl': 'too-long' })
  })

  it('allows the same name in two languages (Marrakech is Marrakech in French and English)', () => {
    expect(checkPlace(valid({ names: { pl: 'Marrakesz', fr: 'Marrakech', en: 'Marrakech' } }))).toEqual({})
  })

  it('checks the coordinates are numbers within range', () => {
    expect(checkPlace(valid({ latitude: '', longitude: '' }))).toEqual({ latitude: 'required', longitude: 'required' })
    expect(checkPlace(valid({ latitude: 'north', longitude: '19.9.1' }))).toEqual({ latitude: 'not-a-number', longitude: 'not-a-number' })
    expect(checkPlace(valid({ latitude: '90.0001', longitude: '-180.5' }))).toEqual({
      latitude: 'latitude-range',
      longitude: 'longitude-range',
    })
    expect(checkPlace(valid({ latitude: '-90', longitude: '180' }))).toEqual({})
    expect(checkPlace(valid({ latitude: '91 S', longitude: '0' }))).toEqual({ latitude: 'latitude-range' })
    expect(firstProblemField({ longitude: 'required', latitude: 'not-a-number' })).toBe('latitude')
  })
})

describe('the body and the edit form', () => {
  it('sends trimmed names and numbers', () => {
    expect(placePayloadOf(valid({ names: { pl: ' A ', fr: 'B ', en: ' C' }, latitude: '50,5', longitude: '7.5 W' }))).toEqual({
      names: { pl: 'A', fr: 'B', en: 'C' },
      latitude: 50.5,
      longitude: -7.5,
    })
  })

  it('fills the edit form from a place, with or without coordinates', () => {
    const names = { pl: 'a', fr: 'b', en: 'c' }
    expect(placeValuesOf({ _id: 'p', names, latitude: 1.5, longitude: -2 })).toEqual({ names, latitude: '1.5', longitude: '-2' })
    expect(placeValuesOf({ _id: 'p', names })).toEqual({ names, latitude: '', longitude: '' })
    expect(emptyPlaceValues()).toEqual({ names: { pl: '', fr: '', en: '' }, latitude: '', longitude: '' })
  })
})

describe('placeRefusalOf', () => {
  it.each([
    ['Another place is already called Gdańsk Airport (en).', { kind: 'name-taken', language: 'en' }],
    ['Another place is already called Aéroport en ville (fr).', { kind: 'name-taken', language: 'fr' }],
    ['The pl name is empty.', { kind: 'name' }],
    ['The fr name must be at most 100 characters.', { kind: 'name' }],
    ['Another location already has this name (fr)', { kind: 'name-taken', language: 'fr' }],
    ['name already taken', { kind: 'name-taken' }],
    ['latitude must be a number from -90 to 90', { kind: 'latitude' }],
    ['longitude must be a number from -180 to 180', { kind: 'longitude' }],
    ['name is empty or too long', { kind: 'name' }],
    ['Bad request', { kind: 'other' }],
    [undefined, { kind: 'other' }],
  ])('reads %j', (text, refusal) => {
    expect(placeRefusalOf(text)).toEqual(refusal)
  })
})
