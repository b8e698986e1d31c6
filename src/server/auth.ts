import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context.ts'
import type { Repo } from './db/repo.ts'
import type { UserRecord } from './types.ts'

const JWT_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
const ACCESS_TOKEN_TTL_SECONDS = 24 * 60 * 60
/** "Stay connected" lasts 30 days, not forever. */
const STAY_CONNECTED_TTL_SECONDS = 30 * 24 * 60 * 60

export interface JwtPayload {
  id: string
  iat: number
  exp: number
  /** The session: one per sign-in, so a password change can keep the device that made it. */
  sid: string
  /** Issued at, in ms (iat is in seconds). */
  ims: number
}

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url')
}

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url')
}

export function signJwt(payload: JwtPayload, secret: string): string {
  const body = `${JWT_HEADER}.${base64url(JSON.stringify(payload))}`
  return `${body}.${sign(body, secret)}`
}

/** Access token for a user: 24 h, or 30 days when the user asked to stay connected. Every token expires. */
export function issueAccessToken(userId: string, secret: string, now: Date, stayConnected: boolean): string {
  const iat = Math.floor(now.getTime() / 1000)
  const exp = iat + (stayConnected ? STAY_CONNECTED_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS)
  return signJwt({ id: userId, iat, exp, sid: randomBytes(12).toString('base64url'), ims: now.getTime() }, secret)
}

/** The payload when the signature is ours, the algorithm HS256 and the token unexpired; else null. */
export function verifyJwt(token: string, secret: string, now: Date): JwtPayload | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, payload, signature] = parts as [string, string, string]
  // Compared as text: base64url decoding is lenient, so two spellings could decode alike.
  const expected = Buffer.from(sign(`${header}.${payload}`, secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const head: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    if (!head || typeof head !== 'object' || (head as { alg?: unknown }).alg !== 'HS256') return null
    const body: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (!body || typeof body !== 'object') return null
    const { id, iat, exp, sid, ims } = body as Partial<Record<keyof JwtPayload, unknown>>
    if (typeof id !== 'string' || typeof iat !== 'number' || typeof sid !== 'string' || typeof ims !== 'number') return null
    if (typeof exp !== 'number' || exp * 1000 <= now.getTime()) return null
    return { id, iat, exp, sid, ims }
  } catch {
    return null
  }
}

// The hashing helpers live in password.ts (the seed needs them without the store).
export { hashPassword, verifyPassword } from './password.ts'

export function randomToken(): string {
  return randomBytes(24).toString('hex')
}

export const TOKEN_HEADER = 'x-access-token'

/** The user a token belongs to, or null when the token is bad, expired or names nobody. */
export async function userFromToken(repo: Repo, token: string, secret: string, now: Date): Promise<UserRecord | null> {
  const payload = verifyJwt(token, secret, now)
  const user = payload && (await repo.users.get(payload.id))
  // A deleted account names nobody; a blacklisted one is refused on every token call until the list lets it go.
  if (!payload || !user || user.blacklisted) return null
  // A password change or reset ends the sessions that came before it, but the one that made the change.
  if (user.sessionsValidFrom !== undefined && payload.ims < user.sessionsValidFrom && payload.sid !== user.keptSession) return null
  return user
}

/** Rejects calls without a valid access token and puts the token's owner in `c.var.user`. */
export function requireUser(secret: string, now: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header(TOKEN_HEADER)
    if (!token) return c.json({ message: 'No token provided!' }, 403)
    const user = await userFromToken(c.var.repo, token, secret, now())
    if (!user) return c.json({ message: 'Unauthorized!' }, 401)
    c.set('user', user)
    await next()
  }
}

/** After `requireUser`: 403 for every token but an admin's (the operator corner, calls 45–59). */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.user.type !== 'admin') return c.json({ message: 'Forbidden' }, 403)
  await next()
}
