// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hashText, stableStringify } from './stable-hash'

describe('stableStringify and hashText (keys of stored data)', () => {
  it('serialises stably and hashes deterministically', () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe('{"a":[1,{"d":2}],"b":1}')
    expect(stableStringify(undefined)).toBe('null')
    expect(hashText('abc')).toBe(hashText('abc'))
    expect(hashText('abc')).not.toBe(hashText('abd'))
  })

  it('gives the same keys as before (what devices already keep is found again)', () => {
    expect(hashText('abc')).toBe('1dtlchkfkb1')
    expect(hashText(stableStringify({ b: 1, a: 'é' }))).toBe('abqu6w9c64')
  })
})
