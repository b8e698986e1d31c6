// @vitest-environment node
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SNAPSHOT_VERSION } from './db.ts'
import { DataError, migrate } from './migrate.ts'
import { Persistence, STORE_FILE } from './persist.ts'
import { tempDirs } from './process-testing.ts'
import { createServer } from './server.ts'
import { call, TEST_SECRET } from './testing.ts'

/**
 * Issue 37: the store records its data version; a newer server upgrades an older store on start
 * and never resets it. fixtures/store-v1.json was written by the server of issues 10 to 36 (lowdb,
 * data version 1), cut down to a few records.
 */

const dirs = tempDirs()
afterAll(() => dirs.removeAll())
const FIXTURE = join(import.meta.dirname, 'fixtures', 'store-v1.json')

describe('data versions', () => {
  it('upgrades a store written by the version 1 server, keeping the old file and every record', async () => {
    const dir = dirs.make()
    const v1 = readFileSync(FIXTURE, 'utf8')
    writeFileSync(join(dir, STORE_FILE), v1)
    const old = JSON.parse(v1) as { counter: number; bookings: { _id: string; from: string; driver: string }[] }
    const { persistence, created, upgradedFrom } = await Persistence.open(dir, () => new Date())
    expect(created).toBe(false)
    expect(upgradedFrom).toBe(1)
    expect(readFileSync(join(dir, 'store.v1.json'), 'utf8')).toBe(v1)
    const stored = JSON.parse(readFileSync(join(dir, STORE_FILE), 'utf8')) as { version: number; journalSeq: number }
    expect(stored.version).toBe(SNAPSHOT_VERSION)
    expect(stored.journalSeq).toBe(0)

    const { store } = persistence
    expect(store.bookings.size).toBe(old.bookings.length)
    const booking = store.bookings.get(old.bookings[0]._id)!
    expect(booking.from).toBeInstanceOf(Date)
    expect(booking.from.toISOString()).toBe(old.bookings[0].from)
    expect(store.idCounter).toBe(old.counter)
    // The accounts still work: Anna signs in with her password and sees her bookings.
    const app = createServer({ testMode: false, jwtSecret: TEST_SECRET, store, commit: () => persistence.commit() })
    const signIn = await call(app, 'POST', '/api/sign-in/frontend', { body: { email: 'anna@example.com', password: 'anna1234' } })
    expect(signIn.status).toBe(200)
    const { accessToken } = signIn.json as { accessToken: string }
    const annaBooking = old.bookings.find((b) => b.driver === store.userByEmail('anna@example.com')!._id)!
    expect((await call(app, 'GET', `/api/booking/${annaBooking._id}/en`, { token: accessToken })).status).toBe(200)
    await persistence.close()

    // Opened again: already at the current version, nothing more to upgrade.
    const again = await Persistence.open(dir, () => new Date())
    expect(again.upgradedFrom).toBeUndefined()
    expect(again.persistence.store.bookings.size).toBe(old.bookings.length)
    await again.persistence.close()
  })

  it('upgrades a version 2 store (before issue 33): no licences yet, every supplier without a licence rule or minimum', async () => {
    const dir = dirs.make()
    const v1 = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>
    const v2 = JSON.stringify({ ...v1, version: 2, journalSeq: 0 })
    writeFileSync(join(dir, STORE_FILE), v2)
    const { persistence, upgradedFrom } = await Persistence.open(dir, () => new Date())
    expect(upgradedFrom).toBe(2)
    expect(readFileSync(join(dir, 'store.v2.json'), 'utf8')).toBe(v2)
    const { store } = persistence
    expect(store.licenses.size).toBe(0)
    expect(store.companies().length).toBeGreaterThan(0)
    for (const s of store.companies()) expect([s.licenseRequired, s.minimumRentalDays]).toEqual([false, 1])
    const stored = JSON.parse(readFileSync(join(dir, STORE_FILE), 'utf8')) as {
      version: number
      licenses: unknown[]
      tempLicenses: unknown[]
    }
    expect([stored.version, stored.licenses, stored.tempLicenses]).toEqual([SNAPSHOT_VERSION, [], []])
    await persistence.close()
  })

  it('upgrades a version 3 store (before issue 49): no handover photos yet, the bookings as they were', async () => {
    const dir = dirs.make()
    const v1 = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>
    const v3 = JSON.stringify(migrateTo3(v1))
    writeFileSync(join(dir, STORE_FILE), v3)
    const { persistence, upgradedFrom } = await Persistence.open(dir, () => new Date())
    expect(upgradedFrom).toBe(3)
    expect(readFileSync(join(dir, 'store.v3.json'), 'utf8')).toBe(v3)
    expect(persistence.store.handoverPhotos.size).toBe(0)
    expect(persistence.store.bookings.size).toBe((v1.bookings as unknown[]).length)
    const stored = JSON.parse(readFileSync(join(dir, STORE_FILE), 'utf8')) as { version: number; handoverPhotos: unknown[] }
    expect([stored.version, stored.handoverPhotos]).toEqual([SNAPSHOT_VERSION, []])
    await persistence.close()
  })

  it('refuses a store from a newer server, or without a version, and leaves it as it is', async () => {
    for (const text of [
      JSON.stringify({ ...(JSON.parse(readFileSync(FIXTURE, 'utf8')) as object), version: SNAPSHOT_VERSION + 1 }),
      JSON.stringify({ users: [] }),
    ]) {
      const dir = dirs.make()
      writeFileSync(join(dir, STORE_FILE), text)
      await expect(Persistence.open(dir, () => new Date())).rejects.toThrow(DataError)
      expect(readFileSync(join(dir, STORE_FILE), 'utf8')).toBe(text)
      expect(existsSync(join(dir, 'store.v1.json'))).toBe(false)
    }
    expect(() => migrate({ version: SNAPSHOT_VERSION + 1 })).toThrow(/newer server/)
  })
})

/** A version 3 store (issues 33 to 48) made from the version 1 fixture, as the server of then wrote it. */
function migrateTo3(v1: Record<string, unknown>): Record<string, unknown> {
  const users = (v1.users as Record<string, unknown>[]).map((u) =>
    u.type === 'company' ? { licenseRequired: false, minimumRentalDays: 1, ...u } : u,
  )
  return { ...v1, version: 3, journalSeq: 0, licenses: [], tempLicenses: [], users }
}
