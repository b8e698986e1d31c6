// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { withRepo } from './context.ts'
import { Repo, revive } from './db/repo.ts'
import { pruneTempLicenses, TEMP_MAX_TOTAL_BYTES } from './license.ts'
import { carWhere } from './life-testing.ts'
import { FailureLimiter } from './rate-limit.ts'
import { contentSecurityPolicy } from './static.ts'
import { call, signIn, testServer } from './testing.ts'

/** Issue 13: the bundled API against hostile input and abuse, each case a real request. */

const app = await testServer()
// The seed's ids are the same after each reset.
const car = await carWhere(app)

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
})

function guestBooking(phone: string) {
  const from = new Date(Date.now() + 30 * 86_400_000)
  const to = new Date(Date.now() + 33 * 86_400_000)
  return {
    booking: {
      company: car.company,
      car: car._id,
      pickupLocation: car.locations[0],
      dropOffLocation: car.locations[0],
      from: from.toISOString(),
      to: to.toISOString(),
      cancellation: false,
      amendments: false,
      theftProtection: false,
      collisionDamageWaiver: false,
      fullInsurance: false,
      additionalDriver: false,
    },
    driver: { email: `g${Date.now()}@example.com`, phone, fullName: 'Guest', birthDate: '1990-01-01T00:00:00.000Z', language: 'en' },
    payLater: false,
  }
}

describe('hostile input', () => {
  it('answers an oversized JSON body with 413, unread, and stays up', async () => {
    const started = performance.now()
    const reply = await call(app, 'POST', '/api/book', { body: guestBooking('1 '.repeat(3_000_000)) })
    expect(reply.status).toBe(413)
    expect(performance.now() - started).toBeLessThan(1_000)
    expect((await call(app, 'GET', '/api/all-companies')).status).toBe(200)
  })

  it('refuses a phone padded to pass the digit count, within the body limit', async () => {
    const reply = await call(app, 'POST', '/api/book', { body: guestBooking(`+48 600 700 800${' '.repeat(10_000)}`) })
    expect(reply.status).toBe(400)
    expect(reply.text).toBe('Invalid phone number')
  })

  it('refuses a long search keyword before any work, on every search call', async () => {
    const anna = await signIn(app, 'anna@example.com', 'anna1234')
    const long = 'x'.repeat(5_000)
    const bookings = await call(app, 'POST', '/api/bookings/1/20/en', {
      token: anna.token,
      body: { companies: [], statuses: ['paid'], filter: { keyword: long } },
    })
    expect(bookings.status).toBe(400)
    expect((await call(app, 'GET', `/api/locations/1/10/en?s=${long}`)).status).toBe(400)
    expect((await call(app, 'POST', `/api/booking-cars/1/10/?s=${long}`, { token: anna.token, body: {} })).status).toBe(400)
  })

  it('caps the page size', async () => {
    expect((await call(app, 'GET', '/api/locations/1/100000/en')).status).toBe(400)
  })
})

