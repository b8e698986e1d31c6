/**
 * A tiny validator kit for replies. A schema is a function that either returns
 * a clean, typed value or throws a SchemaError naming the bad field, so a reply
 * the app cannot use fails here, at the boundary, and never deep in a component.
 *
 * Objects keep only the keys their schema names: servers send far more than the
 * app needs (Mongo's __v, populated documents, even password hashes in old
 * BookCars replies), and none of it should travel further.
 */

export type Schema<T> = (value: unknown, path?: string) => T
export type Infer<S> = S extends Schema<infer T> ? T : never

const ROOT = '$'

export class SchemaError extends Error {
  readonly path: string
  readonly expected: string

  constructor(path: string, expected: string, received: unknown) {
    super(`${path}: expected ${expected}, got ${describe(received)}`)
    this.name = 'SchemaError'
    this.path = path
    this.expected = expected
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'string') return value.length > 40 ? `string "${value.slice(0, 40)}…"` : `string "${value}"`
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`
  return typeof value
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const str: Schema<string> = (value, path = ROOT) => {
  if (typeof value !== 'string') throw new SchemaError(path, 'string', value)
  return value
}

export const num: Schema<number> = (value, path = ROOT) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new SchemaError(path, 'number', value)
  return value
}

export const bool: Schema<boolean> = (value, path = ROOT) => {
  if (typeof value !== 'boolean') throw new SchemaError(path, 'boolean', value)
  return value
}

/** A date as the wire carries it: an ISO string that Date can read. It stays a string. */
export const isoDate: Schema<string> = (value, path = ROOT) => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new SchemaError(path, 'ISO date string', value)
  return value
}

export function literal<const T extends string | number | boolean>(expected: T): Schema<T> {
  return (value, path = ROOT) => {
    if (value !== expected) throw new SchemaError(path, JSON.stringify(expected), value)
    return expected
  }
}

export function oneOf<const T extends readonly (string | number)[]>(values: T): Schema<T[number]> {
  return (value, path = ROOT) => {
    if (!(values as readonly unknown[]).includes(value)) throw new SchemaError(path, `one of ${values.join('|')}`, value)
    return value as T[number]
  }
}

export function arr<T>(item: Schema<T>): Schema<T[]> {
  return (value, path = ROOT) => {
    if (!Array.isArray(value)) throw new SchemaError(path, 'array', value)
    return value.map((v, i) => item(v, `${path}[${i}]`))
  }
}

type Shape = Record<string, Schema<unknown>>
type Simplify<T> = { [K in keyof T]: T[K] } & {}
/**
 * The object a shape reads: a key whose schema may give undefined is optional.
 * The keys are filtered with `as` (not Exclude) so the type keeps each field's doc comment.
 */
export type ObjOf<S extends Shape> = Simplify<
  { [K in keyof S as undefined extends Infer<S[K]> ? never : K]: Infer<S[K]> } & {
    [K in keyof S as undefined extends Infer<S[K]> ? K : never]?: Infer<S[K]>
  }
>

/** A plain object with exactly the named keys; extra keys are dropped, absent optional keys stay absent. */
export function obj<S extends Shape>(shape: S): Schema<ObjOf<S>> {
  return (value, path = ROOT) => {
    if (!isRecord(value)) throw new SchemaError(path, 'object', value)
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(shape)) {
      const v = shape[key](value[key], `${path}.${key}`)
      if (v !== undefined) out[key] = v
    }
    return out as ObjOf<S>
  }
}

/** Any plain object, passed through whole: for payloads the app hands on to a library untouched. */
export const record: Schema<Readonly<Record<string, unknown>>> = (value, path = ROOT) => {
  if (!isRecord(value)) throw new SchemaError(path, 'object', value)
  return value
}

/** Missing or null both become undefined: servers differ on which one they send for "no value". */
export function optional<T>(schema: Schema<T>): Schema<T | undefined> {
  return (value, path = ROOT) => (value === undefined || value === null ? undefined : schema(value, path))
}

/** Missing or null both become null, for fields where "none" is a value the app shows. */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (value, path = ROOT) => (value === undefined || value === null ? null : schema(value, path))
}

/** Missing or null take a default, for fields that older servers leave out. */
export function withDefault<T>(schema: Schema<T>, fallback: T): Schema<T> {
  return (value, path = ROOT) => (value === undefined || value === null ? fallback : schema(value, path))
}

/** The first schema that accepts the value wins. */
export function union<const S extends readonly Schema<unknown>[]>(...schemas: S): Schema<Infer<S[number]>> {
  return (value, path = ROOT) => {
    const errors: SchemaError[] = []
    for (const schema of schemas) {
      try {
        return schema(value, path) as Infer<S[number]>
      } catch (e) {
        if (!(e instanceof SchemaError)) throw e
        errors.push(e)
      }
    }
    throw new SchemaError(path, errors.map((e) => e.expected).join(' or '), value)
  }
}

/** Validates, then reshapes; `fn` may throw SchemaError itself to reject what the shape alone allows. */
export function map<T, U>(schema: Schema<T>, fn: (value: T, path: string) => U): Schema<U> {
  return (value, path = ROOT) => fn(schema(value, path), path)
}
