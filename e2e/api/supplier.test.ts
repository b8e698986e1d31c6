// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { call, testServer } from './testing.ts'

const app = testServer()
const store = app.deps.store

const SUNRENT = { email: 'contact@sunrent.example', password: 'supplier123' }
const TATRA = { email: 'kontakt@tatra-wheels.example', password: 'tatra1234' }
const ANNA = { email: 'anna@example.com', password: 'anna1234' }

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
})

describe('supplier sign-in (call 35) and account links with appType backend', () => {
  it('signs a supplier in as call 7 plus its type; a driver gets 204 there, a supplier 204 on the driver sign-in', async () => {
    const reply = await call(app, 'POST', '/api/sign-in/backend', { body: SUNRENT })
    expect(reply.status).toBe(200)
    const sunrent = store.userByEmail(SUNRENT.email)!
    expect(reply.json).toMatchObject({
      id: sunrent._id,
      email: SUNRENT.email,
      fullName: 'SunRent',
      language: 'en',
      enableEmailNotifications: true,
      blacklisted: false,
      avatar: sunrent.avatar,
      type: 'company',
      accessToken: expect.any(String),
    })
    expect((await call(app, 'POST', '/api/sign-in/backend', { body: TATRA })).status).toBe(200)
    expect((await call(app, 'POST', '/api/sign-in/backend', { body: { ...TATRA, password: 'wrong-one' } })).status).toBe(204)
    expect((await call(app, 'POST', '/api/sign-in/backend', { body: ANNA })).status).toBe(204)
    expect((await call(app, 'POST', '/api/sign-in/frontend', { body: SUNRENT })).status).toBe(204)
    const driver = await call(app, 'POST', '/api/sign-in/frontend', { body: ANNA })
    expect(driver.status).toBe(200)
    expect(driver.json).not.toHaveProperty('type')
    expect((await call(app, 'POST', '/api/sign-in/admin', { body: SUNRENT })).status).toBe(204)
  })

  it('an admin signs in to the backend too', async () => {
    store.userByEmail(TATRA.email)!.type = 'admin'
    const reply = await call(app, 'POST', '/api/sign-in/backend', { body: TATRA })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({ type: 'admin' })
  })

  it('resets a supplier’s password through resend/check-token/activate with appType backend', async () => {
    expect((await call(app, 'POST', `/api/resend/frontend/${TATRA.email}/true`)).status).toBe(403)
    expect((await call(app, 'POST', `/api/resend/backend/${ANNA.email}/true`)).status).toBe(403)
    expect((await call(app, 'POST', `/api/resend/backend/${TATRA.email}/true`)).status).toBe(200)
    const mail = app.deps.outbox.all().at(-1)!
    expect(mail.to).toBe(TATRA.email)
    const link = new URL(mail.links[0]!)
    expect(link.searchParams.get('app')).toBe('backend')
    const u = link.searchParams.get('u')!
    const e = link.searchParams.get('e')!
    const t = link.searchParams.get('t')!
    expect((await call(app, 'GET', `/api/check-token/frontend/${u}/${e}/${t}`)).status).toBe(403)
    expect((await call(app, 'GET', `/api/check-token/backend/${u}/${e}/${t}`)).status).toBe(200)
    expect((await call(app, 'GET', `/api/check-token/backend/${u}/${e}/not-the-token`)).status).toBe(204)
    expect((await call(app, 'POST', '/api/activate', { body: { userId: u, token: t, password: 'tatra-new-1' } })).status).toBe(200)
    expect((await call(app, 'POST', '/api/sign-in/backend', { body: { ...TATRA, password: 'tatra-new-1' } })).status).toBe(200)
    // A driver's links carry no app parameter.
    await call(app, 'POST', `/api/resend/frontend/${ANNA.email}/true`)
    expect(new URL(app.deps.outbox.all().at(-1)!.links[0]!).searchParams.has('app')).toBe(false)
  })
})
