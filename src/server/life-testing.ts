import { revive } from './db/repo.ts'
import type { ApiServer } from './server.ts'
import { call, daysFromNow } from './testing.ts'
import type { CarRecord } from './types.ts'

/** Helpers for the tests of booking (call 25) and of a booking's life (issue 33: policies, licences, amendments). */

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9])

/** An available car the test's driver may book (minimum age 21 unless `minimumAge` says otherwise), by a predicate. */
export async function carWhere(app: ApiServer, pred: (car: CarRecord) => boolean = () => true, minimumAge = 21): Promise<CarRecord> {
  const rows = await app.deps.db.selectFrom('cars').select('doc').orderBy('id').execute()
  const car = rows.map((r) => revive.car(r.doc)).find((c) => c.available && c.minimumAge === minimumAge && pred(c))
  if (!car) throw new Error('no such car in the seed')
  return car
}

/** Call 25's body for `car`, days 20 to 24 from now unless `extra` says otherwise. */
export function bookingBody(car: CarRecord, extra: Record<string, unknown> = {}, top: Record<string, unknown> = {}) {
  return {
    booking: {
      company: car.company,
      car: car._id,
      pickupLocation: car.locations[0],
      dropOffLocation: car.locations[0],
      from: daysFromNow(20),
      to: daysFromNow(24),
      cancellation: false,
      amendments: false,
      theftProtection: false,
      collisionDamageWaiver: false,
      fullInsurance: false,
      additionalDriver: false,
      ...extra,
    },
    payLater: false,
    ...top,
  }
}

export function guest(email: string, extra: Record<string, unknown> = {}) {
  return { email, phone: '+48 600 000 009', fullName: 'Gość Testowy', birthDate: '1990-01-01T00:00:00.000Z', language: 'pl', ...extra }
}

/** A multipart upload of `bytes` as the field `file` (calls 62 and 64). */
export async function sendFile(app: ApiServer, path: string, bytes: Uint8Array, token?: string, name = 'licence.pdf', field = 'file') {
  const form = new FormData()
  form.append(field, new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }))
  const res = await app.request(path, { method: 'POST', body: form, headers: token ? { 'x-access-token': token } : {} })
  const text = await res.text()
  return { status: res.status, text, json: text.startsWith('"') ? (JSON.parse(text) as string) : undefined }
}

/** Sets a supplier's policies directly through call 67 as an admin would. */
export async function setPolicies(app: ApiServer, adminToken: string, supplier: string, policies: Record<string, unknown>) {
  const reply = await call(app, 'POST', '/api/update-supplier-policies', { token: adminToken, body: { _id: supplier, ...policies } })
  if (reply.status !== 200) throw new Error(`call 67 answered ${reply.status} ${reply.text}`)
  return reply.json
}

/** A press on the test provider's page ("Pay" or "Decline"), as the driver's browser sends the form (issue 47). */
export function pressOnTestPage(app: ApiServer, checkoutUrl: string, outcome: 'paid' | 'failed'): Promise<Response> {
  const url = new URL(checkoutUrl)
  return Promise.resolve(
    app.request(url.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ r: url.searchParams.get('r') ?? '', outcome }).toString(),
    }),
  )
}

/** Pays a booking made with payLater false, as its driver would: "Pay" on the test provider's page. */
export async function payOnTestPage(app: ApiServer, checkoutUrl: string): Promise<void> {
  const res = await pressOnTestPage(app, checkoutUrl, 'paid')
  if (res.status !== 303) throw new Error(`the test provider answered ${res.status}`)
}
