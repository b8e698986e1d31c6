// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ADMIN, ANNA, JOHN, PNG, SUNRENT, TATRA, session } from './admin-testing.ts'
import { withRepo } from './context.ts'
import { openDatabase } from './db/database.ts'
import { Repo, revive, type FileKind } from './db/repo.ts'
import { loadSampleDataOnce } from './db/sample-data.ts'
import { bookingBody, carWhere, guest, JPEG, PDF, sendFile, setPolicies } from './life-testing.ts'
import { tempDirs } from './process-testing.ts'
import { createServer } from './server.ts'
import { call, daysFromNow, TEST_SECRET, testServer, type Session } from './testing.ts'

/** Issue 33: a driver's licence (calls 62–66) and the licence rule of call 25. */

const app = await testServer()
const db = app.deps.db
const dirs = tempDirs()
afterAll(() => dirs.removeAll())

const WEBP = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 \x04\x00\x00\x00abcd', 'latin1')
const NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/

let admin: Session
let anna: Session
let john: Session
let sunrent: Session
let tatra: Session
beforeAll(async () => {
  ;[admin, anna, john, sunrent, tatra] = await Promise.all([ADMIN, ANNA, JOHN, SUNRENT, TATRA].map((a) => session(app, a)))
})
beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
})

const read = (token: string | undefined, userId: string) => call(app, 'GET', `/api/license/${userId}`, { token })

/** A kept upload (bytes included), or undefined. */
const fileOf = (kind: FileKind, name: string) => withRepo(app.deps, (r) => r.files.get(kind, name))
/** The names of a kind's kept uploads. */
const namesOf = async (kind: FileKind) => (await withRepo(app.deps, (r) => r.files.list(kind))).map((f) => f.name)
const userOf = (email: string) => withRepo(app.deps, (r) => r.users.byEmail(email))
/** Whether a booking of `company` (and of `driver`, when given) exists. */
async function hasBooking(company: string, driver?: string): Promise<boolean> {
  let q = db.selectFrom('bookings').select('id').where('company', '=', company)
  if (driver) q = q.where('driver', '=', driver)
  return !!(await q.executeTakeFirst())
}

describe('call 62 create-license and call 63 delete-temp-license', () => {
  it('takes a JPEG, PNG, WebP or PDF by its content, under a random name, and serves it nowhere', async () => {
    for (const [bytes, ext] of [
      [JPEG, 'jpg'],
      [PNG, 'png'],
      [WEBP, 'webp'],
      [PDF, 'pdf'],
    ] as const) {
      const reply = await sendFile(app, '/api/create-license', bytes, undefined, 'x.txt')
      expect(reply.status).toBe(200)
      expect(reply.json).toMatch(NAME)
      expect(reply.json!.endsWith(`.${ext}`)).toBe(true)
      expect((await fileOf('tempLicenses', reply.json!))!.bytes).toEqual(new Uint8Array(bytes))
      for (const path of [`/cdn/users/${reply.json!}`, `/cdn/cars/${reply.json!}`, `/${reply.json!}`, `/api/${reply.json!}`]) {
        expect((await app.request(path)).status, path).toBe(404)
      }
    }
  })

  it('refuses anything else with 400: an SVG, text, an empty file, over 5 MB, no file field, JSON', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])
    for (const bytes of [svg, Buffer.from('hello'), Buffer.alloc(0), big, Buffer.from('%PDFx')]) {
      expect((await sendFile(app, '/api/create-license', bytes, undefined, 'licence.pdf')).status).toBe(400)
    }
    expect((await sendFile(app, '/api/create-license', PDF, undefined, 'l.pdf', 'image')).status).toBe(400)
    expect((await call(app, 'POST', '/api/create-license', { body: { file: 'x' } })).status).toBe(400)
    // Far over the limit: refused unread.
    const huge = await sendFile(app, '/api/create-license', Buffer.alloc(7 * 1024 * 1024), undefined)
    expect(huge.status).toBe(413)
    expect(await namesOf('tempLicenses')).toEqual([])
  })

  it('answers 429 after twenty uploads an hour from one address', async () => {
    for (let i = 0; i < 20; i++) expect((await sendFile(app, '/api/create-license', PDF)).status).toBe(200)
    expect((await sendFile(app, '/api/create-license', PDF)).status).toBe(429)
  })

  it('call 63 forgets an upload; any other name is ignored with 200', async () => {
    const name = (await sendFile(app, '/api/create-license', PDF)).json!
    expect((await call(app, 'POST', `/api/delete-temp-license/${name}`)).status).toBe(200)
    expect(await fileOf('tempLicenses', name)).toBeUndefined()
    expect((await call(app, 'POST', `/api/delete-temp-license/${name}`)).status).toBe(200)
    expect((await call(app, 'POST', '/api/delete-temp-license/..%2F..%2Fstore.json')).status).toBe(200)
  })
})

