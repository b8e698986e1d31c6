// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { resolveClientAddress, TrustedProxies } from './client-address.ts'
import { withRepo } from './context.ts'
import { carWhere } from './life-testing.ts'
import { testServer } from './testing.ts'

/**
 * Issue 37: behind a reverse proxy the limits key on the client, not on the proxy. X-Forwarded-For
 * is believed only when the connection comes from a configured trusted proxy.
 */

describe('resolveClientAddress', () => {
  const trusted = new TrustedProxies('10.0.0.0/8, loopback, 2001:db8::1')

  it('believes X-Forwarded-For only from a trusted proxy, reading it from the right', () => {
    expect(resolveClientAddress('198.51.100.7', '203.0.113.5', trusted)).toBe('198.51.100.7')
    expect(resolveClientAddress('10.1.2.3', '203.0.113.5', trusted)).toBe('203.0.113.5')
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.5', trusted)).toBe('203.0.113.5')
    expect(resolveClientAddress('2001:db8::1', '2001:db8::99', trusted)).toBe('2001:db8::99')
    // What the client wrote itself comes first: only the address the proxy saw counts.
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, 203.0.113.5', trusted)).toBe('203.0.113.5')
    // Through two trusted proxies.
    expect(resolveClientAddress('10.0.0.2', '203.0.113.5, 10.9.9.9', trusted)).toBe('203.0.113.5')
    expect(resolveClientAddress('10.0.0.2', 'garbage', trusted)).toBe('10.0.0.2')
    expect(resolveClientAddress('10.0.0.2', undefined, trusted)).toBe('10.0.0.2')
    expect(resolveClientAddress('10.0.0.2', '203.0.113.5', new TrustedProxies(''))).toBe('10.0.0.2')
    expect(() => new TrustedProxies('proxy.example')).toThrow(/not an IP/)
  })
})

describe('the limits behind a proxy', async () => {
  const PROXY = '::ffff:10.0.0.2'
  const app = await testServer({ trustedProxies: '10.0.0.2' })
  const car = await carWhere(app)
  let n = 0

  async function send(path: string, body: unknown, socket: string, forwardedFor?: string): Promise<number> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor
    const res = await app.request(
      path,
      { method: 'POST', headers, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: socket } } },
    )
    return res.status
  }

  function guest() {
    n += 1
    const from = new Date(Date.now() + (40 + n * 4) * 86_400_000)
    return {
      booking: {
        company: car.company,
        car: car._id,
        pickupLocation: car.locations[0],
        dropOffLocation: car.locations[0],
        from: from.toISOString(),
        to: new Date(from.getTime() + 2 * 86_400_000).toISOString(),
      },
      driver: {
        email: `proxy-guest-${n}@example.com`,
        phone: '+48 600 700 800',
        fullName: 'Guest',
        birthDate: '1990-01-01T00:00:00.000Z',
        language: 'en',
      },
    }
  }

  it('counts guest bookings per client behind a trusted proxy, and per socket otherwise', async () => {
    for (let i = 0; i < 5; i++) expect(await send('/api/book', guest(), PROXY, '203.0.113.5')).toBe(200)
    expect(await send('/api/book', guest(), PROXY, '203.0.113.5')).toBe(429)
    // Another client behind the same proxy is not held back by the first.
    expect(await send('/api/book', guest(), PROXY, '203.0.113.6')).toBe(200)
    // A direct client cannot pick its key by writing the header: its socket address counts.
    for (let i = 0; i < 5; i++) expect(await send('/api/book', guest(), '198.51.100.7', `192.0.2.${i}`)).toBe(200)
    expect(await send('/api/book', guest(), '198.51.100.7', '192.0.2.200')).toBe(429)
  })

  it('counts wrong passwords per client behind a trusted proxy', async () => {
    // Twenty failures already recorded for one client: it is refused, its neighbours are not.
    await withRepo(app.deps, async (repo) => {
      for (let i = 0; i < 20; i++) app.deps.passwordFailures.address.fail(repo, 'addr:203.0.113.50')
    })
    const wrong = { email: 'john@example.com', password: 'not-the-password' }
    expect(await send('/api/sign-in/frontend', wrong, PROXY, '203.0.113.50')).toBe(429)
    expect(await send('/api/sign-in/frontend', wrong, PROXY, '203.0.113.51')).not.toBe(429)
    // Not from the proxy: the header is ignored, the socket's own count applies.
    expect(await send('/api/sign-in/frontend', wrong, '198.51.100.8', '203.0.113.50')).not.toBe(429)
  })
})
