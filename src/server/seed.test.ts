// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { Store } from './db.ts'
import { isCancellable } from './routes/bookings.ts'
import { verifyPassword } from './password.ts'
import { SAMPLE_ACCOUNTS } from './seed.ts'
import { BOOKING_STATUSES, CAR_TYPES, OPTION_KEYS } from './types.ts'

const now = new Date()
const store = new Store(() => now)
const cars = [...store.cars.values()]

describe('seed', () => {
  it('is deterministic', () => {
    const again = new Store(() => now)
    expect([...again.cars.keys()]).toEqual([...store.cars.keys()])
    expect([...again.bookings.values()].map((b) => b.price)).toEqual([...store.bookings.values()].map((b) => b.price))
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
    const suppliers = store.companies()
    expect(suppliers.length).toBeGreaterThanOrEqual(4)
    expect(suppliers.some((s) => s.payLater) && suppliers.some((s) => !s.payLater)).toBe(true)
  })

  it('gives Anna bookings in every state the screens show', () => {
    const anna = store.userByEmail('anna@example.com')!
    const mine = [...store.bookings.values()].filter((b) => b.driver === anna._id)
    expect(mine).toHaveLength(26)
    expect(new Set(mine.map((b) => b.status))).toEqual(new Set(BOOKING_STATUSES))
    expect(mine.filter((b) => isCancellable(b, now)).length).toBeGreaterThanOrEqual(3)
    expect(mine.some((b) => b.cancelRequest)).toBe(true)
    expect(mine.some((b) => b.from < now && b.to > now)).toBe(true)
    expect(mine.filter((b) => b._additionalDriver).length).toBeGreaterThanOrEqual(2)
    expect(mine.every((b) => b.createdAt <= now)).toBe(true)
    const notes = [...store.notifications.values()].filter((n) => n.user === anna._id)
    expect(notes).toHaveLength(35)
    expect(store.counters.get(anna._id)).toBe(5)
  })

  it('has suppliers that sign in, one without bookings, each with a desk address, phone and hours', async () => {
    const suppliers = store.companies()
    for (const s of suppliers) {
      expect(s.phone, s.fullName).toMatch(/^\+\d[\d ]+$/)
      expect(s.location, s.fullName).toMatch(/\d/)
      expect(s.bio!.length, s.fullName).toBeGreaterThan(20)
      expect(s.bio!.length, s.fullName).toBeLessThanOrEqual(100)
    }
    const accounts = SAMPLE_ACCOUNTS.filter((a) => store.userByEmail(a.email)?.type === 'company')
    expect(accounts.length).toBeGreaterThanOrEqual(2)
    const withBookings = (id: string) => [...store.bookings.values()].some((b) => b.company === id)
    const states = new Set<boolean>()
    for (const account of accounts) {
      const s = store.userByEmail(account.email)!
      expect(s.verified && s.active && !s.blacklisted).toBe(true)
      expect(await verifyPassword(account.password, s.passwordHash)).toBe(true)
      expect(
        [...store.cars.values()].some((c) => c.company === s._id),
        account.email,
      ).toBe(true)
      states.add(withBookings(s._id))
    }
    expect(states).toEqual(new Set([true, false]))
    // A supplier with bookings has been told of them, and of the cancel request.
    const sunrent = store.userByEmail('contact@sunrent.example')!
    const told = [...store.notifications.values()].filter((n) => n.user === sunrent._id)
    expect(told.length).toBeGreaterThan(3)
    expect(store.counters.get(sunrent._id)).toBe(told.filter((n) => !n.isRead).length)
  })

  it('places every location on the map', () => {
    for (const l of store.locations.values()) {
      const inPoland = l.latitude! > 49 && l.latitude! < 55 && l.longitude! > 14 && l.longitude! < 24.2
      const inMorocco = l.latitude! > 27 && l.latitude! < 36 && l.longitude! > -13 && l.longitude! < -1
      expect(inPoland || inMorocco, l.names.en).toBe(true)
    }
  })
})
