// @vitest-environment node
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DB_DIR } from './data-folder.ts'
import { newPGlite, SCHEMA_VERSION } from './db/database.ts'
import { revive } from './db/repo.ts'
import { freePort, postJson, processData, repoRoot, startServer, tempDirs, type ProcessData } from './process-testing.ts'

/**
 * Issues 10 and 48: the demo (`npm start`) writes the sample data into a new data folder's database
 * and keeps what is changed across a restart; `--in-memory` and test mode never write the folder; a
 * database newer than the code is refused and left as it is; `npm run reset-data` brings the sample
 * data back; one server per embedded database. On the embedded engine, or on a PostgreSQL server
 * when BC_TEST_DATABASE_URL is set (processData).
 */

const dirs = tempDirs()
afterAll(() => dirs.removeAll())

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** The sample passwords hashed at the tests' cost (password.ts): the demo's start hashes them all. */
const FAST = { BC_TEST_FAST_PASSWORDS: '1' }

let data: ProcessData
/** The server's arguments; with a PostgreSQL server a data folder too, for the demo's VAPID keys (main.ts keeps them in one). */
let serverArgs: string[]
beforeAll(async () => {
  data = await processData(dirs, 'folder')
  serverArgs = data.engine === 'server' ? [...data.args, '--data-dir', dirs.make()] : data.args
}, 60_000)

interface Session {
  id: string
  token: string
}

async function signIn(base: string, side: 'frontend' | 'backend', email: string, password: string): Promise<Session> {
  const reply = await postJson(`${base}/api/sign-in/${side}`, { email, password })
  expect(reply.status, email).toBe(200)
  const { id, accessToken } = (await reply.json()) as { id: string; accessToken: string }
  return { id, token: accessToken }
}

async function upload(base: string, token: string): Promise<string> {
  const form = new FormData()
  form.append('image', new File([new Uint8Array(PNG)], 'car.png', { type: 'image/png' }))
  const res = await fetch(`${base}/api/create-car-image`, { method: 'POST', body: form, headers: { 'x-access-token': token } })
  expect(res.status).toBe(200)
  return (await res.json()) as string
}

