// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  arr,
  bool,
  isoDate,
  literal,
  map,
  nullable,
  num,
  obj,
  oneOf,
  optional,
  record,
  SchemaError,
  str,
  union,
  withDefault,
} from './schema'

function errorOf(run: () => unknown): SchemaError {
  try {
    run()
  } catch (e) {
    if (e instanceof SchemaError) return e
    throw e
  }
  throw new Error('expected a SchemaError')
}

describe('schema kit', () => {
  it('checks primitives', () => {
    expect(str('a')).toBe('a')
    expect(num(1.5)).toBe(1.5)
    expect(bool(false)).toBe(false)
    expect(isoDate('2030-01-01T00:00:00.000Z')).toBe('2030-01-01T00:00:00.000Z')
    expect(() => str(1)).toThrow(SchemaError)
    expect(() => num('1')).toThrow(SchemaError)
    expect(() => num(Number.NaN)).toThrow(SchemaError)
    expect(() => bool('true')).toThrow(SchemaError)
    expect(() => isoDate('not a date')).toThrow(SchemaError)
  })

  it('checks literals and enumerations', () => {
    expect(literal('x')('x')).toBe('x')
    expect(() => literal('x')('y')).toThrow(SchemaError)
    const gear = oneOf(['manual', 'automatic'])
    expect(gear('manual')).toBe('manual')
    expect(errorOf(() => gear('cvt')).message).toBe('$: expected one of manual|automatic, got string "cvt"')
  })

  it('keeps only the named keys and leaves absent optional keys absent', () => {
    const s = obj({ a: str, b: optional(num), c: nullable(str), d: withDefault(bool, true) })
    const out = s({ a: 'x', b: null, extra: 1 })
    expect(out).toEqual({ a: 'x', c: null, d: true })
    expect('b' in out).toBe(false)
    expect('extra' in out).toBe(false)
  })

  it('reports the path of the bad field', () => {
    const s = obj({ items: arr(obj({ name: str })) })
    const e = errorOf(() => s({ items: [{ name: 'a' }, { name: 2 }] }))
    expect(e.path).toBe('$.items[1].name')
    expect(e.message).toContain('$.items[1].name: expected string, got number 2')
    expect(errorOf(() => s(null)).path).toBe('$')
    expect(errorOf(() => s({ items: {} })).path).toBe('$.items')
  })

  it('takes the first union member that fits, and maps', () => {
    const name = union(
      str,
      map(arr(str), (a) => a.join(' ')),
    )
    expect(name('a')).toBe('a')
    expect(name(['b'])).toBe('b')
    expect(errorOf(() => name(3)).expected).toBe('string or array')
  })

  it('passes a record through whole', () => {
    expect(record({ a: 1, b: { c: 2 } })).toEqual({ a: 1, b: { c: 2 } })
    expect(() => record([])).toThrow(SchemaError)
  })
})
