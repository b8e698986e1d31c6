/** The operator's pick-up places: create, read with every language's name, update, check and delete (contract rows 53–57). */
import { SUPPORTED_LANGUAGES, type Language } from '../constants'
import { requestData, requestDataOrNull, requestYesNo, type CallOptions } from './client'
import { apiPath } from './path'
import { arr, map, num, obj, oneOf, optional, str, SchemaError, type Schema } from './schema'

/** A place's name in each of the app's languages. */
type PlaceNames = Record<Language, string>

/** A place as the operator edits it: every language's name and the pick-up point's coordinates. */
export interface AdminPlace {
  _id: string
  names: PlaceNames
  latitude?: number
  longitude?: number
}

/** What calls 53 and 55 send: the three names and the coordinates. */
export interface PlacePayload {
  names: PlaceNames
  latitude: number
  longitude: number
}

const wireNames = arr(obj({ language: oneOf(SUPPORTED_LANGUAGES), name: str }))

/** The wire's `[{language, name}]` as one name per language; a language the reply leaves out is an error (the form needs all three). */
const adminPlaceSchema: Schema<AdminPlace> = map(
  obj({ _id: str, names: wireNames, latitude: optional(num), longitude: optional(num) }),
  ({ _id, names, latitude, longitude }, path) => {
    const byLanguage: Partial<PlaceNames> = {}
    for (const { language, name } of names) byLanguage[language] = name
    for (const language of SUPPORTED_LANGUAGES) {
      if (byLanguage[language] === undefined) throw new SchemaError(`${path}.names`, `a name in ${language}`, names)
    }
    const place: AdminPlace = { _id, names: byLanguage as PlaceNames }
    if (latitude !== undefined) place.latitude = latitude
    if (longitude !== undefined) place.longitude = longitude
    return place
  },
)

function bodyOf(payload: PlacePayload): object {
  return {
    names: SUPPORTED_LANGUAGES.map((language) => ({ language, name: payload.names[language] })),
    latitude: payload.latitude,
    longitude: payload.longitude,
  }
}

/** Call 53: creates the place; drivers find it at once. 400 carries the server's reason (a name taken, out of range). */
export function createPlace(payload: PlacePayload, opts?: CallOptions): Promise<AdminPlace> {
  return requestData(
    { name: 'createPlace', method: 'POST', path: '/api/create-location', auth: 'token', body: bodyOf(payload), signal: opts?.signal },
    adminPlaceSchema,
  )
}

/** Call 54: the place with its name in every language, for the edit form. Null when there is no such place (204). */
export function getPlaceNames(id: string, opts?: CallOptions): Promise<AdminPlace | null> {
  return requestDataOrNull(
    { name: 'getPlaceNames', method: 'GET', path: apiPath`/api/location-names/${id}`, auth: 'token', signal: opts?.signal },
    adminPlaceSchema,
  )
}

/** Call 55: saves the whole place. Null when there is no such place any more (204); 400 as call 53. */
export function updatePlace(id: string, payload: PlacePayload, opts?: CallOptions): Promise<AdminPlace | null> {
  return requestDataOrNull(
    {
      name: 'updatePlace',
      method: 'PUT',
      path: apiPath`/api/update-location/${id}`,
      auth: 'token',
      body: bodyOf(payload),
      signal: opts?.signal,
    },
    adminPlaceSchema,
  )
}

/** Call 56: true when a car or a booking uses the place (it cannot be deleted), false when nothing does (or it is unknown). */
export function placeIsUsed(id: string, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({ name: 'placeIsUsed', method: 'GET', path: apiPath`/api/check-location/${id}`, auth: 'token', signal: opts?.signal })
}

/** Call 57: deletes the place. False when there was no such place (204); 400 while a car or a booking uses it. */
export function deletePlace(id: string, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'deletePlace',
    method: 'DELETE',
    path: apiPath`/api/delete-location/${id}`,
    auth: 'token',
    signal: opts?.signal,
  })
}
