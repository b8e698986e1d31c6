// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ADMIN, ANNA, ATLAS, SUNRENT, session } from './admin-testing.ts'
import { bookingBody, carWhere, setPolicies } from './life-testing.ts'
import { withRepo } from './context.ts'
import { revive } from './db/repo.ts'
import { call, daysFromNow, firstPage, testServer, userId, type Session } from './testing.ts'
import { CAR_TYPES, type UserRecord } from './types.ts'

/** Issue 33: a supplier's policies (call 67) and where drivers meet them (calls 11, 18–25, 45–49). */

const app = await testServer()
const db = app.deps.db
// The seed's ids are the same after each reset.
const sunrentIdOfSeed = await userId(app, SUNRENT.email)
const sunrentId = () => sunrentIdOfSeed

/** The suppliers, oldest first. */
async function companies(): Promise<UserRecord[]> {
  const rows = await db.selectFrom('users').select('doc').where('type', '=', 'company').orderBy('created_at').orderBy('id').execute()
  return rows.map((r) => revive.user(r.doc))
}

let admin: Session
let sunrent: Session
let anna: Session
// The seed's ids are the same after each reset, so the sessions stay valid.
beforeAll(async () => {
  ;[admin, sunrent, anna] = await Promise.all([session(app, ADMIN), session(app, SUNRENT), session(app, ANNA)])
})
beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
})

const update = (token: string | undefined, body: unknown) => call(app, 'POST', '/api/update-supplier-policies', { token, body })

describe('call 67 update-supplier-policies', () => {
  it('lets a supplier set its own policies; one left out keeps its value, a numeric string is a number', async () => {
    const reply = await update(sunrent.token, { minimumRentalDays: '3', licenseRequired: true })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({ payLater: true, licenseRequired: true, minimumRentalDays: 3 })
    const again = await update(sunrent.token, { _id: sunrent.id, payLater: false })
    expect(again.json).toEqual({ payLater: false, licenseRequired: true, minimumRentalDays: 3 })
  })

  it('puts them at once in call 11, the cars (18, 19), the bookings (22) and the back office (48, 49 share payLater)', async () => {
    await update(sunrent.token, { licenseRequired: true, minimumRentalDays: 2, payLater: false })
    const me = await call(app, 'GET', `/api/user/${sunrent.id}`, { token: sunrent.token })
    expect(me.json).toMatchObject({ payLater: false, licenseRequired: true, minimumRentalDays: 2 })
    const car = await carWhere(app, (c) => c.company === sunrent.id)
    const detail = await call(app, 'GET', `/api/car/${car._id}/en`)
    expect((detail.json as { company: object }).company).toMatchObject({ payLater: false, licenseRequired: true, minimumRentalDays: 2 })
    const listed = await call(app, 'POST', '/api/frontend-cars/1/100', {
      body: { companies: [sunrent.id], fuel: [...CAR_TYPES], gearbox: ['manual', 'automatic'], mileage: ['limited', 'unlimited'] },
    })
    expect(firstPage<{ company: object }>(listed).resultData[0].company).toMatchObject({ licenseRequired: true, minimumRentalDays: 2 })
    const booking = revive.booking(
      (
        await db
          .selectFrom('bookings')
          .select('doc')
          .where('company', '=', sunrent.id)
          .where('driver', '=', anna.id)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).doc,
    )
    const viewed = await call(app, 'GET', `/api/booking/${booking._id}/en`, { token: anna.token })
    expect((viewed.json as { company: object }).company).toMatchObject({ licenseRequired: true, minimumRentalDays: 2 })
    const backOffice = await call(app, 'GET', `/api/company/${sunrent.id}`, { token: admin.token })
    expect(backOffice.json).toMatchObject({ payLater: false, licenseRequired: true, minimumRentalDays: 2 })
    await call(app, 'PUT', '/api/update-company', { token: admin.token, body: { _id: sunrent.id, payLater: true } })
    expect((await update(sunrent.token, { minimumRentalDays: 2 })).json).toMatchObject({ payLater: true })
    // A driver's own User carries no policies.
    const driver = await call(app, 'GET', `/api/user/${anna.id}`, { token: anna.token })
    expect(driver.json).not.toHaveProperty('minimumRentalDays')
  })

  it('lets an admin set any supplier’s, with its _id', async () => {
    const reply = await update(admin.token, { _id: sunrentId(), minimumRentalDays: 30 })
    expect(reply.status).toBe(200)
    expect((await withRepo(app.deps, (r) => r.users.get(sunrentId())))!.minimumRentalDays).toBe(30)
  })

  it('refuses every wrong request, changing nothing', async () => {
    const atlas = await session(app, ATLAS)
    const cases: [string | undefined, unknown, number][] = [
      [undefined, { minimumRentalDays: 2 }, 403],
      ['not-a-token', { minimumRentalDays: 2 }, 401],
      [anna.token, { minimumRentalDays: 2 }, 403],
      [atlas.token, { _id: sunrent.id, minimumRentalDays: 2 }, 403],
      [sunrent.token, {}, 400],
      [sunrent.token, { _id: sunrent.id }, 400],
      [sunrent.token, { payLater: 'yes' }, 400],
      [sunrent.token, { licenseRequired: 1 }, 400],
      [sunrent.token, { minimumRentalDays: 0 }, 400],
      [sunrent.token, { minimumRentalDays: 31 }, 400],
      [sunrent.token, { minimumRentalDays: 2.5 }, 400],
      [sunrent.token, { minimumRentalDays: '2.5' }, 400],
      [sunrent.token, { minimumRentalDays: 'three' }, 400],
      [sunrent.token, { minimumRentalDays: true }, 400],
      [sunrent.token, { _id: 42, minimumRentalDays: 2 }, 400],
      [admin.token, { minimumRentalDays: 2 }, 400],
      [admin.token, { _id: anna.id, minimumRentalDays: 2 }, 204],
      [admin.token, { _id: '000000000000000000000000', minimumRentalDays: 2 }, 204],
    ]
    const before = JSON.stringify(await companies())
    for (const [token, body, status] of cases) {
      const reply = await update(token, body)
      expect(reply.status, JSON.stringify(body)).toBe(status)
      if (status === 400) expect(reply.text.length).toBeGreaterThan(5)
    }
    expect((await call(app, 'POST', '/api/update-supplier-policies', { token: sunrent.token, body: '{bad' })).status).toBe(400)
    expect(JSON.stringify(await companies())).toBe(before)
  })

  it('keeps every sample supplier without a licence rule or minimum', async () => {
    for (const s of await companies()) {
      expect(s.licenseRequired).toBe(false)
      expect(s.minimumRentalDays).toBe(1)
    }
  })
})

