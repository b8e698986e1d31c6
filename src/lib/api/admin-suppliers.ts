/**
 * The operator's suppliers (contract rows 45–52): create (the supplier then gets an activation email),
 * check a name, list with the count of their cars, read, update, check for bookings and delete. A
 * supplier's logo (row 50) is calls 16 and 17 with the supplier's id (users.ts updateAvatar, deleteAvatar).
 * With the operator's token, calls 22 and 36 list what `companies` names (bookings.ts, supplier-cars.ts).
 */
import { SUPPORTED_LANGUAGES, type Language } from '../constants'
import { requestData, requestDataOrNull, requestYesNo, type CallOptions } from './client'
import { paged, type Paged } from './entities'
import { apiPath, query } from './path'
import { bool, num, obj, oneOf, optional, str, withDefault, type Infer } from './schema'

const supplierFields = {
  _id: str,
  email: str,
  fullName: str,
  /** The logo's file name (shown 60x30), absent until one is uploaded. */
  avatar: optional(str),
  /** The desk's phone. */
  phone: optional(str),
  /** The desk's street address (free text). */
  location: optional(str),
  /** Opening hours and pick-up instructions (free text, at most 100 characters). */
  bio: optional(str),
  payLater: withDefault(bool, true),
  /** Its other policies (call 67): a licence required, the shortest rental (1–30 days). */
  licenseRequired: optional(bool),
  minimumRentalDays: optional(num),
  language: oneOf(SUPPORTED_LANGUAGES),
  /** True once the supplier has set its password with the activation link. */
  verified: withDefault(bool, false),
  blacklisted: withDefault(bool, false),
}

/** The back-office Supplier (calls 45, 47, 48, 49): `avatar` is absent until a logo is uploaded. */
const backOfficeSupplierSchema = obj(supplierFields)
export type BackOfficeSupplier = Infer<typeof backOfficeSupplierSchema>

/** A row of the suppliers' list (call 47): the back-office Supplier and how many cars it has (available or not). */
const supplierRowSchema = obj({ ...supplierFields, carCount: withDefault(num, 0) })
export type SupplierRow = Infer<typeof supplierRowSchema>

/** What the operator types for a new supplier (call 45). */
export interface NewSupplier {
  email: string
  fullName: string
  phone?: string
  location?: string
  bio?: string
  payLater: boolean
  language: Language
}

/** What call 49 changes: a field left out keeps its value; '' clears phone, location or bio. */
export interface SupplierChanges {
  _id: string
  fullName?: string
  phone?: string
  location?: string
  bio?: string
  payLater?: boolean
}

/** Call 45: creates the supplier (no password yet) and emails it its activation link. 400 carries the reason (email taken, name taken…). */
export function createSupplier(supplier: NewSupplier, opts?: CallOptions): Promise<BackOfficeSupplier> {
  return requestData(
    {
      name: 'createSupplier',
      method: 'POST',
      path: '/api/create-user',
      auth: 'token',
      body: { ...supplier, type: 'company' },
      signal: opts?.signal,
    },
    backOfficeSupplierSchema,
  )
}

/** Call 46: true when no supplier has that name yet (case and surrounding spaces ignored), false when one has (204). */
export function supplierNameIsFree(fullName: string, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'supplierNameIsFree',
    method: 'POST',
    path: '/api/validate-company',
    auth: 'token',
    body: { fullName },
    signal: opts?.signal,
  })
}

/** Call 47: a page of the suppliers by name, each with its car count; `keyword` matches the name or the email. Pages are 1-based. */
export function getSuppliers(page: number, size: number, keyword: string, opts?: CallOptions): Promise<Paged<SupplierRow>> {
  return requestData(
    {
      name: 'getSuppliers',
      method: 'GET',
      path: apiPath`/api/companies/${page}/${size}/` + query({ s: keyword }),
      auth: 'token',
      signal: opts?.signal,
    },
    paged(supplierRowSchema),
  )
}

/** Call 48: one supplier, for its edit form. Null when there is no such supplier (204). */
export function getSupplier(id: string, opts?: CallOptions): Promise<BackOfficeSupplier | null> {
  return requestDataOrNull(
    { name: 'getSupplier', method: 'GET', path: apiPath`/api/company/${id}`, auth: 'token', signal: opts?.signal },
    backOfficeSupplierSchema,
  )
}

/** Call 49: saves the fields sent and replies with the supplier as saved. Null when there is no such supplier any more (204). */
export function updateSupplier(changes: SupplierChanges, opts?: CallOptions): Promise<BackOfficeSupplier | null> {
  return requestDataOrNull(
    { name: 'updateSupplier', method: 'PUT', path: '/api/update-company', auth: 'token', body: { ...changes }, signal: opts?.signal },
    backOfficeSupplierSchema,
  )
}

/** Call 51: true when the supplier has bookings (any status): it cannot be deleted. */
export function supplierHasBookings(id: string, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'supplierHasBookings',
    method: 'GET',
    path: apiPath`/api/check-company/${id}`,
    auth: 'token',
    signal: opts?.signal,
  })
}

/** Call 52: deletes the supplier with its cars and logo. False when there was no such supplier (204); 400 while it has bookings. */
export function deleteSupplier(id: string, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'deleteSupplier',
    method: 'DELETE',
    path: apiPath`/api/delete-company/${id}`,
    auth: 'token',
    signal: opts?.signal,
  })
}
