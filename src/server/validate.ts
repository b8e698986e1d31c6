import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Thrown by helpers to end a request with a short text (and headers: a 429's Retry-After); server.ts makes it the reply. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message)

export type Json = Record<string, unknown>

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The JSON body as an object; an empty body counts as `{}`, malformed JSON is a 400. */
export async function readJson(c: Context): Promise<Json> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('Malformed JSON body.')
  }
  // The 2022 client posts `null` to bodiless calls; treat it like an empty body.
  if (parsed === null) return {}
  if (!isObject(parsed)) throw badRequest('The body must be a JSON object.')
  return parsed
}

const ID_PATTERN = /^[0-9a-f]{24}$/i
export const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value)

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value)
}

/** International or local numbers: digits with optional +, spaces, dashes, dots and brackets. */
export function isPhone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 32 || !/^\+?[\d\s().-]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 6 && digits <= 15
}

export function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  if (typeof value === 'string' && value.trim() === '') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Whole years between a birth date and a given day, by the calendar (UTC). */
export function ageAt(birthDate: Date, at: Date): number {
  const age = at.getUTCFullYear() - birthDate.getUTCFullYear()
  const beforeBirthday =
    at.getUTCMonth() < birthDate.getUTCMonth() || (at.getUTCMonth() === birthDate.getUTCMonth() && at.getUTCDate() < birthDate.getUTCDate())
  return beforeBirthday ? age - 1 : age
}

export function optionalString(body: Json, key: string, max = 1000): string | undefined {
  const value = body[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw badRequest(`${key} must be a string.`)
  if (value.length > max) throw badRequest(`${key} must be at most ${max} characters.`)
  return value.trim()
}

export function requiredString(body: Json, key: string, max = 1000): string {
  const value = optionalString(body, key, max)
  if (!value) throw badRequest(`${key} is required.`)
  return value
}

/** A required array of strings; anything else is a 400 naming the field. */
export function stringArray(body: Json, key: string): string[] {
  const value = body[key]
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw badRequest(`${key} must be an array of strings.`)
  }
  return value
}

export function optionalStringArray(body: Json, key: string): string[] | undefined {
  return body[key] === undefined || body[key] === null ? undefined : stringArray(body, key)
}

/** Search keywords (names, places, booking ids) are short; a longer one is refused before any work. */
const MAX_KEYWORD = 100

export function keyword(value: string | undefined): string {
  const text = (value ?? '').trim()
  if (text.length > MAX_KEYWORD) throw badRequest(`The search text must be at most ${MAX_KEYWORD} characters.`)
  return text
}

/** Case-insensitive substring match; plain string search, so user input is never a pattern. */
export function containsIgnoreCase(haystack: string, needle: string): boolean {
  return haystack.toLocaleLowerCase().includes(needle.toLocaleLowerCase())
}

/** Letters NFD does not split into a base letter and a mark. */
const FOLDED_LETTERS: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' }

/** Lower case without accents ('Łódź' → 'lodz'), for searches and duplicate checks that ignore both. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđøßæœı]/g, (ch) => FOLDED_LETTERS[ch] ?? ch)
}

export interface PageParams {
  page: number
  size: number
}

const MAX_PAGE_SIZE = 1_000

export function pageParams(c: Context): PageParams {
  const page = positiveInt(c.req.param('page'))
  const size = positiveInt(c.req.param('size'))
  if (page === null || size === null || size > MAX_PAGE_SIZE) {
    throw badRequest(`page must be 1 or more and size from 1 to ${MAX_PAGE_SIZE}.`)
  }
  return { page, size }
}

function positiveInt(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return null
  const n = Number(text)
  return n >= 1 ? n : null
}

/** The aggregation ("facet") shape every paged list replies with; pages are 1-based. */
export type Paged<T> = [{ resultData: T[]; pageInfo: { totalRecords: number }[] }]

export function paged<T>(items: readonly T[], { page, size }: PageParams): Paged<T> {
  const start = (page - 1) * size
  return [
    {
      resultData: items.slice(start, start + size),
      pageInfo: items.length === 0 ? [] : [{ totalRecords: items.length }],
    },
  ]
}

export interface Person {
  fullName: string
  email: string
  phone: string
  birthDate: Date
}

/** A driver's identity (sign-up, guest checkout, additional driver), with the app's messages. */
export function readPerson(body: Json): Person {
  const fullName = requiredString(body, 'fullName', 100)
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!isEmail(email)) throw badRequest('Invalid email address')
  if (!isPhone(body.phone)) throw badRequest('Invalid phone number')
  const birthDate = parseDate(body.birthDate)
  if (!birthDate) throw badRequest('Invalid birth date')
  return { fullName, email, phone: body.phone.trim(), birthDate }
}
