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
  const type = appType ?? (app.deps.store.userByEmail(account.email)?.type === 'user' ? 'frontend' : 'backend')
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

/** Everything the store holds and the emails sent, as text: equal before and after means nothing changed. */
export function stateOf(app: ApiServer): string {
  return JSON.stringify([app.deps.store.snapshot(), app.deps.outbox.all().length])
}

export const locationId = (app: ApiServer, en: string): string => {
  const found = [...app.deps.store.locations.values()].find((l) => l.names.en === en)
  if (!found) throw new Error(`no location ${en}`)
  return found._id
}
