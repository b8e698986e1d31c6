// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { validateSearch, type SearchValues } from './search-validation'

const now = new Date('2030-03-10T08:00:00')
const base: SearchValues = {
  pickup: { _id: 'a' },
  dropOff: null,
  sameDropOff: true,
  fromDate: '2030-03-11',
  fromTime: '10:00',
  toDate: '2030-03-14',
  toTime: '10:00',
}

describe('validateSearch', () => {
  it('accepts a good search', () => {
    expect(validateSearch(base, now)).toEqual({})
  })
  it('needs places', () => {
    expect(validateSearch({ ...base, pickup: null, sameDropOff: false }, now)).toEqual({ pickup: 'required', dropOff: 'required' })
  })
  it('refuses a return before the pickup', () => {
    expect(validateSearch({ ...base, toDate: '2030-03-11', toTime: '09:00' }, now)).toEqual({ to: 'before-pickup' })
    expect(validateSearch({ ...base, toDate: '2030-03-11', toTime: '10:00' }, now)).toEqual({ to: 'before-pickup' })
  })
  it('refuses the past and empty dates', () => {
    expect(validateSearch({ ...base, fromDate: '2030-03-09' }, now).from).toBe('past')
    expect(validateSearch({ ...base, toDate: '' }, now).to).toBe('required')
  })
})
