import { sql } from 'kysely'
import { revive } from './db/repo.ts'
import type { ApiServer } from './server.ts'
import { call, type Session } from './testing.ts'

/** Helpers for the operator corner's tests (admin*.test.ts). */

export const ADMIN = { email: 'admin@volta.example', password: 'admin1234' }
export const SUNRENT = { email: 'contact@sunrent.example', password: 'supplier123' }
export const TATRA = { email: 'kontakt@tatra-wheels.example', password: 'tatra1234' }
export const ATLAS = { email: 'contact@atlas-auto.example', password: 'atlas1234' }
export const ANNA = { email: 'anna@example.com', password: 'anna1234' }
export const JOHN = { email: 'john@example.com', password: 'john1234' }

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

export async function session(app: ApiServer, account: { email: string; password: string }, appType?: string): Promise<Session> {
  const user = await app.deps.db.selectFrom('users').select('type').where('email', '=', account.email).executeTakeFirst()
  const type = appType ?? (user?.type === 'user' ? 'frontend' : 'backend')
  const reply = await call(app, 'POST', `/api/sign-in/${type}`, { body: account })
  if (reply.status !== 200) throw new Error(`sign-in of ${account.email} answered ${reply.status}`)
  const { id, accessToken } = reply.json as { id: string; accessToken: string }
  return { id, token: accessToken }
}

export async function upload(app: ApiServer, path: string, token: string | undefined, bytes: Uint8Array = PNG) {
  const form = new FormData()
  form.append('image', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }))
  const res = await app.request(path, { method: 'POST', body: form, headers: token ? { 'x-access-token': token } : {} })
  const text = await res.text()
  return { status: res.status, text, json: text.startsWith('"') ? (JSON.parse(text) as string) : undefined }
}

/** Everything the database holds and the emails sent, as text: equal before and after means nothing changed. */
export async function stateOf(app: ApiServer): Promise<string> {
  const { db } = app.deps
  const tables = [
    'users',
    'locations',
    'cars',
    'additional_drivers',
    'bookings',
    'notifications',
    'tokens',
    'idempotency',
    'outbox',
  ] as const
  const state: unknown[] = []
  for (const table of tables)
    state.push(await sql`SELECT to_jsonb(t) AS row FROM ${sql.table(table)} t ORDER BY to_jsonb(t)::text`.execute(db).then((r) => r.rows))
  state.push(
    await db.selectFrom('files').select(['kind', 'name', 'content_type', 'owner', 'booking']).orderBy('kind').orderBy('name').execute(),
  )
  return JSON.stringify(state)
}

export const locationId = async (app: ApiServer, en: string): Promise<string> => {
  const rows = await app.deps.db.selectFrom('locations').select('doc').execute()
  const found = rows.map((r) => revive.location(r.doc)).find((l) => l.names.en === en)
  if (!found) throw new Error(`no location ${en}`)
  return found._id
}
