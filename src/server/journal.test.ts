// @vitest-environment node
import { appendFileSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Store, type StoreSnapshot } from './db.ts'
import { journaledCollections, readOnlyValues } from './journal.ts'
import { JOURNAL_FILE, Persistence, readData, STORE_FILE } from './persist.ts'
import { tempDirs } from './process-testing.ts'
import { createServer } from './server.ts'
import { call, daysFromNow, TEST_SECRET } from './testing.ts'

/** Issue 37: the journal holds every change the API makes, nested ones included, and survives a torn last line. */

const dirs = tempDirs()
afterAll(() => dirs.removeAll())

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** The store as JSON, each list in id order (the order of a Map is not data). */
function normalized(snapshot: StoreSnapshot | null): unknown {
  const plain = JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown>
  delete plain.journalSeq
  for (const [key, value] of Object.entries(plain)) {
    if (Array.isArray(value)) {
      const id = (v: unknown) => JSON.stringify((v as { _id?: string; name?: string }) ?? {})
      plain[key] = [...(value as unknown[])].sort((a, b) => id(a).localeCompare(id(b)))
    }
  }
  return plain
}

async function open(dir: string) {
  const { persistence } = await Persistence.open(dir, () => new Date())
  const app = createServer({ testMode: false, jwtSecret: TEST_SECRET, store: persistence.store, commit: () => persistence.commit() })
  return { persistence, app }
}

async function token(
  app: ReturnType<typeof createServer>,
  path: string,
  email: string,
  password: string,
): Promise<{ id: string; token: string }> {
  const reply = await call(app, 'POST', path, { body: { email, password } })
  const { id, accessToken } = reply.json as { id: string; accessToken: string }
  return { id, token: accessToken }
}