/** Runs a command of the repository (`node --import tsx <script> ...args`) to its end. */
function run(script: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const env = { ...process.env }
  for (const key of Object.keys(env)) if (key.startsWith('BC_') || key === 'NODE_ENV') delete env[key]
  Object.assign(env, FAST)
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

/** Reads the data as it is, without migrating it (openDatabase refuses a newer schema). */
async function rawQuery<T>(text: string): Promise<T[]> {
  if (data.engine === 'server') {
    const client = new pg.Client({ connectionString: data.args[1] })
    await client.connect()
    try {
      return (await client.query(text)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const pglite = await newPGlite({ dataDir: join(data.args[1], DB_DIR) })
  try {
    return (await pglite.query<T>(text)).rows
  } finally {
    await pglite.close()
  }
}

/** What the first test made, checked again by the later ones. */
const made = { car: '', booking: '', image: '' }

describe('the data folder', () => {
  it('starts with the sample data, keeps cars, pictures, bookings and accounts across a restart, dates as dates; one server per folder', async () => {
    const port = await freePort()
    const first = startServer(serverArgs, port, FAST)
    await first.ready
    const base = first.base
    expect(first.output()).toMatch(/\(new, with the sample data\)/)
    if (data.engine === 'embedded') expect(first.output()).toContain(data.args[1])

    const tatra = await signIn(base, 'backend', 'kontakt@tatra-wheels.example', 'tatra1234')
    const john = await signIn(base, 'frontend', 'john@example.com', 'john1234')
    const locations = (await (await fetch(`${base}/api/locations/1/100/en`)).json()) as { resultData: { _id: string; name: string }[] }[]
    const kraków = locations[0].resultData.find((l) => l.name === 'Kraków Airport')!._id
    const image = await upload(base, tatra.token)
    const created = await postJson(
      `${base}/api/create-car`,
      {
        name: 'Polonez Caro',
        company: tatra.id,
        minimumAge: 30,
        locations: [kraków],
        price: 99,
        deposit: 500,
        available: true,
        type: 'gasoline',
        gearbox: 'manual',
        aircon: false,
        image,
        seats: 5,
        doors: 5,
        fuelPolicy: 'freeTank',
        mileage: 250,
        cancellation: -1,
        amendments: 0,
        theftProtection: 5,
        collisionDamageWaiver: 6,
        fullInsurance: 7,
        additionalDriver: 8,
      },
      { 'x-access-token': tatra.token },
    )
    expect(created.status).toBe(200)
    const carId = ((await created.json()) as { _id: string })._id
    const from = new Date(Date.now() + 40 * 86_400_000).toISOString()
    const to = new Date(Date.now() + 42 * 86_400_000).toISOString()
    // A guest booking: a new account and its activation link, the supplier told.
    const booked = await postJson(`${base}/api/book`, {
      booking: {
        company: tatra.id,
        car: carId,
        pickupLocation: kraków,
        dropOffLocation: kraków,
        from,
        to,
        cancellation: false,
        amendments: false,
        theftProtection: true,
        collisionDamageWaiver: false,
        fullInsurance: false,
        additionalDriver: false,
      },
      driver: {
        email: 'kept.guest@example.com',
        phone: '+48 600 700 800',
        fullName: 'Kept Guest',
        birthDate: '1970-02-03',
        language: 'pl',
      },
      payLater: true,
    })
    expect(booked.status).toBe(200)
    const bookingId = ((await booked.json()) as { bookingId: string }).bookingId
    const tempImage = await upload(base, tatra.token)
    const notes = (await (
      await fetch(`${base}/api/notifications/${tatra.id}/1/10`, { headers: { 'x-access-token': tatra.token } })
    ).json()) as {
      resultData: { _id: string }[]
    }[]
    const noteIds = notes[0].resultData.map((n) => n._id)
    expect(noteIds.length).toBeGreaterThan(0)
    const read = await postJson(`${base}/api/mark-notifications-as-read/${tatra.id}`, { ids: noteIds }, { 'x-access-token': tatra.token })
    expect(read.status).toBe(200)
    const changed = await postJson(`${base}/api/update-language`, { id: john.id, language: 'fr' }, { 'x-access-token': john.token })
    expect(changed.status).toBe(200)

    // While it runs, a second server on the same embedded database is refused (a PostgreSQL server takes several).
    if (data.engine === 'embedded') {
      const second = startServer(serverArgs, await freePort())
      expect(await second.stopped).toBe(1)
      expect(second.output()).toMatch(/is in use by process \d+/)
      expect((await fetch(`${base}/api/user/${john.id}`, { headers: { 'x-access-token': john.token } })).status).toBe(200)
    }

    // At once after the last reply: what the server answered is in the database.
    first.child.kill('SIGTERM')
    expect(await first.stopped).toBe(0)
    const database = await data.open()
    try {
      const db = database.db
      const car = await db.selectFrom('cars').select(['doc', 'name', 'company']).where('id', '=', carId).executeTakeFirstOrThrow()
      expect(revive.car(car.doc)).toMatchObject({ name: 'Polonez Caro', minimumAge: 30, image })
      expect([car.name, car.company]).toEqual(['Polonez Caro', tatra.id])
      const booking = await db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirstOrThrow()
      // Dates are timestamps in their columns, and come back as Dates from the record.
      expect(booking.from_at).toBeInstanceOf(Date)
      expect([booking.from_at.toISOString(), booking.to_at.toISOString(), booking.status]).toEqual([from, to, 'pending'])
      expect(revive.booking(booking.doc).from.toISOString()).toBe(from)
      const guest = await db.selectFrom('users').selectAll().where('email', '=', 'kept.guest@example.com').executeTakeFirstOrThrow()
      expect(guest.created_at).toBeInstanceOf(Date)
      expect(revive.user(guest.doc).birthDate!.toISOString().slice(0, 10)).toBe('1970-02-03')
      expect(
        (await db.selectFrom('tokens').select('expire_at').where('user_id', '=', guest.id).executeTakeFirstOrThrow()).expire_at,
      ).toBeInstanceOf(Date)
      const files = await db
        .selectFrom('files')
        .select(['kind', 'name', 'owner', 'bytes'])
        .where('name', 'in', [image, tempImage])
        .orderBy('kind')
        .execute()
      expect(files.map((f) => [f.kind, f.name])).toEqual([
        ['carImages', image],
        ['tempCarImages', tempImage],
      ])
      expect(files[1].owner).toBe(tatra.id)
      expect(Buffer.from(files[0].bytes).equals(PNG)).toBe(true)
      const unread = await db.selectFrom('notifications').select('id').where('id', 'in', noteIds).where('is_read', '=', false).execute()
      expect(unread).toEqual([])
      const johnNow = await db.selectFrom('users').select('doc').where('id', '=', john.id).executeTakeFirstOrThrow()
      expect(revive.user(johnNow.doc).language).toBe('fr')
      // Sample records keep their dates' type too.
      const sample = await db.selectFrom('bookings').select(['doc', 'from_at', 'created_at']).execute()
      expect(sample.length).toBeGreaterThan(26)
      for (const b of sample) {
        expect(b.from_at).toBeInstanceOf(Date)
        expect(revive.booking(b.doc).createdAt.getTime()).toBe(b.created_at.getTime())
      }
    } finally {
      await database.close()
    }

    // A new process on the same data, nothing in memory.
    const again = startServer(serverArgs, port, FAST)
    await again.ready
    expect(again.output()).toContain('kept from the last run')
    expect(again.output()).not.toMatch(/new, with the sample data/)
    // The tokens from before the restart still work: the key that signs them is in the database.
    const user = await fetch(`${base}/api/user/${john.id}`, { headers: { 'x-access-token': john.token } })
    expect(((await user.json()) as { language: string }).language).toBe('fr')
    const car = await fetch(`${base}/api/car/${carId}/en`)
    expect(((await car.json()) as { name: string }).name).toBe('Polonez Caro')
    const served = await fetch(`${base}/cdn/cars/${image}`)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    // The supplier sees the booking, with its dates.
    const list = await postJson(`${base}/api/bookings/1/10/pl`, { companies: [], statuses: ['pending'] }, { 'x-access-token': tatra.token })
    const page = ((await list.json()) as { resultData: { _id: string; from: string }[] }[])[0].resultData
    expect(page.map((b) => [b._id, b.from])).toEqual([[bookingId, from]])
    // Deleting the temporary picture deletes its bytes.
    expect((await postJson(`${base}/api/delete-temp-car-image/${tempImage}`, {}, { 'x-access-token': tatra.token })).status).toBe(200)
    again.child.kill('SIGTERM')
    expect(await again.stopped).toBe(0)
    const after = await data.open()
    expect(await after.db.selectFrom('files').select('name').where('name', '=', tempImage).execute()).toEqual([])
    await after.close()
    Object.assign(made, { car: carId, booking: bookingId, image })
  }, 120_000)

  it('refuses a database whose schema is newer than the code, with a message, and leaves it as it is', async () => {
    expect(made.car).not.toBe('')
    await rawQuery(`INSERT INTO schema_migrations (version, name) VALUES (9999, '9999_from_the_future.sql')`)
    const before = await rawQuery<{ n: string }>('SELECT count(*)::text AS n FROM users')
    const newer = startServer(serverArgs, await freePort())
    expect(await newer.stopped).toBe(1)
    expect(newer.output()).toMatch(new RegExp(`schema version 9999, newer than this server's ${SCHEMA_VERSION}: run the newer server`))
    expect(newer.output()).toMatch(/The database was left as it is/)
    expect(newer.output()).not.toMatch(/Press Ctrl-C/)
    const versions = await rawQuery<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
    expect(versions.map((v) => v.version)).toEqual([...Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1), 9999])
    expect(await rawQuery<{ n: string }>('SELECT count(*)::text AS n FROM users')).toEqual(before)
    expect(await rawQuery<{ id: string }>(`SELECT id FROM cars WHERE name = 'Polonez Caro'`)).toEqual([{ id: made.car }])
    await rawQuery('DELETE FROM schema_migrations WHERE version = 9999')
  }, 60_000)

  it('is put back to the sample data by npm run reset-data', async () => {
    expect(made.car).not.toBe('')
    const reset = await run('src/server/reset-data.ts', data.args)
    expect(reset.code, reset.output).toBe(0)
    expect(reset.output).toMatch(/The sample data is back/)
    const database = await data.open()
    try {
      const db = database.db
      expect(await db.selectFrom('cars').select('id').where('id', '=', made.car).execute()).toEqual([])
      expect(await db.selectFrom('bookings').select('id').where('id', '=', made.booking).execute()).toEqual([])
      expect(await db.selectFrom('users').select('id').where('email', '=', 'kept.guest@example.com').execute()).toEqual([])
      expect(await db.selectFrom('files').select('name').execute()).toEqual([])
      const john = await db.selectFrom('users').select('doc').where('email', '=', 'john@example.com').executeTakeFirstOrThrow()
      expect(revive.user(john.doc).language).toBe('en')
      const anna = await db.selectFrom('users').select('id').where('email', '=', 'anna@example.com').executeTakeFirstOrThrow()
      expect(await db.selectFrom('bookings').select('id').where('driver', '=', anna.id).execute()).toHaveLength(26)
      // Loaded as the demo's start loads it: the next start keeps it.
      const loaded = await sql<{ value: string }>`SELECT value FROM settings WHERE name = 'sample-data'`.execute(db)
      expect(loaded.rows).toHaveLength(1)
    } finally {
      await database.close()
    }
  }, 60_000)
})

describe('--in-memory and --test-mode', () => {
  it('never write the data folder', async () => {
    const other = dirs.make()
    rmSync(other, { recursive: true })
    for (const flag of ['--in-memory', '--test-mode']) {
      const server = startServer(['--data-dir', other, flag], await freePort(), FAST)
      await server.ready
      expect(server.output()).toContain('in memory only')
      // A change, made and answered.
      const john = await signIn(server.base, 'frontend', 'john@example.com', 'john1234')
      const changed = await postJson(
        `${server.base}/api/update-language`,
        { id: john.id, language: 'pl' },
        { 'x-access-token': john.token },
      )
      expect(changed.status).toBe(200)
      server.child.kill('SIGTERM')
      expect(await server.stopped).toBe(0)
    }
    expect(existsSync(other)).toBe(false)
  }, 60_000)
})
