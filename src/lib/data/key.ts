import { useRef } from 'react'

/**
 * What a data hook's answer depends on: a list of plain values (strings,
 * numbers, booleans, null/undefined, Dates, arrays and plain objects).
 * `null` means "nothing to load now".
 */
export type DataKey = readonly unknown[]

/** Structural equality of key values: Dates by time, objects by their defined keys, arrays in order. */
export function sameKey(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameKey(v, b[i]))
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined)
  const kx = keys(x)
  const ky = keys(y)
  return kx.length === ky.length && kx.every((k) => Object.prototype.hasOwnProperty.call(y, k) && sameKey(x[k], y[k]))
}

/**
 * The same key object for as long as the key is structurally equal, so effects
 * can depend on it without a JSON string round trip.
 */
export function useStableKey(key: DataKey | null): DataKey | null {
  const ref = useRef(key)
  if (!sameKey(ref.current, key)) ref.current = key
  return ref.current
}
