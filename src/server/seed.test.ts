// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withRepo } from './context.ts'
import { startOfUtcDay } from './dates.ts'
import { seedIdMaker } from './db/repo.ts'
import { isCancellable } from './routes/bookings.ts'
import { verifyPassword } from './password.ts'
import { buildSeed, SAMPLE_ACCOUNTS } from './seed.ts'
import { testServer, userId } from './testing.ts'
import { BOOKING_STATUSES, CAR_TYPES, OPTION_KEYS } from './types.ts'

/** The sample data (seed.ts), as the database is loaded with it (db/sample-data.ts: the same build, as of today). */

const now = new Date()
const seed = buildSeed(startOfUtcDay(now), seedIdMaker())
const cars = seed.cars
const suppliers = seed.users.filter((u) => u.type === 'company')
const byEmail = (email: string) => seed.users.find((u) => u.email === email)
/** A user's unread notifications: the badge's count. */
const unread = (user: string) => seed.notifications.filter((n) => n.user === user && !n.isRead).length

describe('seed', () => {
  it('is deterministic', () => {
    const again = buildSeed(startOfUtcDay(now), seedIdMaker())
    expect(again.cars.map((c) => c._id)).toEqual(cars.map((c) => c._id))
    expect(again.bookings.map((b) => b.price)).toEqual(seed.bookings.map((b) => b.price))
  })

  it('covers every car variant the filters and checkout need', () => {
    expect(cars.length).toBeGreaterThanOrEqual(60)
    expect(new Set(cars.map((c) => c.type))).toEqual(new Set(CAR_TYPES))
    expect(new Set(cars.map((c) => c.gearbox))).toEqual(new Set(['manual', 'automatic']))
    expect(new Set(cars.map((c) => c.fuelPolicy))).toEqual(new Set(['likeForlike', 'freeTank']))
    expect(cars.some((c) => c.mileage === -1) && cars.some((c) => c.mileage > 0)).toBe(true)
    for (const [low, high] of [
      [0, 2500],
      [2500, 5000],
      [5000, 7500],
      [7500, Infinity],
    ] as const) {
      expect(
        cars.some((c) => c.deposit >= low && c.deposit < high),
        `deposit ${low}-${high}`,
      ).toBe(true)
    }
    for (const key of OPTION_KEYS) {
      expect(cars.some((c) => c[key] === -1) && cars.some((c) => c[key] === 0) && cars.some((c) => c[key] > 0), key).toBe(true)
    }
    expect(new Set(cars.map((c) => c.discounts.length))).toEqual(new Set([0, 1, 2]))
    expect(cars.some((c) => c.minimumAge === 25)).toBe(true)
    expect(cars.some((c) => !c.available)).toBe(true)
    expect(cars.every((c) => c.locations.length >= 2)).toBe(true)
    expect(suppliers.length).toBeGreaterThanOrEqual(4)
    expect(suppliers.some((s) => s.payLater) && suppliers.some((s) => !s.payLater)).toBe(true)
  })

  it('gives Anna bookings in every state the screens show', () => {
    const anna = byEmail('anna@example.com')!
    const mine = seed.bookings.filter((b) => b.driver === anna._id)
    expect(mine).toHaveLength(26)
    expect(new Set(mine.map((b) => b.status))).toEqual(new Set(BOOKING_STATUSES))
    expect(mine.filter((b) => isCancellable(b, now)).length).toBeGreaterThanOrEqual(3)
    expect(mine.some((b) => b.cancelRequest)).toBe(true)
    expect(mine.some((b) => b.from < now && b.to > now)).toBe(true)
    expect(mine.filter((b) => b._additionalDriver).length).toBeGreaterThanOrEqual(2)
    expect(mine.every((b) => b.createdAt <= now)).toBe(true)
    const notes = seed.notifications.filter((n) => n.user === anna._id)
    expect(notes).toHaveLength(35)
    expect(unread(anna._id)).toBe(5)
  })

  it('has suppliers that sign in, one without bookings, each with a desk address, phone and hours', async () => {
    for (const s of suppliers) {
      expect(s.phone, s.fullName).toMatch(/^\+\d[\d ]+$/)
      expect(s.location, s.fullName).toMatch(/\d/)
      expect(s.bio!.length, s.fullName).toBeGreaterThan(20)
      expect(s.bio!.length, s.fullName).toBeLessThanOrEqual(100)
    }
    const accounts = SAMPLE_ACCOUNTS.filter((a) => byEmail(a.email)?.type === 'company')
    expect(accounts.length).toBeGreaterThanOrEqual(2)
    const withBookings = (id: string) => seed.bookings.some((b) => b.company === id)
    const states = new Set<boolean>()
    for (const account of accounts) {
      const s = byEmail(account.email)!
      expect(s.verified && s.active && !s.blacklisted).toBe(true)
      expect(await verifyPassword(account.password, s.passwordHash)).toBe(true)
      expect(
        cars.some((c) => c.company === s._id),
        account.email,
      ).toBe(true)
      states.add(withBookings(s._id))
    }
    expect(states).toEqual(new Set([true, false]))
    // A supplier with bookings has been told of them, and of the cancel request.
    const sunrent = byEmail('contact@sunrent.example')!
    const told = seed.notifications.filter((n) => n.user === sunrent._id)
    expect(told.length).toBeGreaterThan(3)
  })

  it('places every location on the map', () => {
    for (const l of seed.locations) {
      const inPoland = l.latitude! > 49 && l.latitude! < 55 && l.longitude! > 14 && l.longitude! < 24.2
      const inMorocco = l.latitude! > 27 && l.latitude! < 36 && l.longitude! > -13 && l.longitude! < -1
      expect(inPoland || inMorocco, l.names.en).toBe(true)
    }
  })

  it('is what the database is loaded with: the same records, and the badges count the unread notifications', async () => {
    const app = await testServer({ now: () => now })
    const anna = await userId(app, 'anna@example.com')
    const sunrent = await userId(app, 'contact@sunrent.example')
    expect([anna, sunrent]).toEqual([byEmail('anna@example.com')!._id, byEmail('contact@sunrent.example')!._id])
    const tables = ['users', 'cars', 'bookings', 'notifications', 'locations', 'additional_drivers'] as const
    const counts = await withRepo(app.deps, async (r) => {
      const kx = await r.kx()
      const n: Record<string, number> = {}
      for (const table of tables)
        n[table] = Number(
          (
            await kx
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      return n
    })
    expect(counts).toEqual({
      users: seed.users.length,
      cars: seed.cars.length,
      bookings: seed.bookings.length,
      notifications: seed.notifications.length,
      locations: seed.locations.length,
      additional_drivers: seed.additionalDrivers.length,
    })
    expect(await withRepo(app.deps, (r) => r.notifications.unreadCount(anna))).toBe(5)
    expect(await withRepo(app.deps, (r) => r.notifications.unreadCount(sunrent))).toBe(unread(sunrent))
    expect(await withRepo(app.deps, (r) => r.bookings.get(seed.bookings[0]._id))).toEqual(seed.bookings[0])
  })
})
