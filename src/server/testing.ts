import { withRepo } from './context.ts'
import { testDatabase } from './db/test-database.ts'
import { emptyData, resetToSampleData } from './db/sample-data.ts'
import { createServer, type ApiServer, type ServerOptions } from './server.ts'

/** Helpers for the unit tests: requests through `app.request`, no socket. */

export const TEST_SECRET = 'unit-test-secret'

/**
 * A server over this test file's database, put back to the sample data as of `options.now` (or
 * now): each call starts from the same data, as the e2e suite's reset does. `sampleData: false`
 * leaves the database empty (production's first start).
 */
export async function testServer(options: Partial<ServerOptions> & { sampleData?: boolean } = {}): Promise<ApiServer> {
  const { sampleData = true, ...rest } = options
  const database = await testDatabase()
  const now = (rest.now ?? (() => new Date()))()
  if (sampleData) await resetToSampleData(database.db, now)
  else await emptyData(database.db)
  return createServer({ testMode: true, jwtSecret: TEST_SECRET, db: database.db, ...rest })
}

export interface Reply {
  status: number
  text: string
  headers: Headers
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  json: unknown
}

export interface CallOptions {
  body?: unknown
  token?: string
  headers?: Record<string, string>
}

export async function call(app: ApiServer, method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers['x-access-token'] = options.token
  let body: string | undefined
  if (options.body !== undefined && method !== 'GET' && method !== 'HEAD') {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
    headers['Content-Type'] ??= 'application/json'
  }
  const res = await app.request(path, { method, headers, body })
  const text = await res.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: res.status, text, headers: res.headers, json }
}

export interface Session {
  id: string
  token: string
}

export async function signIn(app: ApiServer, email: string, password: string): Promise<Session> {
  const reply = await call(app, 'POST', '/api/sign-in/frontend', { body: { email, password } })
  if (reply.status !== 200) throw new Error(`sign-in of ${email} answered ${reply.status}`)
  const { id, accessToken } = reply.json as { id: string; accessToken: string }
  return { id, token: accessToken }
}

export async function userId(app: ApiServer, email: string): Promise<string> {
  const user = await withRepo(app.deps, (repo) => repo.users.byEmail(email))
  if (!user) throw new Error(`no user ${email}`)
  return user._id
}

/** An ISO date `days` from now at 10:00 UTC. */
export function daysFromNow(days: number, hour = 10): string {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + days)
  d.setUTCHours(hour, 0, 0, 0)
  return d.toISOString()
}

export interface PagedReply<T> {
  resultData: T[]
  pageInfo: { totalRecords: number }[]
}

export function firstPage<T>(reply: Reply): PagedReply<T> {
  return (reply.json as PagedReply<T>[])[0]
}
