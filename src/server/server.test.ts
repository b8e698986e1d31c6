// @vitest-environment node
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { revive } from './db/repo.ts'
import type { ApiServer } from './server.ts'
import { call, signIn, testServer, userId } from './testing.ts'
import { CAR_TYPES, type UserRecord } from './types.ts'

/** The suppliers, oldest first. */
async function companies(app: ApiServer): Promise<UserRecord[]> {
  const rows = await app.deps.db
    .selectFrom('users')
    .select('doc')
    .where('type', '=', 'company')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((r) => revive.user(r.doc))
}

describe('plumbing', async () => {
  const app = await testServer()

  it('answers CORS preflights for the app’s origin', async () => {
    const res = await app.request('/api/bookings/1/20/en', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-access-token,idempotency-key',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(res.headers.get('access-control-allow-headers')).toMatch(/x-access-token/i)
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/i)
    const get = await app.request('/api/all-companies', { headers: { Origin: 'http://localhost:5173' } })
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it('accepts trailing slashes, answers 404 text for unknown calls and 400 for malformed JSON', async () => {
    expect((await call(app, 'POST', '/api/validate-email/', { body: { email: 'x@example.com' } })).status).toBe(200)
    const unknown = await call(app, 'GET', '/api/nothing-here')
    expect(unknown.status).toBe(404)
    expect(unknown.text).toBe('Not found')
    expect((await call(app, 'POST', '/api/validate-email', { body: '{"email":' })).status).toBe(400)
    expect((await call(app, 'POST', '/api/validate-email', { body: '[1,2]' })).status).toBe(400)
    const huge = await call(app, 'POST', '/api/send-email', { body: JSON.stringify({ message: 'x'.repeat(7 * 1024 * 1024) }) })
    expect(huge.status).toBe(413)
  })

  it('gzips JSON replies for a client that accepts it, and only for one', async () => {
    const suppliers = (await companies(app)).map((c) => c._id)
    const search = (encoding?: string) =>
      app.request('/api/frontend-cars/1/15', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(encoding ? { 'Accept-Encoding': encoding } : {}) },
        body: JSON.stringify({
          companies: suppliers,
          fuel: [...CAR_TYPES],
          gearbox: ['manual', 'automatic'],
          mileage: ['limited', 'unlimited'],
          deposit: -1,
        }),
      })
    const plain = await search()
    expect(plain.headers.get('content-encoding')).toBeNull()
    const text = await plain.text()
    expect(text.length).toBeGreaterThan(1024)
    const gzipped = await search('gzip, deflate, br')
    expect(gzipped.status).toBe(200)
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i)
    const bytes = Buffer.from(await gzipped.arrayBuffer())
    expect(bytes.length).toBeLessThan(text.length / 3)
    expect(gunzipSync(bytes).toString()).toBe(text)
  })

  it('serves generated car images and supplier logos', async () => {
    const car = revive.car((await app.deps.db.selectFrom('cars').select('doc').orderBy('id').limit(1).executeTakeFirstOrThrow()).doc)
    const image = await app.request(`/cdn/cars/${car.image}`)
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/)
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await image.text()).toContain('width="300" height="200"')
    const logo = await app.request(`/cdn/users/${(await companies(app))[0].avatar}`)
    expect(await logo.text()).toContain('width="60" height="30"')
    expect((await app.request('/cdn/cars/missing.svg')).status).toBe(404)
  })

  it('keeps notification counters in step with what changed', async () => {
    const { id, token } = await signIn(app, 'anna@example.com', 'anna1234')
    const counter = async (): Promise<number> =>
      ((await call(app, 'GET', `/api/notification-counter/${id}`, { token })).json as { count: number }).count
    expect(await counter()).toBe(5)
    const first = (await call(app, 'GET', `/api/notifications/${id}/1/30`, { token })).json as [
      { resultData: { _id: string; isRead: boolean }[]; pageInfo: { totalRecords: number }[] },
    ]
    expect(first[0].pageInfo).toEqual([{ totalRecords: 35 }])
    expect(first[0].resultData).toHaveLength(30)
    const unread = first[0].resultData.filter((n) => !n.isRead).map((n) => n._id)
    const read = first[0].resultData.find((n) => n.isRead)!._id
    const post = (path: string, ids: string[]) => call(app, 'POST', `/api/${path}/${id}`, { token, body: { ids } })
    await post('mark-notifications-as-read', [...unread.slice(0, 2), read])
    expect(await counter()).toBe(3)
    await post('mark-notifications-as-unread', [read, read])
    expect(await counter()).toBe(4)
    await post('delete-notifications', [read, unread[4]])
    expect(await counter()).toBe(2)
    const john = await signIn(app, 'john@example.com', 'john1234')
    expect((await call(app, 'GET', `/api/notification-counter/${id}`, { token: john.token })).status).toBe(403)
    expect((await call(app, 'POST', `/api/delete-notifications/${john.id}`, { token: john.token, body: { ids: unread } })).status).toBe(200)
    expect(await counter()).toBe(2)
  })

  it('stores contact messages and validates them', async () => {
    const ok = await call(app, 'POST', '/api/send-email', {
      body: { from: 'visitor@example.com', subject: 'Hello', message: 'Do you rent vans?', isContactForm: true },
    })
    expect(ok.status).toBe(200)
    const bad = [
      { from: 'nope', subject: 'a', message: 'b', isContactForm: true },
      { from: 'a@example.com', subject: '', message: 'b', isContactForm: true },
      { from: 'a@example.com', subject: 'a', message: 'b'.repeat(5001), isContactForm: true },
    ]
    for (const body of bad) expect((await call(app, 'POST', '/api/send-email', { body })).status).toBe(400)
  })
})