describe('the shortest rental in calls 18, 21 and 25', () => {
  const search = async (from: string, to: string) =>
    call(app, 'POST', '/api/frontend-cars/1/2', {
      body: {
        companies: (await companies()).map((c) => c._id),
        fuel: [...CAR_TYPES],
        gearbox: ['manual', 'automatic'],
        mileage: ['limited', 'unlimited'],
        from,
        to,
      },
    })

  it('call 18 leaves out the cars of a supplier whose minimum the period does not meet, count included', async () => {
    const count = async (from: string, to: string) => firstPage(await search(from, to)).pageInfo[0].totalRecords
    const all = await count(daysFromNow(40), daysFromNow(41))
    await setPolicies(app, admin.token, sunrentId(), { minimumRentalDays: 3 })
    const { n } = await db
      .selectFrom('cars')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('available', '=', true)
      .where('company', '=', sunrentId())
      .executeTakeFirstOrThrow()
    const sunrentCars = Number(n)
    // 40 → 41 is 2 days (Price's inclusive count): SunRent's cars go; 40 → 42 is 3 days: they are back.
    expect(await count(daysFromNow(40), daysFromNow(41))).toBe(all - sunrentCars)
    expect(await count(daysFromNow(40), daysFromNow(42))).toBe(all)
    expect(
      firstPage<{ company: { _id: string } }>(await search(daysFromNow(40), daysFromNow(41))).resultData.every(
        (c) => c.company._id !== sunrentId(),
      ),
    ).toBe(true)
  })

  it('call 21 answers 400 naming the minimum; call 25 refuses the booking before any other check of the period', async () => {
    const car = await carWhere(app, (c) => c.company === sunrentId())
    await setPolicies(app, admin.token, sunrentId(), { minimumRentalDays: 5 })
    const price = await call(app, 'GET', `/api/car-price/${car._id}?from=${daysFromNow(20)}&to=${daysFromNow(23)}`)
    expect(price.status).toBe(400)
    expect(price.text).toMatch(/5 days/)
    expect((await call(app, 'GET', `/api/car-price/${car._id}?from=${daysFromNow(20)}&to=${daysFromNow(24)}`)).status).toBe(200)
    const short = await call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(car, { to: daysFromNow(23) }) })
    expect(short.status).toBe(400)
    expect(short.text).toMatch(/5 days/)
    expect((await call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(car) })).status).toBe(200)
  })
})
