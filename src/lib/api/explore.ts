/** Where to rent, for drivers (rows 70–71): public reads, no token, names in the language asked for. */
import type { Language } from '../constants'
import { requestData, type CallOptions } from './client'
import { apiPath } from './path'
import { arr, bool, num, obj, optional, str, withDefault, type Infer } from './schema'

const placeSupplierSchema = obj({ _id: str, fullName: str, avatar: optional(str) })

const rentalPlaceSchema = obj({
  _id: str,
  /** In the language the call asked for. */
  name: str,
  /** The pick-up point's coordinates, where the server has them (decimal degrees, WGS 84). */
  latitude: optional(num),
  longitude: optional(num),
  /** The suppliers whose available cars are picked up here, by name. */
  suppliers: arr(placeSupplierSchema),
})
/** A place where at least one available car is picked up. */
export type RentalPlace = Infer<typeof rentalPlaceSchema>

const rentalSupplierSchema = obj({
  _id: str,
  fullName: str,
  avatar: optional(str),
  /** The desk's phone. */
  phone: optional(str),
  /** The desk's street address (free text). */
  location: optional(str),
  /** Opening hours and pick-up instructions (free text). */
  bio: optional(str),
  payLater: withDefault(bool, false),
  /** How many available cars it offers (what the car list shows for it). */
  carCount: num,
  /** The places its available cars serve, by name in the language asked for. */
  locations: arr(obj({ _id: str, name: str })),
})
/** A supplier with at least one available car: its desk (address, phone, hours), cars and places. */
export type RentalSupplier = Infer<typeof rentalSupplierSchema>

const places = arr(rentalPlaceSchema)
const suppliers = arr(rentalSupplierSchema)

/** Row 70: every place an available car serves, with the suppliers of those cars, by name in `language`. */
export function getRentalPlaces(language: Language, opts?: CallOptions): Promise<RentalPlace[]> {
  return requestData(
    { name: 'getRentalPlaces', method: 'GET', path: apiPath`/api/frontend-locations/${language}`, auth: 'none', signal: opts?.signal },
    places,
  )
}

/** Row 71: every supplier with an available car, its desk, car count and places, by name. */
export function getRentalSuppliers(language: Language, opts?: CallOptions): Promise<RentalSupplier[]> {
  return requestData(
    { name: 'getRentalSuppliers', method: 'GET', path: apiPath`/api/frontend-suppliers/${language}`, auth: 'none', signal: opts?.signal },
    suppliers,
  )
}