describe('test endpoints', () => {
  it('do not exist outside test mode', async () => {
    const app = await testServer({ testMode: false })
    for (const [method, path] of [
      ['GET', '/api/__test/outbox'],
      ['POST', '/api/__test/reset'],
      ['POST', '/api/__test/control'],
      ['GET', '/api/__test/stats'],
      ['POST', '/api/__test/seed-bookings'],
    ] as const) {
      expect((await call(app, method, path, { body: {} })).status).toBe(404)
    }
  })

  it('count calls per route, inject failures and delays, and reset', async () => {
    const app = await testServer()
    await call(app, 'GET', '/api/all-companies')
    await call(app, 'GET', '/api/location/x/pl')
    await call(app, 'GET', '/api/location/y/pl')
    const stats = (await call(app, 'GET', '/api/__test/stats')).json
    expect(stats).toEqual({ total: 3, byRoute: { 'GET /api/all-companies': 1, 'GET /api/location': 2 } })

    await call(app, 'POST', '/api/__test/control', { body: { failStatus: 503, match: 'all-companies' } })
    const failed = await call(app, 'GET', '/api/all-companies', { headers: { Origin: 'http://localhost:5173' } })
    expect(failed.status).toBe(503)
    // The browser must be able to read the injected status, so CORS headers stay on.
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect((await call(app, 'GET', '/api/location/x/pl')).status).toBe(204)
    await call(app, 'POST', '/api/__test/control', { body: { delayMs: 60 } })
    const start = Date.now()
    expect((await call(app, 'GET', '/api/all-companies')).status).toBe(200)
    expect(Date.now() - start).toBeGreaterThanOrEqual(55)
    // A plain substring, not a pattern: '(' is just a character; an overlong one is refused.
    expect((await call(app, 'POST', '/api/__test/control', { body: { match: '(' } })).status).toBe(200)
    expect((await call(app, 'POST', '/api/__test/control', { body: { match: 'x'.repeat(201) } })).status).toBe(400)

    const seeded = await call(app, 'POST', '/api/__test/seed-bookings', { body: { email: 'anna@example.com', count: 1000 } })
    expect(seeded.json).toEqual({ created: 1000, total: 1026 })
    await call(app, 'POST', '/api/__test/reset')
    expect((await call(app, 'GET', '/api/__test/stats')).json).toEqual({ total: 0, byRoute: {} })
    const anna = await userId(app, 'anna@example.com')
    const { n } = await app.deps.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('driver', '=', anna)
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(26)
  })
})
