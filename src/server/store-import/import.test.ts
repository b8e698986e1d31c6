// @vitest-environment node
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { emptyData } from '../db/sample-data.ts'
import { testDatabase } from '../db/test-database.ts'
import { createServer } from '../server.ts'
import { call, TEST_SECRET } from '../testing.ts'
import { importOldStore } from './import.ts'
import { readOldStore } from './old-store.ts'

/** Issue 48: `npm run import` moves a data folder written by the server before the database (fixture/: its store.json, journal and files). */

const FIXTURE = join(import.meta.dirname, 'fixture')

describe('importing the old data folder', () => {
  it('brings every record, the journal replayed over the snapshot, and the uploaded files, into an empty database', async () => {
    const old = readOldStore(FIXTURE)
    // The fixture's journal made a car (with its picture) after the snapshot: replaying it is part of the import.
    const polonez = old.data.cars.find((c) => c.name === 'Polonez Caro')
    expect(polonez).toBeDefined()
    const { db } = await testDatabase()
    await emptyData(db)
    const counts = await db.transaction().execute((tx) => importOldStore(tx, old, new Date('2026-11-29T12:00:00Z')))
    expect(counts.users).toBe(old.data.users.length)
    expect(counts.bookings).toBe(old.data.bookings.length)
    expect(counts.files).toBe(1)

    const app = createServer({ testMode: false, jwtSecret: TEST_SECRET, db })
    // Passwords keep their hashes: the old accounts sign in as before.
    const backend = await call(app, 'POST', '/api/sign-in/backend', {
      body: { email: 'kontakt@tatra-wheels.example', password: 'tatra1234' },
    })
    expect(backend.status).toBe(200)
    const car = await call(app, 'GET', `/api/car/${polonez!._id}/en`)
    expect(car.status).toBe(200)
    expect((car.json as { name: string }).name).toBe('Polonez Caro')
    const picture = await app.request(`/cdn/cars/${polonez!.image}`)
    expect(picture.status).toBe(200)
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(old.bytes('carImages', polonez!.image))
    // Bookings keep their dates as dates.
    const booking = old.data.bookings[0]
    const row = await db.selectFrom('bookings').select(['from_at', 'status']).where('id', '=', booking._id).executeTakeFirstOrThrow()
    expect(row.from_at.toISOString()).toBe(new Date(booking.from).toISOString())
  })

  it('refuses a database that already has data, and changes nothing in it', async () => {
    const { db } = await testDatabase()
    const before = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    await expect(db.transaction().execute((tx) => importOldStore(tx, readOldStore(FIXTURE), new Date()))).rejects.toThrow(
      /already has data/,
    )
    const after = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
  })
})
