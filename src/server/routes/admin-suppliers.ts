import type { Hono } from 'hono'
import { adminOnly } from '../auth.ts'
import { forbidden, noContent, ok, type AppContext, type AppEnv, type Deps } from '../context.ts'
import type { Store } from '../db.ts'
import { readOnlyValues } from '../journal.ts'
import { sendAccountLink } from '../notify.ts'
import { policiesOf } from '../policies.ts'
import { isLanguage, type UserRecord } from '../types.ts'
import {
  badRequest,
  foldText,
  isEmail,
  isPhone,
  keyword as searchText,
  pageParams,
  byName,
  pagedInOrder,
  readJson,
  withNameKey,
  type Json,
  type Named,
} from '../validate.ts'

/**
 * The operator's suppliers (calls 45–52): create one (it sets its password from an emailed link),
 * list, read, edit, check and delete. A supplier that holds a booking is never deleted.
 */

const NAME_MAX = 100
const BIO_MAX = 100
const LOCATION_MAX = 200

/** The back-office Supplier of calls 45, 47, 48 and 49. */
function backOfficeSupplier(u: UserRecord) {
  return {
    _id: u._id,
    email: u.email,
    fullName: u.fullName,
    avatar: u.avatar,
    ...(u.phone ? { phone: u.phone } : {}),
    ...(u.location ? { location: u.location } : {}),
    ...(u.bio ? { bio: u.bio } : {}),
    ...policiesOf(u),
    language: u.language,
    verified: u.verified,
    blacklisted: u.blacklisted,
  }
}

/** Supplier names are compared without case and surrounding spaces (call 46). */
const nameKey = (name: string): string => name.trim().toLowerCase()

/** Another supplier (not `except`) already has this name. */
function supplierNameTaken(store: Store, name: string, except?: string): boolean {
  const wanted = nameKey(name)
  for (const u of readOnlyValues(store.users)) if (u.type === 'company' && u._id !== except && nameKey(u.fullName) === wanted) return true
  return false
}

/** A supplier's `fullName`: a string of 1 to 100 characters once trimmed. */
function supplierName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('fullName is required.')
  const name = value.trim()
  if (name.length > NAME_MAX) throw badRequest(`fullName must be at most ${NAME_MAX} characters.`)
  return name
}

/** An optional free-text field: undefined when left out, '' when cleared (`null` or ''), else the trimmed text. */
function clearableText(body: Json, key: string, max: number): string | undefined {
  const value = body[key]
  if (value === undefined) return undefined
  if (value === null) return ''
  if (typeof value !== 'string') throw badRequest(`${key} must be a string.`)
  const text = value.trim()
  if (text.length > max) throw badRequest(`${key} must be at most ${max} characters.`)
  return text
}

function optionalPhone(body: Json): string | undefined {
  const phone = clearableText(body, 'phone', 40)
  if (phone && !isPhone(phone)) throw badRequest('Invalid phone number')
  return phone
}

function optionalBoolean(body: Json, key: string): boolean | undefined {
  const value = body[key]
  if (value === undefined) return undefined
  if (typeof value !== 'boolean') throw badRequest(`${key} must be true or false.`)
  return value
}

/** Any booking, whatever its status, on any car of the supplier. */
function supplierHasBookings(store: Store, supplierId: string): boolean {
  for (const b of readOnlyValues(store.bookings)) if (b.company === supplierId) return true
  return false
}

