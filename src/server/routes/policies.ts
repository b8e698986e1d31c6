import type { Hono } from 'hono'
import { forbidden, noContent, type AppEnv, type Deps } from '../context.ts'
import { MIN_RENTAL_DAYS_MAX, policiesOf } from '../policies.ts'
import type { UserRecord } from '../types.ts'
import { badRequest, readJson, type Json } from '../validate.ts'

/** Call 67: a supplier sets its own policies; the operator (an admin) any supplier's. */

function optionalFlag(body: Json, key: string): boolean | undefined {
  const value = body[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'boolean') throw badRequest(`${key} must be true or false.`)
  return value
}

/** A whole number from 1 to 30; a numeric string ("7") is read as the number. */
function optionalMinimum(body: Json): number | undefined {
  const value = body.minimumRentalDays
  if (value === undefined || value === null) return undefined
  const n = typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MIN_RENTAL_DAYS_MAX) {
    throw badRequest(`minimumRentalDays must be a whole number from 1 to ${MIN_RENTAL_DAYS_MAX}.`)
  }
  return n
}

export function policyRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth } = deps

  api.post('/update-supplier-policies', auth, async (c) => {
    const me = c.var.user
    if (me.type !== 'company' && me.type !== 'admin') return forbidden(c)
    const body = await readJson(c)
    const payLater = optionalFlag(body, 'payLater')
    const licenseRequired = optionalFlag(body, 'licenseRequired')
    const minimumRentalDays = optionalMinimum(body)
    if (payLater === undefined && licenseRequired === undefined && minimumRentalDays === undefined) {
      throw badRequest('Give at least one of payLater, licenseRequired and minimumRentalDays.')
    }
    const id = body._id
    if (id !== undefined && id !== null && typeof id !== 'string') throw badRequest('_id must be a supplier id.')
    let supplier: UserRecord
    if (me.type === 'company') {
      if (id && id !== me._id) return forbidden(c)
      supplier = me
    } else {
      if (!id) throw badRequest('_id is required (the supplier whose policies change).')
      const target = await c.var.repo.users.get(id)
      if (target?.type !== 'company') return noContent(c)
      supplier = target
    }
    // Cars, bookings and calls 18, 21, 25 and 60 read these on every request: in force at once.
    if (payLater !== undefined) supplier.payLater = payLater
    if (licenseRequired !== undefined) supplier.licenseRequired = licenseRequired
    if (minimumRentalDays !== undefined) supplier.minimumRentalDays = minimumRentalDays
    await c.var.repo.users.put(supplier)
    return c.json(policiesOf(supplier))
  })
}
