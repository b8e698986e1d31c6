// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN, ANNA, SUNRENT, TATRA, session, stateOf, upload } from './admin-testing.ts'
import { withRepo } from './context.ts'
import { call, testServer, userId } from './testing.ts'

/** The operator corner (calls 45–59): who may call it, and the sample admin. */

const app = await testServer()

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
})

const anyId = '6650ca000000000000000001'

/** Every admin-only call, with a body that an admin's token would get 200 for where it matters. */
async function adminCalls(): Promise<{ method: string; path: string; body?: unknown }[]> {
  const tatra = await userId(app, TATRA.email)
  const anna = await userId(app, ANNA.email)
  const location = (await withRepo(app.deps, (r) => r.locations.all()))[0]._id
  return [
    { method: 'POST', path: '/api/create-user', body: { email: 'new@supplier.example', fullName: 'New Rent' } },
    { method: 'POST', path: '/api/validate-company', body: { fullName: 'New Rent' } },
    { method: 'GET', path: '/api/companies/1/10' },
    { method: 'GET', path: `/api/check-company/${tatra}` },
    { method: 'DELETE', path: `/api/delete-company/${tatra}` },
    {
      method: 'POST',
      path: '/api/create-location',
      body: {
        names: [
          { language: 'pl', name: 'Gdańsk' },
          { language: 'fr', name: 'Gdansk' },
          { language: 'en', name: 'Gdansk' },
        ],
        latitude: 54.35,
        longitude: 18.65,
      },
    },
    { method: 'GET', path: `/api/location-names/${location}` },
    {
      method: 'PUT',
      path: `/api/update-location/${location}`,
      body: {
        names: [
          { language: 'pl', name: 'X' },
          { language: 'fr', name: 'X' },
          { language: 'en', name: 'X' },
        ],
        latitude: 1,
        longitude: 1,
      },
    },
    { method: 'GET', path: `/api/check-location/${location}` },
    { method: 'DELETE', path: `/api/delete-location/${location}` },
    { method: 'POST', path: '/api/users/1/10', body: { types: ['user', 'company', 'admin'] } },
    { method: 'POST', path: '/api/blacklist-users', body: { ids: [anna], blacklisted: true } },
    { method: 'DELETE', path: `/api/delete-location/${anyId}` },
  ]
}

describe('the operator corner refuses every other token', () => {
  it('answers 403 to a driver and to a supplier, 403 without a token, 401 to a bad one, and changes nothing', async () => {
    const driver = await session(app, ANNA)
    const supplier = await session(app, SUNRENT)
    const before = await stateOf(app)
    for (const { method, path, body } of await adminCalls()) {
      for (const token of [driver.token, supplier.token, undefined]) {
        const reply = await call(app, method, path, { body, token })
        expect(reply.status, `${method} ${path} ${token === driver.token ? 'driver' : token ? 'supplier' : 'no token'}`).toBe(403)
        expect(reply.json).toMatchObject({ message: expect.any(String) })
      }
      expect((await call(app, method, path, { body, token: 'not.a.token' })).status, `${method} ${path} bad token`).toBe(401)
      expect((await call(app, method, path, { body, token: `${driver.token}x` })).status).toBe(401)
    }
    expect(await stateOf(app)).toBe(before)
  })

  it('admin-or-self calls (48, 49, 50) answer 403 to a driver and to another supplier, and change nothing', async () => {
    const driver = await session(app, ANNA)
    const supplier = await session(app, SUNRENT)
    const tatra = await userId(app, TATRA.email)
    const before = await stateOf(app)
    for (const token of [driver.token, supplier.token]) {
      expect((await call(app, 'GET', `/api/company/${tatra}`, { token })).status).toBe(403)
      expect((await call(app, 'PUT', '/api/update-company', { token, body: { _id: tatra, bio: 'Hacked' } })).status).toBe(403)
      expect((await upload(app, `/api/update-avatar/${tatra}`, token)).status).toBe(403)
      expect((await call(app, 'POST', `/api/delete-avatar/${tatra}`, { token })).status).toBe(403)
    }
    expect((await call(app, 'GET', `/api/company/${tatra}`)).status).toBe(403)
    expect((await call(app, 'GET', `/api/company/${tatra}`, { token: 'bad' })).status).toBe(401)
    expect(await stateOf(app)).toBe(before)
  })

  it('the admin calls answer the sample admin, who signs in to the back office only', async () => {
    const signIn = await call(app, 'POST', '/api/sign-in/backend', { body: ADMIN })
    expect(signIn.status).toBe(200)
    expect(signIn.json).toMatchObject({ type: 'admin', fullName: 'Volta Admin', language: 'en', blacklisted: false })
    expect((await call(app, 'POST', '/api/sign-in/frontend', { body: ADMIN })).status).toBe(204)
    const admin = await session(app, ADMIN)
    for (const { method, path, body } of await adminCalls()) {
      const reply = await call(app, method, path, { body, token: admin.token })
      expect([200, 204, 400], `${method} ${path}`).toContain(reply.status)
    }
  })
})
