// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { withRepo } from './context.ts'
import { newId, revive } from './db/repo.ts'
import { computePrice } from './price.ts'
import { CAR_TYPES, OPTION_KEYS, type BookingRecord, type BookingStatus, type CarRecord } from './types.ts'
import { call, daysFromNow, firstPage, signIn, testServer, type Session } from './testing.ts'

/** Issue 11: only cars free for the dates, no double booking, sorting, the price line by line. */

const app = await testServer()
const { db } = app.deps
let anna: Session
let john: Session

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
  companies ??= await companyIds()
  anna ??= await signIn(app, 'anna@example.com', 'anna1234')
  john ??= await signIn(app, 'john@example.com', 'john1234')
})

const allCars = async (): Promise<CarRecord[]> =>
  (await db.selectFrom('cars').select('doc').orderBy('id').execute()).map((r) => revive.car(r.doc))
const allBookings = async (): Promise<BookingRecord[]> =>
  (await db.selectFrom('bookings').select('doc').orderBy('id').execute()).map((r) => revive.booking(r.doc))
const companyIds = async (): Promise<string[]> =>
  (await db.selectFrom('users').select('id').where('type', '=', 'company').execute()).map((u) => u.id)
const userCount = async (): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
/** Cars with no booking at all. */
const unbookedCars = async (): Promise<CarRecord[]> => {
  const booked = new Set((await allBookings()).map((b) => b.car))
  return (await allCars()).filter((c) => !booked.has(c._id))
}

let companies: string[]
const everything = () => ({
  companies,
  fuel: [...CAR_TYPES],
  gearbox: ['manual', 'automatic'],
  mileage: ['limited', 'unlimited'],
  deposit: -1,
})

async function carIds(extra: Record<string, unknown>): Promise<string[]> {
  const reply = await call(app, 'POST', '/api/frontend-cars/1/500', { body: { ...everything(), ...extra } })
  expect(reply.status).toBe(200)
  return firstPage<{ _id: string }>(reply).resultData.map((c) => c._id)
}

/** A free available car with all its options priced, and a booking of it from day 20 to 23, 10:00 UTC. */
async function bookedCar(status: BookingStatus): Promise<{ car: CarRecord; booking: BookingRecord }> {
  const car = (await unbookedCars()).find((c) => c.available)!
  const booking: BookingRecord = {
    ...(await allBookings())[0],
    _id: newId('booking'),
    car: car._id,
    company: car.company,
    from: new Date(daysFromNow(20)),
    to: new Date(daysFromNow(23)),
    status,
  }
  await withRepo(app.deps, (r) => r.bookings.put(booking))
  return { car, booking }
}

describe('call 18 with from and to', () => {
  it('leaves out a car held for any part of the period, edges included', async () => {
    const { car } = await bookedCar('paid')
    const cases: [string, string, string, boolean][] = [
      ['the same period', daysFromNow(20), daysFromNow(23), false],
      ['inside it', daysFromNow(21), daysFromNow(22), false],
      ['around it', daysFromNow(19), daysFromNow(25), false],
      ['over its start', daysFromNow(18), daysFromNow(20, 11), false],
      ['over its end', daysFromNow(22, 23), daysFromNow(26), false],
      ['ending when it starts', daysFromNow(17), daysFromNow(20), true],
      ['starting when it ends', daysFromNow(23), daysFromNow(26), true],
      ['one minute too early', daysFromNow(17), new Date(Date.parse(daysFromNow(20)) + 60_000).toISOString(), false],
      ['well before', daysFromNow(5), daysFromNow(8), true],
    ]
    for (const [label, from, to, listed] of cases) {
      expect((await carIds({ from, to })).includes(car._id), label).toBe(listed)
    }
    // Without dates the car is listed as before.
    expect(await carIds({})).toContain(car._id)
  })

  it('counts pending, deposit, paid and reserved bookings, never void or cancelled ones', async () => {
    for (const status of ['pending', 'deposit', 'paid', 'reserved', 'void', 'cancelled'] as const) {
      await call(app, 'POST', '/api/__test/reset')
      const { car } = await bookedCar(status)
      const listed = (await carIds({ from: daysFromNow(21), to: daysFromNow(22) })).includes(car._id)
      expect(listed, status).toBe(status === 'void' || status === 'cancelled')
    }
  })

  it('keeps the count and the pages in step with the free cars', async () => {
    const { car } = await bookedCar('reserved')
    const all = firstPage(await call(app, 'POST', '/api/frontend-cars/1/5', { body: everything() })).pageInfo[0].totalRecords
    const period = { from: daysFromNow(21), to: daysFromNow(22) }
    const free = await call(app, 'POST', '/api/frontend-cars/1/5', { body: { ...everything(), ...period } })
    const held = new Set(
      (await allBookings())
        .filter(
          (b) =>
            ['pending', 'deposit', 'paid', 'reserved'].includes(b.status) && b.from < new Date(period.to) && new Date(period.from) < b.to,
        )
        .map((b) => b.car),
    )
    expect(held.has(car._id)).toBe(true)
    const available = new Set((await allCars()).filter((c) => c.available).map((c) => c._id))
    const availableHeld = [...held].filter((id) => available.has(id)).length
    expect(firstPage(free).pageInfo).toEqual([{ totalRecords: all - availableHeld }])
  })

  it('refuses a half or reversed period and an unknown sort', async () => {
    for (const extra of [
      { from: daysFromNow(3) },
      { to: daysFromNow(3) },
      { from: daysFromNow(5), to: daysFromNow(3) },
      { from: daysFromNow(5), to: daysFromNow(5) },
      { from: 'tomorrow', to: daysFromNow(5) },
      { sort: 'deposit' },
      { sort: 7 },
    ]) {
      expect(
        (await call(app, 'POST', '/api/frontend-cars/1/10', { body: { ...everything(), ...extra } })).status,
        JSON.stringify(extra),
      ).toBe(400)
    }
  })
})

