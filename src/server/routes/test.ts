import { Hono } from 'hono'
import type { Control } from '../control.ts'
import type { Deps } from '../context.ts'
import { startOfUtcDay } from '../db.ts'
import { seedBooking } from '../seed.ts'
import { BOOKING_STATUSES, OPTION_KEYS } from '../types.ts'
import { badRequest, readJson } from '../validate.ts'

/** Test-only calls under /api/__test; server.ts mounts them only in test mode. */

const DAY_MS = 86_400_000
const MAX_GENERATED = 10_000

export function testRoutes(deps: Deps, control: Control): Hono {
  const { store, outbox, now } = deps
  const test = new Hono()

  test.get('/outbox', (c) => c.json(outbox.all()))

  test.post('/reset', (c) => {
    store.reset()
    deps.passwordFailures.account.reset()
    deps.passwordFailures.address.reset()
    deps.guestBookings.reset()
    deps.licenseUploads.reset()
    outbox.clear()
    control.reset()
    return c.text('OK')
  })

  test.post('/control', async (c) => c.json(control.configure(await readJson(c))))

  test.get('/stats', (c) => c.json(control.stats()))

  /** Issue 50: the devices subscribed, by account, and the pushes queued lately (their payloads). */
  test.get('/push', (c) => c.json(deps.push?.testView() ?? null))

  /** Issue 47: a booking's payment runs out of time now (its 30 minutes are over). */
  test.post('/expire-payment/:id', (c) => {
    const booking = store.bookings.get(c.req.param('id'))
    if (!booking?.payment) throw badRequest('No such booking paid now.')
    booking.payment = { ...booking.payment, expiresAt: new Date(now().getTime() - 1000).toISOString() }
    return c.text('OK')
  })

  /** Bulk bookings for one driver (the 1,000-bookings benchmark); spread over two years. */
  test.post('/seed-bookings', async (c) => {
    const { email, count } = await readJson(c)
    const driver = typeof email === 'string' ? store.userByEmail(email) : undefined
    if (!driver || driver.type !== 'user') throw badRequest('email must belong to a driver.')
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_GENERATED) {
      throw badRequest(`count must be a whole number from 1 to ${MAX_GENERATED}.`)
    }
    const cars = [...store.cars.values()].filter((car) => car.available)
    const today = startOfUtcDay(now())
    for (let i = 0; i < count; i++) {
      const from = new Date(today.getTime() + (((i * 37) % 730) - 365) * DAY_MS + 10 * 3_600_000)
      const booking = seedBooking(() => store.nextId('booking'), {
        driver,
        car: cars[(i * 11) % cars.length],
        status: BOOKING_STATUSES[i % BOOKING_STATUSES.length],
        from,
        to: new Date(from.getTime() + (1 + (i % 9)) * DAY_MS),
        take: OPTION_KEYS.filter((_, k) => (i + k) % 3 === 0),
        createdAt: new Date(Math.min(from.getTime(), today.getTime()) - (i % 48) * 3_600_000 - DAY_MS),
        dropOffIndex: i,
      })
      store.bookings.set(booking._id, booking)
    }
    const total = [...store.bookings.values()].filter((b) => b.driver === driver._id).length
    return c.json({ created: count, total })
  })

  return test
}
