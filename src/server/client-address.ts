import { BlockList, isIP } from 'node:net'
import type { Context, MiddlewareHandler } from 'hono'

/**
 * The client's address (issue 37): the socket's, unless the connection comes from a trusted
 * reverse proxy, in which case X-Forwarded-For says who the proxy spoke for. The header is read
 * from the right: each hop that is itself a trusted proxy hands over to the address before it,
 * and the first untrusted one is the client (what a client writes in the header itself is never
 * believed, since its own address is appended after it). Rate limits key on this address.
 *
 * Trusted proxies: BC_TRUST_PROXY / --trust-proxy, a comma-separated list of addresses and CIDR
 * ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`), or `loopback` for 127.0.0.0/8 and ::1. None by default.
 */

export class TrustedProxies {
  private readonly list = new BlockList()
  private readonly any: boolean

  constructor(spec: string | readonly string[] = []) {
    const entries = (typeof spec === 'string' ? spec.split(',') : spec).map((s) => s.trim()).filter(Boolean)
    for (const entry of entries) {
      if (entry === 'loopback') {
        this.list.addSubnet('127.0.0.0', 8, 'ipv4')
        this.list.addAddress('::1', 'ipv6')
        continue
      }
      const [address, bits] = entry.split('/')
      const family = isIP(address)
      if (!family) throw new Error(`Trusted proxy "${entry}" is not an IP address or range.`)
      const type = family === 4 ? 'ipv4' : 'ipv6'
      if (bits === undefined) this.list.addAddress(address, type)
      else {
        const prefix = Number(bits)
        if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
          throw new Error(`Trusted proxy "${entry}" has a bad prefix.`)
        this.list.addSubnet(address, prefix, type)
      }
    }
    this.any = entries.length > 0
  }

  trusts(address: string): boolean {
    if (!this.any) return false
    const plain = normalize(address)
    const family = isIP(plain)
    return family !== 0 && this.list.check(plain, family === 4 ? 'ipv4' : 'ipv6')
  }
}

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is 10.0.0.1. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1] : address
}

/** The client behind a chain of trusted proxies; `socket` when the connection is not from one. */
export function resolveClientAddress(socket: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  let client = normalize(socket)
  if (!forwardedFor || !trusted.trusts(client)) return client
  const hops = forwardedFor
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
  while (hops.length && trusted.trusts(client)) {
    const hop = normalize(hops.pop()!)
    // A malformed entry ends the walk: the last good address is the client.
    if (!isIP(hop)) break
    client = hop
  }
  return client
}

/** By request context (one per request; not by Request, which body-limit middleware replaces). */
const resolved = new WeakMap<object, string>()

function socketAddress(c: { env: unknown }): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'local'
}

/** Works out each request's client address once (server.ts installs it first). */
export function clientAddresses(trusted: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    resolved.set(c, resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trusted))
    await next()
  }
}

/** The client's address ('local' for requests made in-process by tests). */
export function clientAddress(c: Pick<Context, 'env'>): string {
  return resolved.get(c) ?? socketAddress(c)
}
