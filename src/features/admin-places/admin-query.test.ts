// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { idOf, keywordOf, withQuery } from './admin-query'

describe('admin list URLs', () => {
  it('reads the keyword, trimmed and capped', () => {
    expect(keywordOf(new URLSearchParams('s=%20Krak%C3%B3w%20'))).toBe('Kraków')
    expect(keywordOf(new URLSearchParams(''))).toBe('')
    expect(keywordOf(new URLSearchParams(`s=${'a'.repeat(150)}`))).toHaveLength(100)
  })

  it('reads an id and refuses anything else', () => {
    expect(idOf(new URLSearchParams('id=64b0000000000000000000a2'))).toBe('64b0000000000000000000a2')
    expect(idOf(new URLSearchParams('id=../x'))).toBe('')
    expect(idOf(new URLSearchParams(''))).toBe('')
  })

  it('writes a query without empty values', () => {
    expect(withQuery('/admin/places', { s: '' })).toBe('/admin/places')
    expect(withQuery('/admin/drivers', { s: 'jan kow', type: 'company' })).toBe('/admin/drivers?s=jan+kow&type=company')
  })
})
