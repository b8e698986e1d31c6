import { Hono } from 'hono'
import type { Control } from '../control.ts'
import type { AppEnv, Deps } from '../context.ts'
import { startOfUtcDay } from '../dates.ts'
import { bookingRow, revive } from '../db/repo.ts'
import { emptyData, insertSampleData } from '../db/sample-data.ts'
import { seedBooking } from '../seed.ts'
import { BOOKING_STATUSES, OPTION_KEYS } from '../types.ts'
import { badRequest, readJson } from '../validate.ts'

/** Test-only calls under /api/__test; server.ts mounts them only in test mode. */

const DAY_MS = 86_400_000
const MAX_GENERATED = 10_000

export function testRoutes(deps: Deps, control: Control): Hono<AppEnv> {
  const { outbox, now } = deps
  const test = new Hono<AppEnv>()

  test.get('/outbox', async (c) => c.json(await outbox.all()))

  // Everything goes (failed attempts and emails included) and the sample data comes back, in one transaction.
  test.post('/reset', async (c) => {
    await emptyData(await c.var.repo.kx())
    await insertSampleData(await c.var.repo.kx(), now())
    control.reset()
    return c.text('OK')
  })

  test.post('/control', async (c) => c.json(control.configure(await readJson(c))))

  test.get('/stats', (c) => c.json(control.stats()))

  /** Issue 50: the devices subscribed, by account, and the pushes queued lately (their payloads). */
  test.get('/push', async (c) => c.json((await deps.push?.testView(c.var.repo)) ?? null))

  /** Issue 47: a booking's payment runs out of time now (its 30 minutes are over). */
  test.post('/expire-payment/:id', async (c) => {
    const repo = c.var.repo
    const booking = await repo.bookings.forUpdate(c.req.param('id'))
    if (!booking?.payment) throw badRequest('No such booking paid now.')
    booking.payment = { ...booking.payment, expiresAt: new Date(now().getTime() - 1000).toISOString() }
    await repo.bookings.put(booking)
    return c.text('OK')
  })

  /** Bulk bookings for one driver (the 1,000-bookings benchmark); spread over two years. */
  test.post('/seed-bookings', async (c) => {
    const { email, count } = await readJson(c)
    const repo = c.var.repo
    const driver = typeof email === 'string' ? await repo.users.byEmail(email) : undefined
    if (!driver || driver.type !== 'user') throw badRequest('email must belong to a driver.')
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_GENERATED) {
      throw badRequest(`count must be a whole number from 1 to ${MAX_GENERATED}.`)
    }
    const cars = (await (await repo.kx()).selectFrom('cars').select('doc').where('available', '=', true).orderBy('id').execute()).map((r) =>
      revive.car(r.doc),
    )
    const rows = []
    const today = startOfUtcDay(now())
    for (let i = 0; i < count; i++) {
      const from = new Date(today.getTime() + (((i * 37) % 730) - 365) * DAY_MS + 10 * 3_600_000)
      const booking = seedBooking(() => repo.nextId('booking'), {
        driver,
        car: cars[(i * 11) % cars.length],
        status: BOOKING_STATUSES[i % BOOKING_STATUSES.length],
        from,
        to: new Date(from.getTime() + (1 + (i % 9)) * DAY_MS),
        take: OPTION_KEYS.filter((_, k) => (i + k) % 3 === 0),
        createdAt: new Date(Math.min(from.getTime(), today.getTime()) - (i % 48) * 3_600_000 - DAY_MS),
        dropOffIndex: i,
      })
      // Bulk data for the benchmark: written as it is, past the hold rule (held periods may overlap).
      rows.push({ ...bookingRow(booking, now()), holds: false })
    }
    for (let i = 0; i < rows.length; i += 500)
      await (
        await repo.kx()
      )
        .insertInto('bookings')
        .values(rows.slice(i, i + 500))
        .execute()
    const counted = await (
      await repo.kx()
    )
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('driver', '=', driver._id)
      .executeTakeFirstOrThrow()
    const total = Number(counted.n)
    return c.json({ created: count, total })
  })

  return test
}
