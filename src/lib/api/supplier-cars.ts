/** The supplier corner's car calls: the fleet, pictures, create, update, check and delete (contract rows 36–43). */
import type { CarOption, CarType, FuelPolicy, Gearbox, MileageType } from '../constants'
import { DEPOSIT_BANDS } from '../constants'
import { requestData, requestFileName, requestYesNo, type CallOptions } from './client'
import { apiPath, query } from './path'
import { carSchema, paged, type Car, type Discount, type Paged } from './entities'

export const AVAILABILITIES = ['available', 'unavailable'] as const
export type Availability = (typeof AVAILABILITIES)[number]

export interface SupplierCarsFilter {
  fuel: CarType[]
  gearbox: Gearbox[]
  mileage: MileageType[]
  /** Maximum deposit, or -1 for any. */
  deposit: -1 | (typeof DEPOSIT_BANDS)[number]
  availability: Availability[]
}

/**
 * Call 36: the signed-in supplier's own cars (the server scopes them to the token), newest first.
 * With the operator's token, the cars of the suppliers named (one id or several; none lists none).
 * Pages are 1-based.
 */
export function getSupplierCars(
  page: number,
  size: number,
  keyword: string,
  suppliers: string | readonly string[],
  filter: SupplierCarsFilter,
  opts?: CallOptions,
): Promise<Paged<Car>> {
  return requestData(
    {
      name: 'getSupplierCars',
      method: 'POST',
      path: apiPath`/api/cars/${page}/${size}/` + query({ s: keyword }),
      auth: 'token',
      body: { companies: typeof suppliers === 'string' ? [suppliers] : [...suppliers], ...filter },
      signal: opts?.signal,
    },
    paged(carSchema),
  )
}

function imageForm(file: Blob): FormData {
  const form = new FormData()
  form.append('image', file)
  return form
}

/** Call 37: uploads a picture for a car not saved yet; its temporary name goes in the create (or update) body. 400: not an image or too large. */
export function uploadCarImage(file: Blob, opts?: CallOptions): Promise<string> {
  return requestFileName({
    name: 'uploadCarImage',
    method: 'POST',
    path: '/api/create-car-image',
    auth: 'token',
    body: imageForm(file),
    signal: opts?.signal,
  })
}

/** Call 38: forgets a temporary picture that will not be saved (the form was cancelled or the picture replaced). */
export async function deleteTempCarImage(name: string, opts?: CallOptions): Promise<void> {
  await requestYesNo({
    name: 'deleteTempCarImage',
    method: 'POST',
    path: apiPath`/api/delete-temp-car-image/${name}`,
    auth: 'token',
    signal: opts?.signal,
  })
}

/** What the car form sends (call 39; call 40 adds `_id`). Options: -1 not offered, 0 included, above 0 the price. */
export type CarPayload = {
  name: string
  /** The supplier's own id: the server refuses any other. */
  company: string
  minimumAge: number
  locations: string[]
  price: number
  deposit: number
  available: boolean
  type: CarType
  gearbox: Gearbox
  aircon: boolean
  /** A temporary name from call 37, or (on update) the current name. */
  image: string
  seats: number
  doors: number
  fuelPolicy: FuelPolicy
  /** -1: unlimited, else km per day. */
  mileage: number
  discounts?: Discount[]
} & Record<CarOption, number>

/** Call 39: creates the car and replies with it. 400 carries the server's reason (a field missing or out of range). */
export function createCar(payload: CarPayload, opts?: CallOptions): Promise<Car> {
  return requestData(
    {
      name: 'createCar',
      ownerCheck: true,
      method: 'POST',
      path: '/api/create-car',
      auth: 'token',
      body: { ...payload },
      signal: opts?.signal,
    },
    carSchema,
  )
}

/** Call 40: saves every field of an existing car. False when there is no such car any more (204). */
export function updateCar(payload: CarPayload & { _id: string }, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'updateCar',
    ownerCheck: true,
    method: 'PUT',
    path: '/api/update-car',
    auth: 'token',
    body: { ...payload },
    signal: opts?.signal,
  })
}

/** Call 41: replaces a saved car's picture at once and returns its new name. */
export function updateCarImage(carId: string, file: Blob, opts?: CallOptions): Promise<string> {
  return requestFileName({
    name: 'updateCarImage',
    ownerCheck: true,
    method: 'POST',
    path: apiPath`/api/update-car-image/${carId}`,
    auth: 'token',
    body: imageForm(file),
    signal: opts?.signal,
  })
}

/** Call 42: true when bookings are linked to the car (it cannot be deleted), false when none are. */
export function carHasBookings(carId: string, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'carHasBookings',
    ownerCheck: true,
    method: 'GET',
    path: apiPath`/api/check-car/${carId}`,
    auth: 'token',
    signal: opts?.signal,
  })
}

/** Call 43: deletes the car and its picture. False when there was no such car (204); 400 when bookings are linked to it. */
export function deleteCar(carId: string, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'deleteCar',
    ownerCheck: true,
    method: 'DELETE',
    path: apiPath`/api/delete-car/${carId}`,
    auth: 'token',
    signal: opts?.signal,
  })
}

/** The body that saves `car` as it is (call 40): the availability switch changes one field and sends the rest unchanged. */
export function carPayloadOf(car: Car): CarPayload & { _id: string } {
  const {
    _id,
    name,
    company,
    minimumAge,
    locations,
    price,
    deposit,
    available,
    type,
    gearbox,
    aircon,
    image,
    seats,
    doors,
    fuelPolicy,
    mileage,
  } = car
  return {
    _id,
    name,
    company: company._id,
    minimumAge,
    locations: locations.map((l) => l._id),
    price,
    deposit,
    available,
    type,
    gearbox,
    aircon,
    image: image ?? '',
    seats,
    doors,
    fuelPolicy,
    mileage,
    cancellation: car.cancellation,
    amendments: car.amendments,
    theftProtection: car.theftProtection,
    collisionDamageWaiver: car.collisionDamageWaiver,
    fullInsurance: car.fullInsurance,
    additionalDriver: car.additionalDriver,
    ...(car.discounts && { discounts: car.discounts }),
  }
}