export function adminSupplierRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { store, auth, now } = deps
  const admin = [auth, adminOnly] as const

  /** The supplier the id names, for an admin or that supplier itself; else the reply (403, or 204 for an admin). */
  function adminOrSelf(c: AppContext, id: unknown): UserRecord | Response {
    const me = c.var.user
    if (me.type === 'company') return id === me._id ? me : forbidden(c)
    if (me.type !== 'admin') return forbidden(c)
    const target = typeof id === 'string' ? store.users.get(id) : undefined
    return target?.type === 'company' ? target : noContent(c)
  }

  // Call 45: a supplier without a password; the emailed link (app=backend) lets it choose one.
  api.post('/create-user', ...admin, async (c) => {
    const body = await readJson(c)
    if (body.type !== undefined && body.type !== 'company') throw badRequest('Only supplier accounts (type company) are created here.')
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!isEmail(email)) throw badRequest('Invalid email address')
    if (store.userByEmail(email)) throw badRequest('email already registered')
    const fullName = supplierName(body.fullName)
    if (supplierNameTaken(store, fullName)) throw badRequest('Another supplier has this name.')
    const phone = optionalPhone(body)
    const location = clearableText(body, 'location', LOCATION_MAX)
    const bio = clearableText(body, 'bio', BIO_MAX)
    const payLater = optionalBoolean(body, 'payLater') ?? true
    const language = body.language ?? 'pl'
    if (!isLanguage(language)) throw badRequest('language must be pl, fr or en.')
    const supplier: UserRecord = {
      _id: store.nextId('user'),
      email,
      fullName,
      ...(phone ? { phone } : {}),
      ...(location ? { location } : {}),
      ...(bio ? { bio } : {}),
      avatar: null,
      type: 'company',
      language,
      enableEmailNotifications: true,
      verified: false,
      blacklisted: false,
      active: false,
      payLater,
      licenseRequired: false,
      minimumRentalDays: 1,
      createdAt: now(),
    }
    store.users.set(supplier._id, supplier)
    sendAccountLink(deps, supplier, 'invitation')
    return c.json(backOfficeSupplier(supplier))
  })

  // Call 46.
  api.post('/validate-company', ...admin, async (c) => {
    const body = await readJson(c)
    if (typeof body.fullName !== 'string' || body.fullName.trim() === '') throw badRequest('fullName is required.')
    if (body.fullName.length > 1000) throw badRequest('fullName is too long.')
    return supplierNameTaken(store, body.fullName) ? noContent(c) : ok(c)
  })

  // Call 47: one pass over the cars counts them all; only the page is projected.
  api.get('/companies/:page/:size', ...admin, (c) => {
    const paging = pageParams(c)
    const keyword = foldText(searchText(c.req.query('s')))
    const suppliers: Named<UserRecord>[] = []
    for (const u of readOnlyValues(store.users)) {
      if (u.type !== 'company') continue
      if (keyword && !foldText(u.fullName).includes(keyword) && !foldText(u.email).includes(keyword)) continue
      suppliers.push(withNameKey(u))
    }
    const carCount = new Map<string, number>()
    for (const car of readOnlyValues(store.cars)) carCount.set(car.company, (carCount.get(car.company) ?? 0) + 1)
    return c.json(
      pagedInOrder(suppliers, paging, byName, ({ item }) => ({ ...backOfficeSupplier(item), carCount: carCount.get(item._id) ?? 0 })),
    )
  })

  // Call 48.
  api.get('/company/:id', auth, (c) => {
    const supplier = adminOrSelf(c, c.req.param('id'))
    return supplier instanceof Response ? supplier : c.json(backOfficeSupplier(supplier))
  })

  // Call 49: only the fields sent change; the name is the operator's to change.
  api.put('/update-company', auth, async (c) => {
    const body = await readJson(c)
    if (c.var.user.type === 'user') return forbidden(c)
    if (typeof body._id !== 'string' || body._id === '') throw badRequest('_id is required.')
    const supplier = adminOrSelf(c, body._id)
    if (supplier instanceof Response) return supplier
    const nameSent = body.fullName !== undefined && body.fullName !== null
    // A supplier may send its own name back (the form does), never another one.
    if (nameSent && c.var.user.type === 'company' && (typeof body.fullName !== 'string' || body.fullName.trim() !== supplier.fullName)) {
      return forbidden(c)
    }
    const fullName = nameSent ? supplierName(body.fullName) : undefined
    if (fullName !== undefined && supplierNameTaken(store, fullName, supplier._id)) throw badRequest('Another supplier has this name.')
    const phone = optionalPhone(body)
    const location = clearableText(body, 'location', LOCATION_MAX)
    const bio = clearableText(body, 'bio', BIO_MAX)
    const payLater = optionalBoolean(body, 'payLater')
    if (fullName !== undefined) supplier.fullName = fullName
    if (phone !== undefined) supplier.phone = phone || undefined
    if (location !== undefined) supplier.location = location || undefined
    if (bio !== undefined) supplier.bio = bio || undefined
    if (payLater !== undefined) supplier.payLater = payLater
    return c.json(backOfficeSupplier(supplier))
  })

  // Call 51: 200 when a booking names the supplier (it cannot be deleted).
  api.get('/check-company/:id', ...admin, (c) => {
    const supplier = store.users.get(c.req.param('id'))
    return supplier?.type === 'company' && supplierHasBookings(store, supplier._id) ? ok(c) : noContent(c)
  })

  // Call 52: never while a booking names it; else the supplier goes with everything that is only its own.
  api.delete('/delete-company/:id', ...admin, (c) => {
    const supplier = store.users.get(c.req.param('id'))
    if (supplier?.type !== 'company') return noContent(c)
    if (supplierHasBookings(store, supplier._id)) throw badRequest('This supplier has bookings and cannot be deleted.')
    deleteSupplier(store, supplier)
    return ok(c)
  })
}

/** Removes a supplier with no bookings: its cars and their pictures, its logo, notifications, uploads and links. */
function deleteSupplier(store: Store, supplier: UserRecord): void {
  for (const car of [...readOnlyValues(store.cars)]) {
    if (car.company !== supplier._id) continue
    store.cars.delete(car._id)
    store.carImages.delete(car.image)
  }
  if (supplier.avatar) store.avatars.delete(supplier.avatar)
  for (const n of [...readOnlyValues(store.notifications)]) if (n.user === supplier._id) store.notifications.delete(n._id)
  store.counters.delete(supplier._id)
  for (const [name, temp] of [...store.tempCarImages]) if (temp.owner === supplier._id) store.tempCarImages.delete(name)
  store.spendTokens(supplier._id)
  // Gone from the store, its access tokens name nobody: 401 from the next call on.
  store.users.delete(supplier._id)
}
