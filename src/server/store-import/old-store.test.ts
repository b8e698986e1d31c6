// @vitest-environment node
import { spawn } from 'node:child_process'
import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { emptyData } from '../db/sample-data.ts'
import { testDatabase } from '../db/test-database.ts'
import { freePort, processData, repoRoot, startServer, tempDirs } from '../process-testing.ts'
import { createServer } from '../server.ts'
import { call, TEST_SECRET } from '../testing.ts'
import { importOldStore } from './import.ts'
import { DataError, migrate, readOldStore, SNAPSHOT_VERSION } from './old-store.ts'

/**
 * Issues 37 and 48: store.json, the old server's data, records its data version; `npm run import`
 * upgrades an older one (1, 2, 3) to the last (4) before importing it, and refuses one it does not
 * know. ../fixtures/store-v1.json was written by the server of issues 10 to 36 (lowdb, data version
 * 1), cut down to a few records; fixture/ is a whole data folder of the last old server.
 */

const dirs = tempDirs()
afterAll(() => dirs.removeAll())
const V1 = join(import.meta.dirname, '..', 'fixtures', 'store-v1.json')
const FOLDER = join(import.meta.dirname, 'fixture')

/** An old data folder holding `text` as its store.json. */
function oldFolder(text: string): string {
  const dir = dirs.make('volta-old-')
  writeFileSync(join(dir, 'store.json'), text)
  return dir
}

describe('data versions of store.json', () => {
  it('upgrades a store written by the version 1 server, keeping every record, and its accounts work once imported', async () => {
    const v1 = readFileSync(V1, 'utf8')
    const old = JSON.parse(v1) as { counter: number; users: unknown[]; bookings: { _id: string; from: string; driver: string }[] }
    const dir = oldFolder(v1)
    const read = readOldStore(dir)
    expect(read.from).toBe(1)
    // Nothing is written to the old folder.
    expect(readFileSync(join(dir, 'store.json'), 'utf8')).toBe(v1)
    const { data } = read
    expect([data.version, data.journalSeq]).toEqual([SNAPSHOT_VERSION, 0])
    expect([data.licenses, data.tempLicenses, data.handoverPhotos]).toEqual([[], [], []])
    expect(data.bookings).toHaveLength(old.bookings.length)
    expect(data.users).toHaveLength(old.users.length)
    expect(data.bookings[0].from).toBe(old.bookings[0].from)
    expect(data.counter).toBe(old.counter)

    // Imported: Anna signs in with her password and sees her booking, its dates as they were.
    const { db } = await testDatabase()
    await emptyData(db)
    await db.transaction().execute((tx) => importOldStore(tx, read, new Date()))
    const app = createServer({ testMode: false, jwtSecret: TEST_SECRET, db })
    const signIn = await call(app, 'POST', '/api/sign-in/frontend', { body: { email: 'anna@example.com', password: 'anna1234' } })
    expect(signIn.status).toBe(200)
    const { id, accessToken } = signIn.json as { id: string; accessToken: string }
    const annaBooking = old.bookings.find((b) => b.driver === id)!
    const booking = await call(app, 'GET', `/api/booking/${annaBooking._id}/en`, { token: accessToken })
    expect(booking.status).toBe(200)
    expect((booking.json as { from: string }).from).toBe(new Date(annaBooking.from).toISOString())

    // Already at the last version: nothing more to upgrade.
    const again = migrate(JSON.parse(JSON.stringify(data)))
    expect(again.from).toBe(SNAPSHOT_VERSION)
    expect(again.data).toEqual(data)
  })

  it('upgrades a version 2 store (before issue 33): no licences yet, every supplier without a licence rule or minimum', () => {
    const v1 = JSON.parse(readFileSync(V1, 'utf8')) as Record<string, unknown>
    const { data, from } = readOldStore(oldFolder(JSON.stringify({ ...v1, version: 2, journalSeq: 0 })))
    expect(from).toBe(2)
    expect([data.version, data.licenses, data.tempLicenses]).toEqual([SNAPSHOT_VERSION, [], []])
    const suppliers = data.users.filter((u) => u.type === 'company')
    expect(suppliers.length).toBeGreaterThan(0)
    for (const s of suppliers) expect([s.licenseRequired, s.minimumRentalDays]).toEqual([false, 1])
  })

  it('upgrades a version 3 store (before issue 49): no handover photos yet, the bookings as they were', () => {
    const v1 = JSON.parse(readFileSync(V1, 'utf8')) as Record<string, unknown>
    const v3 = migrateTo3(v1)
    const { data, from } = readOldStore(oldFolder(JSON.stringify(v3)))
    expect(from).toBe(3)
    expect([data.version, data.handoverPhotos]).toEqual([SNAPSHOT_VERSION, []])
    expect(data.bookings).toEqual(v3.bookings)
    // A supplier's own policies are kept, not overwritten by the version 2 step.
    expect(data.users).toEqual(v3.users)
  })

  it('refuses a store from a newer server, without a version, or damaged, and leaves it as it is', () => {
    const texts = [
      JSON.stringify({ ...(JSON.parse(readFileSync(V1, 'utf8')) as object), version: SNAPSHOT_VERSION + 1 }),
      JSON.stringify({ users: [] }),
      '{"version": 1, "users": [',
    ]
    const messages = [/newer server/, /no valid version/, /cannot be read/]
    for (const [i, text] of texts.entries()) {
      const dir = oldFolder(text)
      expect(() => readOldStore(dir)).toThrow(DataError)
      expect(() => readOldStore(dir)).toThrow(messages[i])
      expect(readFileSync(join(dir, 'store.json'), 'utf8')).toBe(text)
    }
    expect(() => migrate({ version: SNAPSHOT_VERSION + 1 })).toThrow(/newer server/)
    expect(() => migrate([])).toThrow(DataError)
  })
})