describe('call 18 sort', () => {
  const prices = async (sort?: string) => {
    const reply = await call(app, 'POST', '/api/frontend-cars/1/500', { body: { ...everything(), ...(sort ? { sort } : {}) } })
    return firstPage<{ name: string; price: number }>(reply).resultData
  }

  it('orders by name by default, by daily price lowest or highest first', async () => {
    const byDefault = await prices()
    const names = byDefault.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect((await prices('name')).map((c) => c.name)).toEqual(names)
    const up = (await prices('price')).map((c) => c.price)
    expect(up).toEqual([...up].sort((a, b) => a - b))
    const down = await prices('-price')
    expect(down.map((c) => c.price)).toEqual([...up].reverse())
    // Equal prices are in name order, whatever the direction.
    for (let i = 1; i < down.length; i++) {
      if (down[i].price === down[i - 1].price) expect(down[i - 1].name.localeCompare(down[i].name, 'en')).toBeLessThanOrEqual(0)
    }
    expect(new Set(up).size).toBeGreaterThan(5)
  })
})

describe('call 21 breakdown', () => {
  it('explains the total line by line for every option mix', async () => {
    const cars = (await allCars()).filter((c) => c.discounts.length > 0).slice(0, 6)
    for (const car of cars) {
      for (const [from, to] of [
        [daysFromNow(3), daysFromNow(3, 18)],
        [daysFromNow(3), daysFromNow(6)],
        [daysFromNow(3), daysFromNow(13)],
      ] as const) {
        const query = OPTION_KEYS.map((k, i) => `${k}=${(i + car.price) % 2 === 0}`).join('&')
        const reply = await call(app, 'GET', `/api/car-price/${car._id}?from=${from}&to=${to}&lang=pl&${query}`)
        const { totalPrice, days, breakdown } = reply.json as {
          totalPrice: number
          days: number
          breakdown: {
            dailyPrice: number
            discount?: { days: number; percentage: number }
            rental: number
            options: Record<string, number>
          }
        }
        const sum = breakdown.rental + Object.values(breakdown.options).reduce((a, b) => a + b, 0)
        expect(Math.round(sum * 100) / 100).toBe(totalPrice)
        expect(breakdown.rental).toBe(Math.round(days * breakdown.dailyPrice * 100) / 100)
        const tier = breakdown.discount
        if (tier) {
          expect(days).toBeGreaterThan(tier.days)
          expect(breakdown.dailyPrice).toBe(Math.round(car.price * (100 - tier.percentage)) / 100)
        } else {
          expect(breakdown.dailyPrice).toBe(car.price)
        }
        for (const [key, value] of Object.entries(breakdown.options)) {
          const price = car[key as keyof CarRecord] as number
          expect(price).toBeGreaterThan(0)
          expect(value).toBe(key === 'cancellation' || key === 'amendments' ? price : price * days)
        }
      }
    }
  })

  it('prices a booking exactly as car-price did', async () => {
    const car = (await allCars()).find((c) => c.available && c.minimumAge === 21 && c.theftProtection > 0)!
    const from = daysFromNow(200)
    const to = daysFromNow(209)
    const quote = (await call(app, 'GET', `/api/car-price/${car._id}?from=${from}&to=${to}&theftProtection=true`)).json as {
      totalPrice: number
    }
    const reply = await book(anna, car, from, to, { theftProtection: true })
    expect(reply.status).toBe(200)
    const id = (reply.json as { bookingId: string }).bookingId
    expect((await withRepo(app.deps, (r) => r.bookings.get(id)))!.price).toBe(quote.totalPrice)
    expect(quote.totalPrice).toBe(computePrice(car, new Date(from), new Date(to), { theftProtection: true }).totalPrice)
  })
})

