/** Field rules of the product spec (section 5). Messages live with the forms, in Lingui. */
import { PASSWORD_MIN_LENGTH } from './constants'
import { ageOn, isValidDate } from './dates'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

/** An international or national phone number: digits with optional +, spaces, dashes, dots, brackets; 8 to 15 digits. */
export function isPhone(value: string): boolean {
  const v = value.trim()
  if (!/^\+?[\d\s().-]+$/.test(v)) return false
  const digits = v.replace(/\D/g, '').length
  return digits >= 8 && digits <= 15
}

export function isPasswordLongEnough(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH
}

/** True when the birth date is valid and the person is at least `minimumAge` on `on`. */
export function isOldEnough(birthDate: string, minimumAge: number, on: Date = new Date()): boolean {
  if (!isValidDate(birthDate)) return false
  const b = new Date(birthDate)
  if (b > on) return false
  return ageOn(b, on) >= minimumAge
}

/** Format checks listed by the spec: integer (optionally negative), digits only, exactly 2 digits, 3 to 4 digits. */
export const isInteger = (v: string): boolean => /^-?\d+$/.test(v)
export const isDigits = (v: string): boolean => /^\d+$/.test(v)
export const isTwoDigits = (v: string): boolean => /^\d{2}$/.test(v)
export const isThreeOrFourDigits = (v: string): boolean => /^\d{3,4}$/.test(v)
