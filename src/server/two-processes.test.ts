// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from './db/database.ts'
import { revive } from './db/repo.ts'
import { freePort, postJson, processData, startServer, tempDirs, type ProcessData, type RunningServer } from './process-testing.ts'
import { daysFromNow } from './testing.ts'

/**
 * Issue 48, done when: two server processes on one PostgreSQL database (BC_TEST_DATABASE_URL; the
 * embedded engine serves one process only) migrate and load the sample data once though they start
 * together, see each other's bookings at once, give exactly one booking and 409s to 20 simultaneous
 * bookings of one car for the same days, and lose nothing when one is killed -9.
 */

const url = process.env.BC_TEST_DATABASE_URL
const dirs = tempDirs()
let data: ProcessData
let a: RunningServer
let b: RunningServer
let portA = 0

beforeAll(async () => {
  if (!url) return
  data = await processData(dirs, 'two')
  ;[portA] = [await freePort()]
  const portB = await freePort()
  // Both start at once on the empty database.
  a = startServer(data.args, portA)
  b = startServer(data.args, portB)
  await Promise.all([a.ready, b.ready])
}, 60_000)

afterAll(async () => {
  for (const server of [a, b]) server?.child.kill('SIGTERM')
  await Promise.all([a?.stopped, b?.stopped])
  dirs.removeAll()
})

async function token(base: string): Promise<string> {
  const reply = await postJson(`${base}/api/sign-in/frontend`, { email: 'john@example.com', password: 'john1234' })
  return ((await reply.json()) as { accessToken: string }).accessToken
}

function body(car: { _id: string; company: string; locations: string[] }, day: number) {
  return {
    booking: {
      company: car.company,
      car: car._id,
      pickupLocation: car.locations[0],
      dropOffLocation: car.locations[0],
      from: daysFromNow(day),
      to: daysFromNow(day + 3),
      cancellation: false,
      amendments: false,
      theftProtection: false,
      collisionDamageWaiver: false,
      fullInsurance: false,
      additionalDriver: false,
    },
    payLater: false,
  }
}

describe.skipIf(!url)('two processes on one PostgreSQL database', () => {
  it('migrate and load the sample data once, share sessions, see each other’s bookings, and book a car once among 20 racing calls', async () => {
    const database = await data.open()
    const migrations = await database.db.selectFrom('schema_migrations').select('version').execute()
    expect(migrations.map((m) => m.version).sort((a, b) => a - b)).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1))
    const johns = await database.db.selectFrom('users').select('doc').where('email', '=', 'john@example.com').execute()
    expect(johns).toHaveLength(1)
    const john = revive.user(johns[0].doc)
    const age = (Date.now() - john.birthDate!.getTime()) / (365.25 * 86_400_000)
    const cars = (await database.db.selectFrom('cars').select('doc').where('available', '=', true).orderBy('id').execute())
      .map((r) => revive.car(r.doc))
      .filter((c) => c.minimumAge <= age - 1)
    await database.close()

    // A token made by one process is good on the other (the signing key is in the database).
    const fromA = await token(a.base)
    const headers = { 'x-access-token': fromA }
    const made = await postJson(`${a.base}/api/book`, body(cars[0], 200), headers)
    expect(made.status).toBe(200)
    const { bookingId } = (await made.json()) as { bookingId: string }
    const seen = await fetch(`${b.base}/api/booking/${bookingId}/en`, { headers })
    expect(seen.status).toBe(200)

    // 20 calls for one car and the same days, ten to each process, all at once.
    const car = cars[1]
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postJson(`${(i % 2 ? a : b).base}/api/book`, body(car, 260), headers).then((r) => r.status)),
    )
    expect(replies.filter((s) => s === 200)).toHaveLength(1)
    expect(replies.filter((s) => s === 409)).toHaveLength(19)
  }, 60_000)

  it('loses nothing when one is killed -9 right after its reply; the other serves on', async () => {
    const database = await data.open()
    const cars = (await database.db.selectFrom('cars').select('doc').where('available', '=', true).orderBy('id').execute()).map((r) =>
      revive.car(r.doc),
    )
    await database.close()
    const headers = { 'x-access-token': await token(a.base) }
    const made = await postJson(`${a.base}/api/book`, body(cars[2], 320), headers)
    expect(made.status).toBe(200)
    const { bookingId } = (await made.json()) as { bookingId: string }
    a.child.kill('SIGKILL')
    await a.stopped
    expect((await fetch(`${b.base}/api/booking/${bookingId}/en`, { headers })).status).toBe(200)
    a = startServer(data.args, portA)
    await a.ready
    expect((await fetch(`${a.base}/api/booking/${bookingId}/en`, { headers })).status).toBe(200)
  }, 60_000)
})
