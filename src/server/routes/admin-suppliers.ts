import type { Hono } from 'hono'
import { adminOnly } from '../auth.ts'
import { forbidden, noContent, ok, type AppContext, type AppEnv, type Deps } from '../context.ts'
import { deleteSupplier, supplierHasBookings, supplierNameTaken, supplierPage } from '../db/queries/admin.ts'
import { sendAccountLink } from '../notify.ts'
import { policiesOf } from '../policies.ts'
import { isLanguage, type UserRecord } from '../types.ts'
import { badRequest, isEmail, isPhone, keyword as searchText, pageParams, readJson, type Json } from '../validate.ts'

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

export function adminSupplierRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth } = deps
  const admin = [auth, adminOnly] as const

  /** The supplier the id names, for an admin or that supplier itself; else the reply (403, or 204 for an admin). */
  async function adminOrSelf(c: AppContext, id: unknown): Promise<UserRecord | Response> {
    const me = c.var.user
    if (me.type === 'company') return id === me._id ? me : forbidden(c)
    if (me.type !== 'admin') return forbidden(c)
    const target = typeof id === 'string' ? await c.var.repo.users.get(id) : undefined
    return target?.type === 'company' ? target : noContent(c)
  }

  // Call 45: a supplier without a password; the emailed link (app=backend) lets it choose one.
  api.post('/create-user', ...admin, async (c) => {
    const repo = c.var.repo
    const body = await readJson(c)
    if (body.type !== undefined && body.type !== 'company') throw badRequest('Only supplier accounts (type company) are created here.')
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!isEmail(email)) throw badRequest('Invalid email address')
    if (await repo.users.byEmail(email)) throw badRequest('email already registered')
    const fullName = supplierName(body.fullName)
    if (await supplierNameTaken(await repo.kx(), fullName)) throw badRequest('Another supplier has this name.')
    const phone = optionalPhone(body)
    const location = clearableText(body, 'location', LOCATION_MAX)
    const bio = clearableText(body, 'bio', BIO_MAX)
    const payLater = optionalBoolean(body, 'payLater') ?? true
    const language = body.language ?? 'pl'
    if (!isLanguage(language)) throw badRequest('language must be pl, fr or en.')
    const supplier: UserRecord = {
      _id: repo.nextId('user'),
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
      createdAt: repo.now(),
    }
    await repo.users.put(supplier)
    await sendAccountLink(deps, repo, supplier, 'invitation')
    return c.json(backOfficeSupplier(supplier))
  })

  // Call 46.
  api.post('/validate-company', ...admin, async (c) => {
    const body = await readJson(c)
    if (typeof body.fullName !== 'string' || body.fullName.trim() === '') throw badRequest('fullName is required.')
    if (body.fullName.length > 1000) throw badRequest('fullName is too long.')
    return (await supplierNameTaken(await c.var.repo.kx(), body.fullName)) ? noContent(c) : ok(c)
  })

  // Call 47: only the page's suppliers have their cars counted.
  api.get('/companies/:page/:size', ...admin, async (c) => {
    const paging = pageParams(c)
    const keyword = searchText(c.req.query('s'))
    const { items, total } = await supplierPage(await c.var.repo.kx(), keyword, paging)
    const resultData = items.map(({ supplier, carCount }) => ({ ...backOfficeSupplier(supplier), carCount }))
    return c.json([{ resultData, pageInfo: total === 0 ? [] : [{ totalRecords: total }] }])
  })

  // Call 48.
  api.get('/company/:id', auth, async (c) => {
    const supplier = await adminOrSelf(c, c.req.param('id'))
    return supplier instanceof Response ? supplier : c.json(backOfficeSupplier(supplier))
  })

  // Call 49: only the fields sent change; the name is the operator's to change.
  api.put('/update-company', auth, async (c) => {
    const body = await readJson(c)
    if (c.var.user.type === 'user') return forbidden(c)
    if (typeof body._id !== 'string' || body._id === '') throw badRequest('_id is required.')
    const repo = c.var.repo
    const found = await adminOrSelf(c, body._id)
    if (found instanceof Response) return found
    const supplier = { ...found }
    const nameSent = body.fullName !== undefined && body.fullName !== null
    // A supplier may send its own name back (the form does), never another one.
    if (nameSent && c.var.user.type === 'company' && (typeof body.fullName !== 'string' || body.fullName.trim() !== supplier.fullName)) {
      return forbidden(c)
    }
    const fullName = nameSent ? supplierName(body.fullName) : undefined
    if (fullName !== undefined && (await supplierNameTaken(await repo.kx(), fullName, supplier._id)))
      throw badRequest('Another supplier has this name.')
    const phone = optionalPhone(body)
    const location = clearableText(body, 'location', LOCATION_MAX)
    const bio = clearableText(body, 'bio', BIO_MAX)
    const payLater = optionalBoolean(body, 'payLater')
    if (fullName !== undefined) supplier.fullName = fullName
    if (phone !== undefined) supplier.phone = phone || undefined
    if (location !== undefined) supplier.location = location || undefined
    if (bio !== undefined) supplier.bio = bio || undefined
    if (payLater !== undefined) supplier.payLater = payLater
    await repo.users.put(supplier)
    return c.json(backOfficeSupplier(supplier))
  })

  // Call 51: 200 when a booking names the supplier (it cannot be deleted).
  api.get('/check-company/:id', ...admin, async (c) => {
    const repo = c.var.repo
    const supplier = await repo.users.get(c.req.param('id'))
    return supplier?.type === 'company' && (await supplierHasBookings(await repo.kx(), supplier._id)) ? ok(c) : noContent(c)
  })

  // Call 52: never while a booking names it; else the supplier goes with everything that is only its own.
  api.delete('/delete-company/:id', ...admin, async (c) => {
    const repo = c.var.repo
    const supplier = await repo.users.get(c.req.param('id'))
    if (supplier?.type !== 'company') return noContent(c)
    const kx = await repo.kx()
    if (await supplierHasBookings(kx, supplier._id)) throw badRequest('This supplier has bookings and cannot be deleted.')
    await deleteSupplier(kx, supplier)
    return ok(c)
  })
}
