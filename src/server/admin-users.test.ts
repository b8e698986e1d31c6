// @vitest-environment node
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN, ANNA, JOHN, SUNRENT, session, stateOf } from './admin-testing.ts'
import { withRepo } from './context.ts'
import { folded } from './db/queries/admin.ts'
import { call, firstPage, testServer, userId, type Session } from './testing.ts'
import { foldText } from './validate.ts'

/** The operator's users (call 58) and the drivers' blacklist (call 59). */

const app = await testServer()
let admin: Session

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
  admin = await session(app, ADMIN)
})

interface ListedUser {
  _id: string
  email: string
  fullName: string
  type: string
  verified: boolean
  blacklisted: boolean
}

const list = async (body: unknown, s = '', page = 1, size = 100) => {
  const reply = await call(app, 'POST', `/api/users/${page}/${size}/?s=${encodeURIComponent(s)}`, { token: admin.token, body })
  expect(reply.status).toBe(200)
  return firstPage<ListedUser>(reply)
}

describe('users (call 58)', () => {
  it('lists the accounts of the given types by name, never a password, leaving `user` out', async () => {
    const drivers = await list({ types: ['user'] })
    const expected = await app.deps.db.selectFrom('users').select('full_name as fullName').where('type', '=', 'user').execute()
    expect(drivers.pageInfo).toEqual([{ totalRecords: expected.length }])
    expect(drivers.resultData.map((u) => u.fullName)).toEqual(expected.map((u) => u.fullName).sort((a, b) => a.localeCompare(b, 'en')))
    for (const u of drivers.resultData) {
      expect(u.type).toBe('user')
      expect(u).toHaveProperty('verified')
      expect(u).toHaveProperty('blacklisted')
      expect(u).not.toHaveProperty('passwordHash')
      expect(u).not.toHaveProperty('active')
    }
    const everyone = await list({ types: ['user', 'company', 'admin'], user: admin.id })
    const { n } = await app.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(everyone.pageInfo).toEqual([{ totalRecords: Number(n) - 1 }])
    expect(everyone.resultData.some((u) => u._id === admin.id)).toBe(false)
    const admins = await list({ types: ['admin'] })
    expect(admins.resultData.map((u) => u.email)).toEqual([ADMIN.email])
    expect(await list({ types: [] })).toEqual({ resultData: [], pageInfo: [] })
    const page2 = await list({ types: ['user', 'company'] }, '', 2, 3)
    const all = await list({ types: ['user', 'company'] })
    expect(page2.resultData.map((u) => u._id)).toEqual(all.resultData.slice(3, 6).map((u) => u._id))
  })

  it('finds by name or email, case and accents ignored', async () => {
    expect((await list({ types: ['user'] }, 'wisniewska')).resultData.map((u) => u.fullName)).toEqual(['Lena Wiśniewska'])
    expect((await list({ types: ['user'] }, 'ZIELINSKI')).resultData.map((u) => u.email)).toEqual(['blocked@example.com'])
    expect((await list({ types: ['user'] }, 'JOHN@EXAMPLE')).resultData.map((u) => u.email)).toEqual([JOHN.email])
    expect((await list({ types: ['company'] }, 'sunrent')).resultData.map((u) => u.email)).toEqual([SUNRENT.email])
    // A supplier is not found among drivers.
    expect(await list({ types: ['user'] }, 'sunrent')).toEqual({ resultData: [], pageInfo: [] })
  })

  it('folds names in the database as foldText does, so search and order agree with the old lists', async () => {
    const names = [
      'ŁÓDŹ Straße Øresund',
      'Zażółć gęślą jaźń',
      'Ærø Œuvre',
      'İstanbul ı',
      'Crème Brûlée',
      'Đorđe',
      'Москва Ёлка',
      'Tiếng Việt',
    ]
    expect(foldText(names[0])).toBe('lodz strasse oresund')
    for (const name of names) {
      const { rows } = await sql<{ f: string }>`SELECT ${folded(sql`${name}::text`)} AS f`.execute(app.deps.db)
      expect(rows[0].f, name).toBe(foldText(name))
    }
  })

  it('answers 400 when types is not an array of user, company and admin', async () => {
    for (const body of [{}, { types: 'user' }, { types: ['driver'] }, { types: ['user', 1] }, { types: null }]) {
      expect((await call(app, 'POST', '/api/users/1/10', { token: admin.token, body })).status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('blacklist-users (call 59)', () => {
  it('ends a blacklisted driver’s sessions at once; sign-in says blacklisted; lifting it restores them', async () => {
    const john = await session(app, JOHN)
    const anna = await session(app, ANNA)
    expect((await call(app, 'GET', `/api/user/${john.id}`, { token: john.token })).status).toBe(200)
    const johnsBookings = () => app.deps.db.selectFrom('bookings').select('id').where('driver', '=', john.id).execute()
    const bookingsBefore = (await johnsBookings()).length

    const reply = await call(app, 'POST', '/api/blacklist-users', { token: admin.token, body: { ids: [john.id], blacklisted: true } })
    expect(reply.status).toBe(200)
    expect((await withRepo(app.deps, (r) => r.users.get(john.id)))!.blacklisted).toBe(true)
    for (const [method, path] of [
      ['POST', '/api/validate-access-token'],
      ['GET', `/api/user/${john.id}`],
      ['GET', `/api/notification-counter/${john.id}`],
      ['POST', '/api/bookings/1/10/en'],
    ]) {
      const answer = await call(app, method, path, { token: john.token, body: { companies: [], statuses: [] } })
      expect(answer.status, path).toBe(401)
      expect(answer.json).toMatchObject({ message: expect.any(String) })
    }
    // Anna is untouched; John's data is kept.
    expect((await call(app, 'POST', '/api/validate-access-token', { token: anna.token })).status).toBe(200)
    expect(await johnsBookings()).toHaveLength(bookingsBefore)
    const signIn = await call(app, 'POST', '/api/sign-in/frontend', { body: JOHN })
    expect(signIn.status).toBe(200)
    expect(signIn.json).toMatchObject({ blacklisted: true })
    const fresh = (signIn.json as { accessToken: string }).accessToken
    expect((await call(app, 'POST', '/api/validate-access-token', { token: fresh })).status).toBe(401)
    // The list shows it.
    expect((await list({ types: ['user'] }, 'john')).resultData[0]).toMatchObject({ blacklisted: true })

    // The same value again is fine; lifting it restores the tokens that have not expired.
    expect(
      (await call(app, 'POST', '/api/blacklist-users', { token: admin.token, body: { ids: [john.id], blacklisted: true } })).status,
    ).toBe(200)
    expect(
      (await call(app, 'POST', '/api/blacklist-users', { token: admin.token, body: { ids: [john.id], blacklisted: false } })).status,
    ).toBe(200)
    expect((await call(app, 'GET', `/api/user/${john.id}`, { token: john.token })).status).toBe(200)
    expect((await call(app, 'POST', '/api/validate-access-token', { token: fresh })).status).toBe(200)
    expect((await call(app, 'POST', '/api/sign-in/frontend', { body: JOHN })).json).toMatchObject({ blacklisted: false })
  })

  it('blacklists several drivers at once, or none: 400 for a supplier, an admin, an unknown id or a malformed body', async () => {
    const annaId = await userId(app, ANNA.email)
    const johnId = await userId(app, JOHN.email)
    const sunrentId = await userId(app, SUNRENT.email)
    const before = await stateOf(app)
    for (const body of [
      { ids: [annaId, sunrentId], blacklisted: true },
      { ids: [annaId, admin.id], blacklisted: true },
      { ids: [annaId, '6650ca000000000000000999'], blacklisted: true },
      { ids: [annaId, 'not-an-id'], blacklisted: true },
      { ids: annaId, blacklisted: true },
      { ids: [annaId], blacklisted: 'true' },
      { ids: [annaId] },
      {},
    ]) {
      const reply = await call(app, 'POST', '/api/blacklist-users', { token: admin.token, body })
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.text.length).toBeGreaterThan(0)
    }
    expect(await stateOf(app)).toBe(before)
    expect(
      (await call(app, 'POST', '/api/blacklist-users', { token: admin.token, body: { ids: [annaId, johnId], blacklisted: true } })).status,
    ).toBe(200)
    const both = await withRepo(app.deps, (r) => r.users.many([annaId, johnId]))
    expect(both.get(annaId)!.blacklisted && both.get(johnId)!.blacklisted).toBe(true)
  })

  it('the sample blacklisted driver signs in with blacklisted: true and its token gets 401', async () => {
    const reply = await call(app, 'POST', '/api/sign-in/frontend', { body: { email: 'blocked@example.com', password: 'blocked123' } })
    expect(reply.json).toMatchObject({ blacklisted: true })
    const token = (reply.json as { accessToken: string }).accessToken
    expect((await call(app, 'POST', '/api/validate-access-token', { token })).status).toBe(401)
  })
})
