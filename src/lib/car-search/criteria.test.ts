// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { criteriaToQuery, isCompleteCriteria, optionsToQuery, parseCriteria, parseOptions, toSearchString } from './criteria'

describe('criteria', () => {
  it('round-trips places and dates', () => {
    const c = {
      pickupLocation: 'loc1',
      dropOffLocation: 'loc2',
      from: new Date('2030-05-01T10:00:00.000Z'),
      to: new Date('2030-05-04T10:00:00.000Z'),
    }
    const q = criteriaToQuery(c)
    expect(q.get('p')).toBe('loc1')
    expect(q.get('d')).toBe('loc2')
    expect(q.get('f')).toBe('2030-05-01T10:00:00.000Z')
    expect(parseCriteria(q)).toEqual(c)
  })

  it('omits d when it equals p and reads it back as p', () => {
    const q = criteriaToQuery({ pickupLocation: 'a', dropOffLocation: 'a' })
    expect(q.has('d')).toBe(false)
    expect(parseCriteria(q)).toEqual({ pickupLocation: 'a', dropOffLocation: 'a' })
  })

  it('accepts milliseconds and drops invalid values', () => {
    const ms = Date.UTC(2030, 0, 2, 9)
    const c = parseCriteria(new URLSearchParams(`p=x&f=${ms}&t=nonsense`))
    expect(c.from?.getTime()).toBe(ms)
    expect(c.to).toBeUndefined()
    expect(parseCriteria(new URLSearchParams('p=<script>'))).toEqual({})
    expect(parseCriteria(new URLSearchParams(''))).toEqual({})
  })

  it('omits undefined fields', () => {
    expect(criteriaToQuery({}).toString()).toBe('')
  })

  it('checks completeness', () => {
    const from = new Date('2030-01-01T10:00:00Z')
    const to = new Date('2030-01-02T10:00:00Z')
    expect(isCompleteCriteria({ pickupLocation: 'a', dropOffLocation: 'a', from, to })).toBe(true)
    expect(isCompleteCriteria({ pickupLocation: 'a', dropOffLocation: 'a', from: to, to: from })).toBe(false)
    expect(isCompleteCriteria({ from, to })).toBe(false)
  })

  it('parses and writes options', () => {
    expect(parseOptions(new URLSearchParams('o=fullInsurance,cancellation,bogus'))).toEqual(['cancellation', 'fullInsurance'])
    expect(parseOptions(new URLSearchParams('o=amendments&o=additionalDriver'))).toEqual(['amendments', 'additionalDriver'])
    expect(parseOptions(new URLSearchParams())).toEqual([])
    const q = optionsToQuery(['fullInsurance', 'cancellation'], criteriaToQuery({ pickupLocation: 'a' }))
    expect(toSearchString(q)).toBe('?p=a&o=cancellation,fullInsurance')
    expect(optionsToQuery([]).has('o')).toBe(false)
  })
})