describe('the old journal', () => {
  it('is replayed over store.json; a torn last line (never acknowledged) is dropped, a damaged one in the middle refused', () => {
    const dir = dirs.make('volta-old-')
    cpSync(FOLDER, dir, { recursive: true })
    const journal = join(dir, 'journal.ndjson')
    const lines = readFileSync(journal, 'utf8')
    const whole = readOldStore(dir)
    // The snapshot holds none of the journal's lines: the car it made is there only once they are replayed.
    expect(JSON.parse(readFileSync(join(dir, 'store.json'), 'utf8')).journalSeq).toBe(0)
    expect(whole.data.journalSeq).toBe(lines.split('\n').filter(Boolean).length)
    expect(whole.data.cars.filter((c) => c.name === 'Polonez Caro')).toHaveLength(1)

    // A crash in the middle of the next write: half a line.
    appendFileSync(journal, '{"q":3,"n":999,"ops":[["users","x",{"_id":"x","ema')
    const torn = readOldStore(dir)
    expect(torn.data).toEqual(whole.data)

    // A line in the middle that cannot be read is damage, not a crash.
    const [one, ...rest] = lines.split('\n')
    writeFileSync(journal, [`${one.slice(0, 20)}#${one.slice(21)}`, ...rest].join('\n'))
    expect(() => readOldStore(dir)).toThrow(/damaged/)
  })
})

/** Runs `node --import tsx src/server/import-store.ts ...args` to its end. */
function importCommand(args: string[]): Promise<{ code: number | null; output: string }> {
  const env = { ...process.env }
  for (const key of Object.keys(env)) if (key.startsWith('BC_') || key === 'NODE_ENV') delete env[key]
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/import-store.ts', ...args], { cwd: repoRoot, env })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

describe('npm run import', () => {
  it('imports an old data folder into a new database once, and the server started on it serves the imported data', async () => {
    const old = dirs.make('volta-old-')
    cpSync(FOLDER, old, { recursive: true })
    const storeBefore = readFileSync(join(old, 'store.json'), 'utf8')
    const polonez = readOldStore(old).data.cars.find((c) => c.name === 'Polonez Caro')!
    const data = await processData(dirs, 'import')
    // Into a new data folder's embedded database, or into a PostgreSQL database.
    const target = data.engine === 'embedded' ? ['--into', data.args[1]] : data.args
    const first = await importCommand(['--data-dir', old, ...target])
    expect(first.code, first.output).toBe(0)
    expect(first.output).toMatch(
      /^Imported .+ \(data version 4\) into .+: \d+ users, \d+ locations, \d+ cars, .*\d+ bookings, .*\d+ files\.$/m,
    )
    if (data.engine === 'embedded') expect(first.output).toContain(join(data.args[1], 'db'))
    // The old folder is left as it was.
    expect(readFileSync(join(old, 'store.json'), 'utf8')).toBe(storeBefore)

    // A second import into the same database is refused, and changes nothing.
    const second = await importCommand(['--data-dir', old, ...target])
    expect(second.code).toBe(1)
    expect(second.output).toMatch(/already has data/)
    expect(second.output).toMatch(/Nothing was imported/)

    // With a PostgreSQL server, a data folder too: the demo keeps its VAPID keys in one (main.ts).
    const server = startServer(data.engine === 'server' ? [...data.args, '--data-dir', dirs.make()] : data.args, await freePort())
    await server.ready
    try {
      // Not the sample data: the imported data, kept.
      expect(server.output()).toContain('kept from the last run')
      const car = await fetch(`${server.base}/api/car/${polonez._id}/en`)
      expect(car.status).toBe(200)
      expect(((await car.json()) as { name: string }).name).toBe('Polonez Caro')
      const picture = await fetch(`${server.base}/cdn/cars/${polonez.image}`)
      expect(picture.status).toBe(200)
      expect(new Uint8Array(await picture.arrayBuffer())).toEqual(
        new Uint8Array(readFileSync(join(old, 'files', 'carImages', polonez.image))),
      )
    } finally {
      server.child.kill('SIGTERM')
      expect(await server.stopped).toBe(0)
    }
    rmSync(old, { recursive: true, force: true })
  }, 120_000)
})

/** A version 3 store (issues 33 to 48) made from the version 1 fixture, as the server of then wrote it. */
function migrateTo3(v1: Record<string, unknown>): Record<string, unknown> & { bookings: unknown[]; users: unknown[] } {
  const users = (v1.users as Record<string, unknown>[]).map((u) =>
    u.type === 'company' ? { licenseRequired: true, minimumRentalDays: 2, ...u } : u,
  )
  return { ...v1, version: 3, journalSeq: 0, licenses: [], tempLicenses: [], users, bookings: v1.bookings as unknown[] }
}
