// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { driversQueryToParams, parseDriversQuery, typesOf } from './drivers-query'

describe('/admin/drivers URL', () => {
  it('lists drivers by default and reads the keyword and the type', () => {
    expect(parseDriversQuery(new URLSearchParams(''))).toEqual({ keyword: '', type: 'user' })
    expect(parseDriversQuery(new URLSearchParams('s=%20anna%20&type=company'))).toEqual({ keyword: 'anna', type: 'company' })
    expect(parseDriversQuery(new URLSearchParams('type=all'))).toEqual({ keyword: '', type: 'all' })
    expect(parseDriversQuery(new URLSearchParams('type=root'))).toEqual({ keyword: '', type: 'user' })
  })

  it('writes only what differs from the default', () => {
    expect(driversQueryToParams({ keyword: '', type: 'user' })).toEqual({ s: '', type: '' })
    expect(driversQueryToParams({ keyword: 'jan', type: 'admin' })).toEqual({ s: 'jan', type: 'admin' })
  })

  it('asks call 58 for the types of a filter', () => {
    expect(typesOf('user')).toEqual(['user'])
    expect(typesOf('all')).toEqual(['user', 'company', 'admin'])
  })
})