describe('calls 64 update-license and 65 delete-license', () => {
  it('puts the licence on file under a new name, replacing and deleting the previous one; call 11 names it', async () => {
    const first = await sendFile(app, `/api/update-license/${anna.id}`, PDF, anna.token)
    expect(first.status).toBe(200)
    expect(first.json).toMatch(NAME)
    expect(first.json).not.toContain(anna.id)
    const second = await sendFile(app, `/api/update-license/${anna.id}`, JPEG, anna.token)
    expect(second.json).toMatch(/\.jpg$/)
    expect(await fileOf('licenses', first.json!)).toBeUndefined()
    expect(await fileOf('licenses', second.json!)).toMatchObject({ owner: anna.id, contentType: 'image/jpeg' })
    const me = await call(app, 'GET', `/api/user/${anna.id}`, { token: anna.token })
    expect(me.json).toMatchObject({ license: second.json })
    expect((await call(app, 'POST', `/api/delete-license/${anna.id}`, { token: anna.token })).status).toBe(200)
    expect(await namesOf('licenses')).toEqual([])
    expect((await call(app, 'GET', `/api/user/${anna.id}`, { token: anna.token })).json).not.toHaveProperty('license')
    expect((await call(app, 'POST', `/api/delete-license/${anna.id}`, { token: anna.token })).status).toBe(200)
  })

  it('refuses: 403 no token or another user, 401 bad token, 204 unknown user, 400 not a driver or not such a file', async () => {
    const unknown = '6650aa000000000000000000'
    const cases: [string, string | undefined, number][] = [
      [anna.id, undefined, 403],
      [anna.id, 'bad.token.here', 401],
      [john.id, anna.token, 403],
      [anna.id, admin.token, 403],
      [unknown, anna.token, 204],
      [sunrent.id, sunrent.token, 400],
    ]
    for (const [id, token, status] of cases) {
      expect((await sendFile(app, `/api/update-license/${id}`, PDF, token)).status, `update ${id}`).toBe(status)
      expect((await call(app, 'POST', `/api/delete-license/${id}`, { token })).status, `delete ${id}`).toBe(status)
    }
    expect((await sendFile(app, `/api/update-license/${anna.id}`, Buffer.from('GIF89a......'), anna.token)).status).toBe(400)
    expect(await namesOf('licenses')).toEqual([])
  })
})

describe('call 66 license: who may read it', () => {
  it('serves it to the driver, a supplier with a booking of that driver (any status), an admin; 403 to anyone else', async () => {
    expect((await read(anna.token, anna.id)).status).toBe(204)
    const name = (await sendFile(app, `/api/update-license/${anna.id}`, PDF, anna.token)).json!
    expect(await hasBooking(sunrent.id, anna.id)).toBe(true)
    expect(await hasBooking(tatra.id)).toBe(false)
    for (const token of [anna.token, sunrent.token, admin.token]) {
      const reply = await read(token, anna.id)
      expect(reply.status).toBe(200)
      expect(reply.headers.get('cache-control')).toBe('private, no-store')
      const body = reply.json as { name: string; type: string; size: number; data: string }
      expect(body).toMatchObject({ name, type: 'application/pdf', size: PDF.length })
      expect(Buffer.from(body.data, 'base64')).toEqual(PDF)
    }
    // A supplier without a booking of Anna, another driver, an unknown id, no token, a bad token.
    for (const [token, id, status] of [
      [tatra.token, anna.id, 403],
      [john.token, anna.id, 403],
      [anna.token, '6650aa000000000000000000', 403],
      [admin.token, '6650aa000000000000000000', 403],
      [admin.token, sunrent.id, 403],
      [undefined, anna.id, 403],
      ['bad', anna.id, 401],
    ] as const) {
      const reply = await read(token, id)
      expect(reply.status, `${String(token)} ${id}`).toBe(status)
      expect(reply.text).not.toContain(PDF.toString('base64').slice(0, 12))
    }
  })

  it('lets a supplier read it once it has a booking of that driver, whatever its status', async () => {
    await sendFile(app, `/api/update-license/${john.id}`, PNG, john.token)
    expect((await read(tatra.token, john.id)).status).toBe(403)
    const car = await carWhere(app, (c) => c.company === tatra.id)
    expect((await call(app, 'POST', '/api/book', { token: john.token, body: bookingBody(car) })).status).toBe(200)
    const rows = await db.selectFrom('bookings').select('doc').where('company', '=', tatra.id).execute()
    await withRepo(app.deps, async (r) => {
      for (const row of rows) await r.bookings.put({ ...revive.booking(row.doc), status: 'cancelled' })
    })
    expect((await read(tatra.token, john.id)).status).toBe(200)
  })
})