function book(session: Session | null, car: CarRecord, from: string, to: string, options: Record<string, boolean> = {}, guest?: string) {
  return call(app, 'POST', '/api/book', {
    ...(session ? { token: session.token } : {}),
    body: {
      booking: {
        company: car.company,
        car: car._id,
        pickupLocation: car.locations[0],
        dropOffLocation: car.locations[0],
        from,
        to,
        ...Object.fromEntries(OPTION_KEYS.map((k) => [k, options[k] === true])),
      },
      ...(guest
        ? { driver: { email: guest, phone: '+48 600 100 200', fullName: 'Guest Driver', birthDate: '1980-01-01', language: 'en' } }
        : {}),
      payLater: false,
    },
  })
}

describe('call 25 and the race for a car', () => {
  const freeCars = async () => (await unbookedCars()).filter((c) => c.available && c.minimumAge === 21)
  const bookingsOfCar = async (car: string) =>
    (await db.selectFrom('bookings').select('doc').where('car', '=', car).orderBy('id').execute()).map((r) => revive.booking(r.doc))

  it('answers 409 when the car was taken meanwhile, and books it right after', async () => {
    const car = (await freeCars())[0]
    expect((await book(anna, car, daysFromNow(30), daysFromNow(33))).status).toBe(200)
    const taken = await book(john, car, daysFromNow(32), daysFromNow(35))
    expect(taken.status).toBe(409)
    expect(taken.text).toMatch(/already booked/)
    // A guest is refused too, and no account is made for him.
    const users = await userCount()
    expect((await book(null, car, daysFromNow(31), daysFromNow(32), {}, 'late.guest@example.com')).status).toBe(409)
    expect(await userCount()).toBe(users)
    expect((await book(john, car, daysFromNow(33), daysFromNow(35))).status).toBe(200)
    expect((await book(john, car, daysFromNow(27), daysFromNow(30))).status).toBe(200)
    // Once cancelled, the period is free again.
    const first = (await bookingsOfCar(car._id)).find((b) => b.driver === anna.id)!
    await withRepo(app.deps, (r) => r.bookings.put({ ...first, status: 'cancelled' }))
    expect((await book(john, car, daysFromNow(31), daysFromNow(32))).status).toBe(200)
  })

  it.each([2, 3, 5])('%i drivers booking the same car for overlapping dates at once end with exactly one booking', async (n) => {
    const car = (await freeCars())[n]
    const sessions = [anna, john]
    const replies = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        i < 2
          ? book(sessions[i], car, daysFromNow(40 + i), daysFromNow(45 + i))
          : book(null, car, daysFromNow(41), daysFromNow(44), {}, `racer${i}.${n}@example.com`),
      ),
    )
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(n - 1)
    expect(await bookingsOfCar(car._id)).toHaveLength(1)
  })

  it('never refuses parallel bookings of different cars or disjoint dates', async () => {
    const [a, b] = await freeCars()
    const replies = await Promise.all([
      book(anna, a, daysFromNow(50), daysFromNow(53)),
      book(john, b, daysFromNow(50), daysFromNow(53)),
      book(anna, a, daysFromNow(53), daysFromNow(56)),
      book(john, a, daysFromNow(60), daysFromNow(61)),
      book(null, b, daysFromNow(40), daysFromNow(50), {}, 'early.guest@example.com'),
    ])
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
  })

  it('does not let a supplier revive a booking onto a taken car', async () => {
    const { car, booking } = await bookedCar('cancelled')
    const sunrent = await withRepo(app.deps, async (r) => {
      const supplier = (await r.users.get(car.company))!
      if (supplier.passwordHash === undefined) {
        supplier.passwordHash = (await r.users.byEmail('contact@sunrent.example'))!.passwordHash
        await r.users.put(supplier)
      }
      return supplier
    })
    const password =
      sunrent.email === 'kontakt@tatra-wheels.example'
        ? 'tatra1234'
        : sunrent.email === 'contact@atlas-auto.example'
          ? 'atlas1234'
          : 'supplier123'
    const session = await call(app, 'POST', '/api/sign-in/backend', { body: { email: sunrent.email, password } })
    const token = (session.json as { accessToken: string }).accessToken
    expect((await book(anna, car, daysFromNow(21), daysFromNow(22))).status).toBe(200)
    const revive = await call(app, 'POST', '/api/update-booking-status', { token, body: { ids: [booking._id], status: 'reserved' } })
    expect(revive.status).toBe(409)
    expect((await withRepo(app.deps, (r) => r.bookings.get(booking._id)))!.status).toBe('cancelled')
    // Void instead holds nothing and is allowed.
    expect((await call(app, 'POST', '/api/update-booking-status', { token, body: { ids: [booking._id], status: 'void' } })).status).toBe(
      200,
    )
  })
})
