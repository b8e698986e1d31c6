// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { hashPassword, issueAccessToken, signJwt, verifyJwt, verifyPassword } from './auth.ts'
import { hashCost, PRODUCTION_COST } from './password.ts'
import { call, signIn, TEST_SECRET, testServer, userId } from './testing.ts'

const now = new Date('2030-01-01T12:00:00Z')
const seconds = (d: Date): number => Math.floor(d.getTime() / 1000)

describe('JWT', () => {
  it('accepts its own token and reads the payload', () => {
    const token = issueAccessToken('abc', 'k', now, false)
    expect(verifyJwt(token, 'k', now)).toMatchObject({ id: 'abc', iat: seconds(now), exp: seconds(now) + 86_400, ims: now.getTime() })
  })

  it('expires after 24 h, or after 30 days when staying connected; a token without expiry is refused', () => {
    const later = new Date(now.getTime() + 86_400_000 + 1000)
    expect(verifyJwt(issueAccessToken('abc', 'k', now, false), 'k', later)).toBeNull()
    expect(verifyJwt(issueAccessToken('abc', 'k', now, true), 'k', later)).toMatchObject({ id: 'abc', iat: seconds(now) })
    const month = new Date(now.getTime() + 30 * 86_400_000 + 1000)
    expect(verifyJwt(issueAccessToken('abc', 'k', now, true), 'k', month)).toBeNull()
    const forever = signJwt({ id: 'abc', iat: seconds(now), sid: 's', ims: now.getTime() } as never, 'k')
    expect(verifyJwt(forever, 'k', now)).toBeNull()
  })

  it('refuses a tampered payload, a wrong key, another algorithm and garbage', () => {
    const token = issueAccessToken('abc', 'k', now, true)
    const [h, , s] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ id: 'admin', iat: seconds(now) })).toString('base64url')
    expect(verifyJwt(`${h}.${forged}.${s}`, 'k', now)).toBeNull()
    expect(verifyJwt(token, 'other', now)).toBeNull()
    expect(verifyJwt(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'k', now)).toBeNull()
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`
    expect(verifyJwt(none, 'k', now)).toBeNull()
    expect(verifyJwt('not.a.jwt', 'k', now)).toBeNull()
    expect(verifyJwt('', 'k', now)).toBeNull()
  })
})

describe('passwords', () => {
  it('hashes with scrypt and a random salt', async () => {
    // The production cost, as a process without the tests' BC_TEST_FAST_PASSWORDS hashes.
    vi.stubEnv('BC_TEST_FAST_PASSWORDS', undefined)
    const a = await hashPassword('secret1')
    const b = await hashPassword('secret1')
    // OWASP's scrypt cost, written into the hash.
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[^$]+\$[^$]+$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('secret1', a)).toBe(true)
    expect(await verifyPassword('secret2', a)).toBe(false)
    expect(await verifyPassword('secret1', undefined)).toBe(false)
    expect(await verifyPassword('secret1', 'plain')).toBe(false)
    // A cost no sane hash has is refused, not computed.
    expect(await verifyPassword('secret1', a.replace('$131072$', '$1073741824$'))).toBe(false)
    vi.unstubAllEnvs()
  })

  it('hashes cheaper only in a test process that asks for it, never with NODE_ENV=production', async () => {
    expect(PRODUCTION_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 })
    expect(hashCost({})).toBe(PRODUCTION_COST)
    expect(hashCost({ BC_TEST_FAST_PASSWORDS: 'yes' })).toBe(PRODUCTION_COST)
    expect(hashCost({ BC_TEST_FAST_PASSWORDS: '1', NODE_ENV: 'production' })).toBe(PRODUCTION_COST)
    expect(hashCost({ BC_TEST_FAST_PASSWORDS: '1' })).toEqual({ N: 2 ** 14, r: 8, p: 1 })
    // The unit tests run with it (vite.config.ts): a cheap hash still verifies, and only its password.
    vi.stubEnv('BC_TEST_FAST_PASSWORDS', '1')
    const cheap = await hashPassword('secret1')
    vi.unstubAllEnvs()
    expect(cheap).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword('secret1', cheap)).toBe(true)
    expect(await verifyPassword('secret2', cheap)).toBe(false)
  })

  it('still verifies a hash written before, with the default cost of Node', async () => {
    const { scryptSync } = await import('node:crypto')
    const salt = Buffer.from('0123456789abcdef')
    const legacy = `scrypt$${salt.toString('base64')}$${scryptSync('secret1', salt, 32).toString('base64')}`
    expect(await verifyPassword('secret1', legacy)).toBe(true)
    expect(await verifyPassword('secret2', legacy)).toBe(false)
  })
})

describe('token middleware', async () => {
  const app = await testServer()

  it('answers 403 without a token and 401 with a bad or expired one', async () => {
    expect((await call(app, 'POST', '/api/validate-access-token')).status).toBe(403)
    const bad = await call(app, 'POST', '/api/validate-access-token', { token: 'x.y.z' })
    expect(bad.status).toBe(401)
    expect(bad.json).toEqual({ message: expect.any(String) })
    const anna = await userId(app, 'anna@example.com')
    const old = signJwt({ id: anna, iat: 1, exp: 2, sid: 's', ims: 1000 }, TEST_SECRET)
    expect((await call(app, 'POST', '/api/validate-access-token', { token: old })).status).toBe(401)
    const nobody = signJwt(
      { id: 'ffffffffffffffffffffffff', iat: seconds(new Date()), exp: seconds(new Date()) + 60, sid: 's', ims: Date.now() },
      TEST_SECRET,
    )
    expect((await call(app, 'POST', '/api/validate-access-token', { token: nobody })).status).toBe(401)
  })

  it('accepts a token from sign-in', async () => {
    const { token } = await signIn(app, 'anna@example.com', 'anna1234')
    expect((await call(app, 'POST', '/api/validate-access-token', { token, body: 'null' })).status).toBe(200)
  })
})