describe('password attempts', () => {
  it('answers 429 after five wrong passwords for an account, even to the right one, and the account still works elsewhere in time', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call(app, 'POST', '/api/sign-in/frontend', { body: { email: 'john@example.com', password: 'wrong' } })).status).toBe(
        204,
      )
    }
    const blocked = await call(app, 'POST', '/api/sign-in/frontend', {
      body: { email: 'john@example.com', password: 'john1234' },
      headers: { Origin: 'http://localhost:4280' },
    })
    expect(blocked.status).toBe(429)
    // When to try again: the first failure leaves the 15-minute window then (whole seconds); a page on another origin may read it.
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(890)
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(900)
    expect(blocked.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i)
    // Another account is not held back by John's failures.
    expect((await call(app, 'POST', '/api/sign-in/frontend', { body: { email: 'anna@example.com', password: 'anna1234' } })).status).toBe(
      200,
    )
  })

  it("does not count an attempt at the other app's door, which no password could pass, as a guess", async () => {
    // The app asks the other door once after a refusal, to tell a supplier (or a driver) where to sign in.
    for (let i = 0; i < 6; i++) {
      const body = { email: 'marc@example.com', password: 'wrong' }
      expect((await call(app, 'POST', '/api/sign-in/backend', { body })).status).toBe(204)
    }
    for (let i = 0; i < 4; i++) {
      const body = { email: 'marc@example.com', password: 'wrong' }
      expect((await call(app, 'POST', '/api/sign-in/frontend', { body })).status).toBe(204)
    }
    const body = { email: 'marc@example.com', password: 'marc1234' }
    expect((await call(app, 'POST', '/api/sign-in/frontend', { body })).status).toBe(200)
    // The supplier signs in at its door and gets its type; at the driver's door it is refused.
    const supplier = { email: 'contact@sunrent.example', password: 'supplier123' }
    expect((await call(app, 'POST', '/api/sign-in/frontend', { body: supplier })).status).toBe(204)
    const signedIn = await call(app, 'POST', '/api/sign-in/backend', { body: supplier })
    expect(signedIn.status).toBe(200)
    expect(JSON.parse(signedIn.text)).toMatchObject({ type: 'company' })
  }, 60_000)

  it('limits check-password per account too', async () => {
    const anna = await signIn(app, 'anna@example.com', 'anna1234')
    for (let i = 0; i < 5; i++) {
      expect((await call(app, 'GET', `/api/check-password/${anna.id}/nope`, { token: anna.token })).status).toBe(204)
    }
    expect((await call(app, 'GET', `/api/check-password/${anna.id}/anna1234`, { token: anna.token })).status).toBe(429)
  })

  it('says in Retry-After when the oldest failure that blocks leaves the window', async () => {
    let at = 0
    const limiter = new FailureLimiter('retry-after-test', 3, 15 * 60_000)
    // Each step in a transaction of its own, at the test's clock.
    const at_ = <T>(work: (repo: Repo) => Promise<T>) => withRepo({ repo: () => new Repo(app.deps.db, () => new Date(at)) }, work)
    for (const minute of [0, 2, 5]) {
      at = minute * 60_000
      expect(await at_((r) => limiter.retryAfterSeconds(r, 'k'))).toBe(0)
      await at_(async (r) => limiter.fail(r, 'k'))
    }
    at = 6 * 60_000
    // Blocked until the failure of minute 0 leaves, at minute 15: 9 minutes; the longest of several keys counts.
    expect(await at_((r) => limiter.retryAfterSeconds(r, 'k'))).toBe(540)
    expect(await at_((r) => limiter.retryAfterSeconds(r, 'other', 'k'))).toBe(540)
    await expect(at_((r) => limiter.refuseIfBlocked(r, 'Too many.', 'k'))).rejects.toThrow(
      expect.objectContaining({ status: 429, headers: { 'Retry-After': '540' } }),
    )
    at = 15 * 60_000 - 500
    expect(await at_((r) => limiter.retryAfterSeconds(r, 'k'))).toBe(1)
    at = 15 * 60_000
    expect(await at_((r) => limiter.retryAfterSeconds(r, 'k'))).toBe(0)
    await expect(at_((r) => limiter.refuseIfBlocked(r, 'Too many.', 'k'))).resolves.toBeUndefined()
  })

  it('spends as long on an unknown email as on a wrong password (no account discovery by timing)', async () => {
    const time = async (email: string) => {
      const started = performance.now()
      await call(app, 'POST', '/api/sign-in/frontend', { body: { email, password: 'wrong-password' } })
      return performance.now() - started
    }
    await time('anna@example.com')
    const known = await time('anna@example.com')
    const unknown = await time('nobody-here@example.com')
    // Both run one scrypt comparison; without it the unknown email answered in well under a millisecond.
    expect(unknown).toBeGreaterThan(known / 3)
  })
})