describe('call 25 with a supplier that requires a licence', () => {
  const car = () => carWhere(app, (c) => c.company === sunrent.id)
  const book = (body: unknown, token?: string) => call(app, 'POST', '/api/book', { token, body })

  beforeEach(async () => {
    await setPolicies(app, admin.token, sunrent.id, { licenseRequired: true })
  })

  it('refuses a signed-in driver without one (before the 409), and books with one on file', async () => {
    const refused = await book(bookingBody(await car()), john.token)
    expect(refused.status).toBe(400)
    expect(refused.text).toMatch(/licen/i)
    // A period another booking holds: still the licence's 400, not 409.
    const held = revive.booking(
      (
        await db
          .selectFrom('bookings')
          .select('doc')
          .where('company', '=', sunrent.id)
          .where('status', '=', 'paid')
          .where('from_at', '>', new Date())
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).doc,
    )
    const heldCar = (await withRepo(app.deps, (r) => r.cars.get(held.car)))!
    const body = bookingBody(heldCar, { from: held.from.toISOString(), to: held.to.toISOString() })
    expect((await book(body, john.token)).status).toBe(400)
    await sendFile(app, `/api/update-license/${john.id}`, PDF, john.token)
    expect((await book(body, john.token)).status).toBe(409)
    expect((await book(bookingBody(await car()), john.token)).status).toBe(200)
  })

  it('adopts a top-level upload as the driver’s licence under a new name; a used, deleted or unknown name is a 400', async () => {
    await sendFile(app, `/api/update-license/${john.id}`, PDF, john.token)
    const old = (await userOf(JOHN.email))!.license!
    const upload = (await sendFile(app, '/api/create-license', JPEG)).json!
    const reply = await book(bookingBody(await car(), {}, { license: upload }), john.token)
    expect(reply.status).toBe(200)
    const now = (await userOf(JOHN.email))!.license!
    expect(now).toMatch(/\.jpg$/)
    expect(now).not.toBe(upload)
    expect(await fileOf('licenses', old)).toBeUndefined()
    expect(await fileOf('tempLicenses', upload)).toBeUndefined()
    const again = await book(bookingBody(await car(), { from: daysFromNow(40), to: daysFromNow(42) }, { license: upload }), john.token)
    expect(again.status).toBe(400)
    const deleted = (await sendFile(app, '/api/create-license', PDF)).json!
    await call(app, 'POST', `/api/delete-temp-license/${deleted}`)
    for (const name of [deleted, 'f'.repeat(32) + '.pdf', 42, '../store.json']) {
      const bad = await book(bookingBody(await car(), { from: daysFromNow(50), to: daysFromNow(52) }, { license: name }), john.token)
      expect(bad.status, String(name)).toBe(400)
    }
  })

  it('asks a guest for driver.license, and the new account keeps it', async () => {
    const without = await book({ ...bookingBody(await car()), driver: guest('g1@example.com') })
    expect(without.status).toBe(400)
    expect(await userOf('g1@example.com')).toBeUndefined()
    const upload = (await sendFile(app, '/api/create-license', PDF)).json!
    // A top-level license is a signed-in driver's: a guest's goes in driver.license.
    expect((await book({ ...bookingBody(await car()), license: upload, driver: guest('g1@example.com') })).status).toBe(400)
    const reply = await book({ ...bookingBody(await car()), driver: guest('g1@example.com', { license: upload }) })
    expect(reply.status).toBe(200)
    const created = (await userOf('g1@example.com'))!
    expect(await fileOf('licenses', created.license!)).toMatchObject({ owner: created._id, contentType: 'application/pdf' })
  })

  it('leaves a supplier that does not require one as it was', async () => {
    const other = await carWhere(app, (c) => c.company !== sunrent.id && c.company !== tatra.id)
    expect((await book(bookingBody(other), john.token)).status).toBe(200)
  })
})

describe('licences on disk', () => {
  it('commits an acknowledged licence to the database before the reply, and reads it back after a restart', async () => {
    const dir = dirs.make()
    const database = await openDatabase({ dir })
    await loadSampleDataOnce(database.db, new Date())
    const server = createServer({ testMode: false, jwtSecret: TEST_SECRET, db: database.db })
    const reply = await sendFile(server, `/api/update-license/${anna.id}`, PDF, anna.token)
    expect(reply.status).toBe(200)
    const temp = (await sendFile(server, '/api/create-license', JPEG)).json!
    const kept = await database.db.selectFrom('files').select(['kind', 'name', 'owner', 'content_type']).orderBy('kind').execute()
    expect(kept).toEqual([
      { kind: 'licenses', name: reply.json, owner: anna.id, content_type: 'application/pdf' },
      { kind: 'tempLicenses', name: temp, owner: null, content_type: 'image/jpeg' },
    ])
    await database.close()
    // The database closed and opened again: what was acknowledged is there.
    const again = await openDatabase({ dir })
    const repo = new Repo(again.db, () => new Date())
    expect((await repo.users.get(anna.id))!.license).toBe(reply.json)
    const file = (await repo.files.get('licenses', reply.json!))!
    expect(file.bytes).toEqual(new Uint8Array(PDF))
    expect(file.createdAt).toBeInstanceOf(Date)
    expect(await repo.files.get('tempLicenses', temp)).toBeDefined()
    await repo.finish(true)
    // Deleting it removes the file with the account's mention of it.
    const app2 = createServer({ testMode: false, jwtSecret: TEST_SECRET, db: again.db })
    expect((await call(app2, 'POST', `/api/delete-license/${anna.id}`, { token: anna.token })).status).toBe(200)
    const after = new Repo(again.db, () => new Date())
    expect(await after.files.get('licenses', reply.json!)).toBeUndefined()
    expect((await after.users.get(anna.id))!.license).toBeUndefined()
    await after.finish(true)
    await again.close()
  })
})
