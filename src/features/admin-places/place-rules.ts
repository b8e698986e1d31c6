/**
 * The place form's rules, pure: the names in every language and the pick-up point's coordinates
 * as the operator types or pastes them, the checks before anything is sent, the body of calls 53
 * and 55, and what a 400 of theirs means. The screen translates each problem; the server checks
 * the same again (and alone knows the other places' names).
 */
import type { AdminPlace, PlacePayload } from '../../lib/api/admin-places'
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/constants'

export const NAME_MAX_LENGTH = 100

export interface PlaceFormValues {
  names: Record<Language, string>
  /** As typed: a point or a comma for the decimals. */
  latitude: string
  longitude: string
}

export type PlaceFormField = `name.${Language}` | 'latitude' | 'longitude'
export type PlaceFormProblem = 'required' | 'too-long' | 'not-a-number' | 'latitude-range' | 'longitude-range'
export type PlaceFormErrors = Partial<Record<PlaceFormField, PlaceFormProblem>>

/** The fields in the form's order (focus goes to the first with a problem). */
const PLACE_FORM_FIELDS: readonly PlaceFormField[] = [...SUPPORTED_LANGUAGES.map((l) => `name.${l}` as const), 'latitude', 'longitude']

export function emptyPlaceValues(): PlaceFormValues {
  return { names: { pl: '', fr: '', en: '' }, latitude: '', longitude: '' }
}

export function placeValuesOf(place: AdminPlace): PlaceFormValues {
  return {
    names: { ...place.names },
    latitude: place.latitude === undefined ? '' : String(place.latitude),
    longitude: place.longitude === undefined ? '' : String(place.longitude),
  }
}

/** Hemisphere letters after a number, in the languages of the app: N/S, E/W, and fr/pl O (ouest) and W. */
const HEMISPHERE = /\s*([NSEWO])$/i
const SIGNS: Record<string, 1 | -1> = { N: 1, E: 1, S: -1, W: -1, O: -1 }

/**
 * One coordinate as a person types it: "50.0614", "-19,937" (a decimal comma), "+50.06", "50.06°",
 * "50.06 N", "19.94° W" (S and W are negative). Null when it is not such a number.
 */
export function parseCoordinate(text: string): number | null {
  let v = text.trim().replace(/[\u2212\u2013]/g, '-')
  let sign: 1 | -1 = 1
  const hemisphere = HEMISPHERE.exec(v)
  if (hemisphere && /\d/.test(v.slice(0, hemisphere.index))) {
    sign = SIGNS[hemisphere[1].toUpperCase()]
    v = v.slice(0, hemisphere.index)
  }
  v = v.replace(/\s*°$/, '')
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(v)) return null
  if (hemisphere && /^[+-]/.test(v)) return null
  const n = Number(v.replace(',', '.'))
  return Number.isFinite(n) ? sign * n : null
}

/**
 * A pair pasted as one text, latitude first (as map apps copy it): "50.0614, 19.9370", "50.0614,19.9370",
 * "50.0614 19.9370", "50,0614 19,9370" or "50,0614; 19,9370" (decimal commas), "(50.06, 19.94)", with
 * degrees and hemisphere letters. The two halves come back as the form keeps them (text); null when the
 * text is not two coordinates, or is ambiguous ("50,06,19,94": which comma separates?).
 */
export function parseCoordinatePair(text: string): { latitude: string; longitude: string } | null {
  const v = text
    .trim()
    .replace(/^[([]\s*/, '')
    .replace(/\s*[)\]]$/, '')
  const parts = splitPair(v)
  if (!parts) return null
  const [a, b] = parts.map((p) => p.trim())
  if (parseCoordinate(a) === null || parseCoordinate(b) === null) return null
  return { latitude: a, longitude: b }
}

function splitPair(v: string): [string, string] | null {
  const two = (parts: string[]): [string, string] | null =>
    parts.length === 2 && parts.every((p) => p.trim() !== '') ? [parts[0], parts[1]] : null
  if (v.includes(';')) return two(v.split(';'))
  // A comma followed by a space separates; a comma between digits is then a decimal comma.
  if (/,\s/.test(v)) return two(v.split(/,\s+/))
  // Spaces separate when they are not just before a degree sign or a hemisphere letter.
  const bySpace = v.split(/\s+(?![°NSEWOnsewo]\b|°)/)
  if (bySpace.length === 2) return two(bySpace)
  if (bySpace.length > 2) return null
  // No space: one comma separates only between numbers with decimal points ("50.06,19.94");
  // "50,06" is one number with a decimal comma, and "50,06,19,94" is ambiguous.
  const commas = v.split(',')
  return commas.length === 2 && v.includes('.') ? two(commas) : null
}

function coordinateProblem(text: string, limit: number, range: PlaceFormProblem): PlaceFormProblem | undefined {
  if (text.trim() === '') return 'required'
  const n = parseCoordinate(text)
  if (n === null) return 'not-a-number'
  return n < -limit || n > limit ? range : undefined
}

/** Every problem of the form, by field (empty when it can be sent). */
export function checkPlace(values: PlaceFormValues): PlaceFormErrors {
  const errors: PlaceFormErrors = {}
  for (const language of SUPPORTED_LANGUAGES) {
    const name = values.names[language].trim()
    if (name === '') errors[`name.${language}`] = 'required'
    else if (name.length > NAME_MAX_LENGTH) errors[`name.${language}`] = 'too-long'
  }
  const latitude = coordinateProblem(values.latitude, 90, 'latitude-range')
  if (latitude) errors.latitude = latitude
  const longitude = coordinateProblem(values.longitude, 180, 'longitude-range')
  if (longitude) errors.longitude = longitude
  return errors
}

/** The first field with a problem, in the form's order. */
export function firstProblemField(errors: PlaceFormErrors): PlaceFormField | undefined {
  return PLACE_FORM_FIELDS.find((f) => errors[f] !== undefined)
}

/** The body of calls 53 and 55: names trimmed, coordinates as numbers. Only for values checkPlace passes. */
export function placePayloadOf(values: PlaceFormValues): PlacePayload {
  const names = { pl: '', fr: '', en: '' }
  for (const language of SUPPORTED_LANGUAGES) names[language] = values.names[language].trim()
  return { names, latitude: parseCoordinate(values.latitude) ?? NaN, longitude: parseCoordinate(values.longitude) ?? NaN }
}

/** What a 400 of calls 53 and 55 says, so the screen can say it in the operator's language. */
export type PlaceRefusal =
  { kind: 'name-taken'; language?: Language } | { kind: 'name' } | { kind: 'latitude' } | { kind: 'longitude' } | { kind: 'other' }

/** Reads a 400's text (the server's words are never shown; only what they mean). */
export function placeRefusalOf(text: string | undefined): PlaceRefusal {
  const v = text ?? ''
  if (/already|taken|exists|another (place|location)|in use|duplicate/i.test(v)) {
    // The language is named last ("… is already called Gdańsk Airport (en)."): the name itself may hold "en".
    const named = [...v.matchAll(/\b(pl|fr|en)\b/gi)].at(-1)?.[1].toLowerCase()
    const language = SUPPORTED_LANGUAGES.find((l) => l === named)
    return language ? { kind: 'name-taken', language } : { kind: 'name-taken' }
  }
  if (/latitude/i.test(v)) return { kind: 'latitude' }
  if (/longitude/i.test(v)) return { kind: 'longitude' }
  if (/name/i.test(v)) return { kind: 'name' }
  return { kind: 'other' }
}
