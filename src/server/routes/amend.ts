import type { Hono } from 'hono'
import { applyAmendment, planAmendment, type AmendRequest } from '../amend.ts'
import { TOKEN_HEADER, userFromToken } from '../auth.ts'
import { noContent, type AppContext, type AppEnv, type Deps } from '../context.ts'
import { notifyAmendment } from '../notify.ts'
import { isLanguage, OPTION_KEYS, type Language } from '../types.ts'
import { bookingView, related } from '../views.ts'
import { badRequest, isObject, readJson, type Json } from '../validate.ts'

/** Call 60 amends a booking; call 61 (call 21 with `booking=`) previews it. The rules are in amend.ts. */

function languageQuery(c: AppContext, fallback: Language): Language {
  const lang = c.req.query('lang')
  if (lang === undefined || lang === '') return fallback
  if (!isLanguage(lang)) throw badRequest('lang must be pl, fr or en.')
  return lang
}

/** Call 61's query flags: `true`/`false`, anything else is a 400; left out keeps the booking's value. */
function flag(c: AppContext, key: string): boolean | undefined {
  const value = c.req.query(key)
  if (value === undefined || value === '') return undefined
  if (value !== 'true' && value !== 'false') throw badRequest(`${key} must be true or false.`)
  return value === 'true'
}

/** Call 61: the preview of call 60, changing nothing. Carries the token, unlike the rest of call 21. */
export async function previewAmendment(c: AppContext, deps: Deps): Promise<Response> {
  const { now } = deps
  const repo = c.var.repo
  const token = c.req.header(TOKEN_HEADER)
  if (!token) return c.json({ message: 'No token provided!' }, 403)
  const me = await userFromToken(repo, token, deps.jwtSecret, now())
  if (!me) return c.json({ message: 'Unauthorized!' }, 401)
  const booking = await repo.bookings.get(c.req.query('booking') ?? '')
  if (!booking || booking.driver !== me._id) return noContent(c)
  if (c.req.param('carId') !== booking.car) throw badRequest('carId is not the car of this booking.')
  const options = Object.fromEntries(OPTION_KEYS.map((key) => [key, flag(c, key)]))
  const q = (key: string) => c.req.query(key) || undefined
  const request: AmendRequest = {
    from: q('from'),
    to: q('to'),
    pickupLocation: q('pickupLocation'),
    dropOffLocation: q('dropOffLocation'),
    options,
  }
  const plan = await planAmendment(repo, booking, request, now(), true)
  return c.json({ ...plan.price, previousPrice: booking.price })
}

export function amendRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth, now } = deps

  api.post('/amend-booking/:id', auth, async (c) => {
    const repo = c.var.repo
    const me = c.var.user
    const body = await readJson(c)
    // Locked until the call ends: two amendments of one booking take turns.
    const booking = await repo.bookings.forUpdate(c.req.param('id'))
    // Not a booking of the token's driver (a supplier's token too): the contract's negative answer.
    if (!booking || booking.driver !== me._id) return noContent(c)
    const language = languageQuery(c, me.language)
    // Call 25's shape, `{booking: {...}, additionalDriver}`, or the same keys flat.
    const nested = isObject(body.booking)
    const fields = nested ? (body.booking as Json) : body
    const options: AmendRequest['options'] = Object.fromEntries(OPTION_KEYS.map((key) => [key, fields[key]]))
    // Flat, the details may come as `additionalDriver` itself (the option then taken) or `_additionalDriver`.
    let details = nested ? body.additionalDriver : fields._additionalDriver
    if (!nested && isObject(fields.additionalDriver)) {
      details = fields.additionalDriver
      options.additionalDriver = true
    }
    const request: AmendRequest = {
      car: fields.car,
      from: fields.from,
      to: fields.to,
      pickupLocation: fields.pickupLocation,
      dropOffLocation: fields.dropOffLocation,
      options,
      additionalDriver: details,
    }
    const at = now()
    // The availability check is the friendly one: the database refuses the write if another booking took the days meanwhile.
    const plan = await planAmendment(repo, booking, request, at)
    if (plan.changed.length) {
      const entry = await applyAmendment(repo, booking, plan, at)
      await notifyAmendment(deps, repo, booking, me, entry)
    }
    return c.json(bookingView(await related(repo, { bookings: [booking] }), booking, language))
  })
}