describe('the journal', () => {
  it('knows every Map of the store (a new one would otherwise never be saved)', () => {
    expect(() => journaledCollections(new Store(() => new Date(), false))).not.toThrow()
  })

  it('holds, once each call is answered, exactly what the server has in memory', async () => {
    const dir = dirs.make()
    const { persistence, app } = await open(dir)
    const john = await token(app, '/api/sign-in/frontend', 'john@example.com', 'john1234')
    const tatra = await token(app, '/api/sign-in/backend', 'kontakt@tatra-wheels.example', 'tatra1234')
    const store = persistence.store
    const car = [...store.cars.values()].find((c) => c.company === tatra.id && c.available)!
    // A signed-in booking (booking, supplier notification and counter, idempotency key), a guest
    // one (a new account and its token), profile changes, uploads, reads of notifications.
    const booked = await call(app, 'POST', '/api/book', {
      token: john.token,
      headers: { 'Idempotency-Key': 'journal-test-1' },
      body: {
        booking: {
          company: car.company,
          car: car._id,
          pickupLocation: car.locations[0],
          dropOffLocation: car.locations[0],
          from: daysFromNow(60),
          to: daysFromNow(63),
        },
        // Paid at the desk: the supplier is told at once (the guest's below is paid now: a payment awaiting).
        payLater: true,
      },
    })
    expect(booked.status).toBe(200)
    const guest = await call(app, 'POST', '/api/book', {
      body: {
        booking: {
          company: car.company,
          car: car._id,
          pickupLocation: car.locations[0],
          dropOffLocation: car.locations[0],
          from: daysFromNow(70),
          to: daysFromNow(72),
        },
        driver: {
          email: 'journal.guest@example.com',
          phone: '+48 600 700 800',
          fullName: 'Journal Guest',
          birthDate: '1970-02-03',
          language: 'fr',
        },
      },
    })
    expect(guest.status).toBe(200)
    expect((await call(app, 'POST', '/api/update-language', { token: john.token, body: { id: john.id, language: 'pl' } })).status).toBe(200)
    const form = new FormData()
    form.append('image', new File([new Uint8Array(PNG)], 'car.png', { type: 'image/png' }))
    const upload = await app.request('/api/create-car-image', { method: 'POST', body: form, headers: { 'x-access-token': tatra.token } })
    expect(upload.status).toBe(200)
    const notifications = await call(app, 'GET', `/api/notifications/${tatra.id}/1/10`, { token: tatra.token })
    const ids = (notifications.json as { resultData: { _id: string }[] }[])[0].resultData.map((n) => n._id)
    expect(ids.length).toBeGreaterThan(0)
    const read = await call(app, 'POST', `/api/mark-notifications-as-read/${tatra.id}`, { token: tatra.token, body: { ids } })
    expect(read.status).toBe(200)
    expect(store.notifications.get(ids[0])!.isRead).toBe(true)

    // Changes inside records, as a route could make them: nested arrays and objects, deleted fields.
    const location = [...store.locations.values()][0]
    store.cars.get(car._id)!.locations.push(location._id)
    store.locations.get(location._id)!.names.en = 'Renamed in place'
    store.cars.get(car._id)!.discounts.push({ days: 30, percentage: 12 })
    delete store.users.get(john.id)!.phone
    store.bookings.delete([...store.bookings.keys()][0])
    await persistence.commit()

    const onDisk = readData(dir)
    expect(normalized(onDisk.data)).toEqual(normalized(store.snapshot()))
    expect(onDisk.data!.locations.find((l) => l._id === location._id)!.names.en).toBe('Renamed in place')
    expect(onDisk.data!.counter).toBe(store.idCounter)
    await persistence.close()
  })

  it('hands out one proxy per record, and read-only scans see the same data', async () => {
    const { persistence } = await open(dirs.make())
    const id = [...persistence.store.bookings.keys()][0]
    expect(persistence.store.bookings.get(id)).toBe(persistence.store.bookings.get(id))
    expect([...persistence.store.bookings.values()].find((b) => b._id === id)).toBe(persistence.store.bookings.get(id))
    expect([...readOnlyValues(persistence.store.bookings)].map((b) => b._id)).toEqual([...persistence.store.bookings.keys()])
    expect(persistence.store.bookings.get(id)!.from).toBeInstanceOf(Date)
    await persistence.close()
  })

  it('drops a torn last line (never acknowledged) and refuses a damaged one in the middle', async () => {
    const dir = dirs.make()
    const first = await open(dir)
    const john = await token(first.app, '/api/sign-in/frontend', 'john@example.com', 'john1234')
    await call(first.app, 'POST', '/api/update-language', { token: john.token, body: { id: john.id, language: 'fr' } })
    const journal = join(dir, JOURNAL_FILE)
    const lines = readFileSync(journal, 'utf8')
    expect(lines.split('\n').filter(Boolean)).toHaveLength(1)
    // A crash in the middle of the next write: half a line.
    appendFileSync(journal, '{"q":2,"n":999,"ops":[["users","x",{"_id":"x","ema')
    const second = await open(dir)
    expect(second.persistence.store.users.get(john.id)!.language).toBe('fr')
    expect(second.persistence.store.users.has('x')).toBe(false)
    expect(statSync(journal).size).toBe(0)
    await second.persistence.close()

    // A line in the middle that cannot be read is damage, not a crash: the server stops, the files stay.
    const third = await open(dir)
    await call(third.app, 'POST', '/api/update-language', { token: john.token, body: { id: john.id, language: 'en' } })
    await call(third.app, 'POST', '/api/update-language', { token: john.token, body: { id: john.id, language: 'pl' } })
    const [one, two] = readFileSync(journal, 'utf8').split('\n')
    const damaged = `${one.slice(0, 20)}#${one.slice(21)}\n${two}\n`
    writeFileSync(journal, damaged)
    const before = readFileSync(join(dir, STORE_FILE), 'utf8')
    await expect(Persistence.open(dir, () => new Date())).rejects.toThrow(/damaged/)
    expect(readFileSync(journal, 'utf8')).toBe(damaged)
    expect(readFileSync(join(dir, STORE_FILE), 'utf8')).toBe(before)
  })

  it('folds the journal into store.json on compaction, and a restart reads the same', async () => {
    const dir = dirs.make()
    const { persistence, app } = await open(dir)
    const john = await token(app, '/api/sign-in/frontend', 'john@example.com', 'john1234')
    await call(app, 'POST', '/api/update-language', { token: john.token, body: { id: john.id, language: 'fr' } })
    expect(statSync(join(dir, JOURNAL_FILE)).size).toBeGreaterThan(0)
    await persistence.compact()
    expect(statSync(join(dir, JOURNAL_FILE)).size).toBe(0)
    const kept = JSON.parse(readFileSync(join(dir, STORE_FILE), 'utf8')) as StoreSnapshot & { journalSeq: number }
    expect(kept.users.find((u) => u._id === john.id)!.language).toBe('fr')
    expect(kept.journalSeq).toBe(1)
    // The next change goes on from there.
    await call(app, 'POST', '/api/update-language', { token: john.token, body: { id: john.id, language: 'en' } })
    expect(readFileSync(join(dir, JOURNAL_FILE), 'utf8')).toMatch(/^\{"q":2,/)
    const again = await open(dir)
    expect(again.persistence.store.users.get(john.id)!.language).toBe('en')
    await again.persistence.close()
  })
  it('keeps every acknowledged change while compactions run between the calls', async () => {
    const dir = dirs.make()
    const { persistence } = await Persistence.open(dir, () => new Date(), { compactAfterBytes: 1 })
    const app = createServer({ testMode: false, jwtSecret: TEST_SECRET, store: persistence.store, commit: () => persistence.commit() })
    const john = await token(app, '/api/sign-in/frontend', 'john@example.com', 'john1234')
    const cars = [...persistence.store.cars.values()].filter((c) => c.available && c.minimumAge <= 30)
    // Twelve bookings at once: each line written starts a compaction, and the others commit meanwhile.
    const replies = await Promise.all(
      cars.slice(0, 12).map((car, i) =>
        call(app, 'POST', '/api/book', {
          token: john.token,
          body: {
            booking: {
              company: car.company,
              car: car._id,
              pickupLocation: car.locations[0],
              dropOffLocation: car.locations[0],
              from: daysFromNow(100 + i * 3),
              to: daysFromNow(101 + i * 3),
            },
          },
        }),
      ),
    )
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200))
    const ids = replies.map((r) => (r.json as { bookingId: string }).bookingId)
    // Compactions did run: the snapshot already holds some of the journal's lines.
    expect((JSON.parse(readFileSync(join(dir, STORE_FILE), 'utf8')) as { journalSeq: number }).journalSeq).toBeGreaterThan(0)
    const onDisk = readData(dir)
    for (const id of ids) expect(onDisk.data!.bookings.some((b) => b._id === id)).toBe(true)
    expect(normalized(onDisk.data)).toEqual(normalized(persistence.store.snapshot()))
    await persistence.close()
  })
})