describe('test endpoints and CORS', () => {
  it('hide the test endpoints from a page of any origin', async () => {
    const fromPage = await call(app, 'POST', '/api/__test/reset', { headers: { Origin: 'https://evil.example' } })
    expect(fromPage.status).toBe(404)
  })

  it('give CORS headers to the app origin only', async () => {
    const evil = await call(app, 'GET', '/api/all-companies', { headers: { Origin: 'https://evil.example' } })
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    const own = await call(app, 'GET', '/api/all-companies', { headers: { Origin: 'http://localhost:4280' } })
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:4280')
  })

  it('take a plain substring in the failure control, never a pattern', async () => {
    const reply = await call(app, 'POST', '/api/__test/control', { body: { failStatus: 500, match: '(a+)+$' } })
    expect(reply.status).toBe(200)
    expect((await call(app, 'GET', '/api/all-companies')).status).toBe(200)
  })
})

describe('the pages of npm start', () => {
  it('carry a CSP that allows the inline first-paint scripts by hash only, and the other security headers', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'volta-csp-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script>window.fp=1</script></head><body></body></html>')
    const server = await testServer({ distDir: dist })
    const page = await call(server, 'GET', '/bookings')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toBe(contentSecurityPolicy('<script>window.fp=1</script>'))
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(csp).not.toContain("unsafe-inline' ; script")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('sessions and links', () => {
  const validate = (token: string) => call(app, 'POST', '/api/validate-access-token', { token })

  it('a password change ends the other sessions and keeps the device that made it', async () => {
    const phone = await signIn(app, 'john@example.com', 'john1234')
    const laptop = await signIn(app, 'john@example.com', 'john1234')
    const change = await call(app, 'POST', '/api/change-password', {
      token: laptop.token,
      body: { _id: laptop.id, password: 'john1234', newPassword: 'john5678', strict: true },
    })
    expect(change.status).toBe(200)
    expect((await validate(phone.token)).status).toBe(401)
    expect((await validate(laptop.token)).status).toBe(200)
    const fresh = await signIn(app, 'john@example.com', 'john5678')
    expect((await validate(fresh.token)).status).toBe(200)
  })

  it('a reset link works once, voids older links, and ends every session', async () => {
    const session = await signIn(app, 'john@example.com', 'john1234')
    const user = (await withRepo(app.deps, (r) => r.users.byEmail('john@example.com')))!
    await withRepo(app.deps, (r) => r.tokens.create(user._id, 'older-link'))
    await withRepo(app.deps, (r) => r.tokens.create(user._id, 'newer-link'))
    expect((await call(app, 'POST', '/api/activate', { body: { userId: user._id, token: 'older-link', password: 'x12345' } })).status).toBe(
      204,
    )
    expect(
      (await call(app, 'POST', '/api/activate', { body: { userId: user._id, token: 'newer-link', password: 'reset123' } })).status,
    ).toBe(200)
    expect(
      (await call(app, 'POST', '/api/activate', { body: { userId: user._id, token: 'newer-link', password: 'again123' } })).status,
    ).toBe(204)
    expect((await validate(session.token)).status).toBe(401)
    expect((await signIn(app, 'john@example.com', 'reset123')).token).toBeTruthy()
  })
})

describe('guest checkout and growing stores', () => {
  const guest = (email: string, days: number) => {
    const body = guestBooking('+48 600 700 800')
    const from = new Date(Date.now() + days * 86_400_000)
    const to = new Date(from.getTime() + 2 * 86_400_000)
    return { ...body, booking: { ...body.booking, from: from.toISOString(), to: to.toISOString() }, driver: { ...body.driver, email } }
  }

  it('scopes a guest idempotency key to the guest: another guest with the same key gets a booking of their own', async () => {
    const headers = { 'Idempotency-Key': 'same-key' }
    const first = await call(app, 'POST', '/api/book', { body: guest('first@example.com', 60), headers })
    const second = await call(app, 'POST', '/api/book', { body: guest('second@example.com', 70), headers })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect((second.json as { bookingId: string }).bookingId).not.toBe((first.json as { bookingId: string }).bookingId)
  })

  it('allows five guest bookings an hour from one address, then 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call(app, 'POST', '/api/book', { body: guest(`g${i}@example.com`, 40 + i * 4) })).status).toBe(200)
    }
    const refused = await call(app, 'POST', '/api/book', { body: guest('g9@example.com', 90) })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
  })

  it('keeps the outbox read and the idempotency keys bounded', async () => {
    await withRepo(app.deps, async (r) => {
      for (let i = 0; i < 600; i++) await app.deps.outbox.send(r, `x${i}@example.com`, 's', 't')
    })
    expect(await app.deps.outbox.all()).toHaveLength(500)
    const at = new Date()
    await withRepo(app.deps, async (r) => {
      await r.idempotency.remember('old', { bookingId: 'b', at: new Date(at.getTime() - 2 * 86_400_000) }, 86_400_000)
      await r.idempotency.remember('new', { bookingId: 'c', at }, 86_400_000)
    })
    expect(await withRepo(app.deps, (r) => r.idempotency.get('old'))).toBeUndefined()
    expect(await withRepo(app.deps, (r) => r.idempotency.get('new'))).toBeDefined()
  })
})

describe('the calls of a booking’s life (issue 33)', () => {
  const multipart = (path: string, size: number, token?: string) => {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(size)], 'l.pdf'))
    return app.request(path, { method: 'POST', body: form, headers: token ? { 'x-access-token': token } : {} })
  }

  it('answer oversized bodies with 413, unread, and long or wrong-typed fields with 400', async () => {
    const john = await signIn(app, 'john@example.com', 'john1234')
    const booking = revive.booking(
      (await app.deps.db.selectFrom('bookings').select('doc').where('driver', '=', john.id).orderBy('id').executeTakeFirstOrThrow()).doc,
    )
    // One that may be amended, so the malformed fields themselves are what is refused.
    Object.assign(booking, { amendments: true, status: 'paid', cancelRequest: false })
    booking.from = new Date(Date.now() + 30 * 86_400_000)
    booking.to = new Date(Date.now() + 33 * 86_400_000)
    await withRepo(app.deps, (r) => r.bookings.put(booking))
    const started = performance.now()
    const huge = { booking: { pickupLocation: 'x'.repeat(3_000_000) } }
    expect((await call(app, 'POST', `/api/amend-booking/${booking._id}`, { token: john.token, body: huge })).status).toBe(413)
    expect((await call(app, 'POST', '/api/update-supplier-policies', { token: john.token, body: huge })).status).toBe(413)
    expect((await multipart('/api/create-license', 7 * 1024 * 1024)).status).toBe(413)
    expect((await multipart(`/api/update-license/${john.id}`, 7 * 1024 * 1024, john.token)).status).toBe(413)
    expect(performance.now() - started).toBeLessThan(2_000)
    for (const body of [{ booking: { pickupLocation: 'x'.repeat(10_000) } }, { booking: { from: { $gt: '' } } }, { to: [1, 2] }]) {
      const reply = await call(app, 'POST', `/api/amend-booking/${booking._id}`, { token: john.token, body })
      expect(reply.status).toBe(400)
      expect(reply.text).toMatch(/location id|ISO date/)
    }
    expect(
      (await call(app, 'GET', `/api/car-price/${booking.car}?booking=${booking._id}&from=${'9'.repeat(5000)}`, { token: john.token }))
        .status,
    ).toBe(400)
  })

  it('keep the waiting licence uploads few: a day at most, 100 MB in all, the oldest going first', async () => {
    expect(TEMP_MAX_TOTAL_BYTES).toBe(100 * 1024 * 1024)
    // The same rule at a thousandth of the size (kilobytes for megabytes), so the database need not hold 120 MB.
    const scale = 1024
    const now = new Date()
    const add = (name: string, mb: number, hoursAgo: number) =>
      withRepo(app.deps, (r) =>
        r.files.put({
          kind: 'tempLicenses',
          name,
          bytes: new Uint8Array((mb * 1024 * 1024) / scale),
          contentType: 'application/pdf',
          createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
        }),
      )
    await add('old.pdf', 1, 25)
    await add('a.pdf', 40, 3)
    await add('b.pdf', 40, 2)
    await add('c.pdf', 40, 1)
    await withRepo(app.deps, (r) => pruneTempLicenses(r, now, TEMP_MAX_TOTAL_BYTES / scale))
    const kept = await withRepo(app.deps, (r) => r.files.list('tempLicenses'))
    expect(kept.map((f) => f.name).sort()).toEqual(['b.pdf', 'c.pdf'])
  })
})
