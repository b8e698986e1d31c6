// @vitest-environment node
import { createHmac } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revive } from './db/repo.ts'
import { loadSampleDataOnce } from './db/sample-data.ts'
import { TEST_SIGNATURE_HEADER, testPaymentKey } from './payments/test-provider.ts'
import { freePort, postJson, processData, startServer, tempDirs, type ProcessData } from './process-testing.ts'
import { daysFromNow } from './testing.ts'

/**
 * Issues 37 and 48: what the API acknowledged is committed, on the embedded engine and on a
 * PostgreSQL server (BC_TEST_DATABASE_URL). Bookings are sent a few at a time and the
 * server is killed with SIGKILL a few milliseconds after the first reply (at several delays);
 * after the restart every booking that was answered 200 is there, and the store opens cleanly
 * whatever the kill cut short.
 */

const dirs = tempDirs()
afterAll(() => dirs.removeAll())

interface CarChoice {
  car: string
  company: string
  location: string
}

let data: ProcessData
/** The key that signs tokens, given to the server (the test provider's key derives from it). */
const SECRET = 'durability-test-secret-0123456789abcdef'
const env = { BC_JWT_SECRET: SECRET }
const start = (port: number) => startServer(data.args, port, env)
let cars: CarChoice[] = []
/** A car whose amendments option can be taken (issue 33). */
let amendable: CarChoice | null = null
beforeAll(async () => {
  data = await processData(dirs, 'durability')
  const database = await data.open()
  await loadSampleDataOnce(database.db, new Date())
  const john = revive.user(
    (await database.db.selectFrom('users').select('doc').where('email', '=', 'john@example.com').executeTakeFirstOrThrow()).doc,
  )
  const age = (Date.now() - john.birthDate!.getTime()) / (365.25 * 86_400_000)
  const all = (await database.db.selectFrom('cars').select('doc').orderBy('id').execute()).map((r) => revive.car(r.doc))
  cars = all
    .filter((c) => c.available && c.minimumAge <= age - 1)
    .map((c) => ({ car: c._id, company: c.company, location: c.locations[0] }))
  amendable = cars.find((c) => all.find((a) => a._id === c.car)!.amendments >= 0) ?? null
  await database.close()
}, 60_000)

function booking(choice: CarChoice, day: number) {
  return {
    booking: {
      company: choice.company,
      car: choice.car,
      pickupLocation: choice.location,
      dropOffLocation: choice.location,
      from: daysFromNow(day),
      to: daysFromNow(day + 2),
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

describe('kill -9 after acknowledged writes', () => {
  it('keeps every booking answered 200, at kills 0, 2, 10, 50 and 150 ms after the first reply', async () => {
    const port = await freePort()
    let server = start(port)
    await server.ready
    const signIn = await postJson(`${server.base}/api/sign-in/frontend`, { email: 'john@example.com', password: 'john1234' })
    const { accessToken } = (await signIn.json()) as { accessToken: string }
    const acknowledged: string[] = []
    let day = 300
    for (const [round, delay] of [0, 2, 10, 50, 150].entries()) {
      let killed = false
      let firstReply: () => void = () => undefined
      const replied = new Promise<void>((r) => (firstReply = r))
      // Six bookings in flight at once, on different cars; the kill lands while some are still being written.
      const sends = Array.from({ length: 6 }, (_, k) => {
        const body = booking(cars[(round * 6 + k) % cars.length], (day += 4))
        return postJson(`${server.base}/api/book`, body, { 'x-access-token': accessToken }).then(
          async (res) => {
            // A reply cut by the kill was never acknowledged.
            const text = await res.text().catch(() => null)
            if (text !== null && res.status === 200 && !killed) acknowledged.push((JSON.parse(text) as { bookingId: string }).bookingId)
            firstReply()
          },
          () => undefined,
        )
      })
      await replied
      await new Promise((r) => setTimeout(r, delay))
      killed = true
      server.child.kill('SIGKILL')
      await server.stopped
      await Promise.all(sends)
      server = start(port)
      await server.ready
      expect(server.output()).toContain('kept from the last run')
      for (const id of acknowledged) {
        const res = await fetch(`${server.base}/api/booking/${id}/en`, { headers: { 'x-access-token': accessToken } })
        expect(res.status, `booking ${id} after the kill of round ${round}`).toBe(200)
      }
    }
    server.child.kill('SIGTERM')
    expect(await server.stopped).toBe(0)
    expect(acknowledged.length).toBeGreaterThanOrEqual(5)
    const database = await data.open()
    const found = await database.db.selectFrom('bookings').select('id').where('id', 'in', acknowledged).execute()
    expect(found).toHaveLength(acknowledged.length)
    await database.close()
  }, 60_000)
})

describe('kill -9 after an acknowledged amendment (issue 33)', () => {
  it('keeps the new dates and the history of an amendment answered 200', async () => {
    const port = await freePort()
    let server = start(port)
    await server.ready
    const signIn = await postJson(`${server.base}/api/sign-in/frontend`, { email: 'john@example.com', password: 'john1234' })
    const { accessToken } = (await signIn.json()) as { accessToken: string }
    const headers = { 'x-access-token': accessToken }
    const body = booking(amendable!, 600)
    body.booking.amendments = true
    const made = await postJson(`${server.base}/api/book`, body, headers)
    const { bookingId, checkoutUrl } = (await made.json()) as { bookingId: string; checkoutUrl?: string }
    // Paid now (issue 47): "Pay" on the test provider's page, answered by a redirect back to the app.
    if (checkoutUrl) {
      const page = new URL(checkoutUrl)
      const form = new URLSearchParams({ r: page.searchParams.get('r')!, outcome: 'paid' })
      const paid = await fetch(`${server.base}${page.pathname}`, { method: 'POST', body: form, redirect: 'manual' })
      expect(paid.status).toBe(303)
    }
    const amended = await postJson(`${server.base}/api/amend-booking/${bookingId}`, { booking: { to: daysFromNow(604) } }, headers)
    expect(amended.status).toBe(200)
    server.child.kill('SIGKILL')
    await server.stopped
    server = start(port)
    await server.ready
    const res = await fetch(`${server.base}/api/booking/${bookingId}/en`, { headers })
    const kept = (await res.json()) as { to: string; history: { changed: string[] }[]; status: string; payment?: { status: string } }
    expect(kept.to).toBe(daysFromNow(604))
    expect([kept.status, kept.payment?.status ?? 'paid']).toEqual(['paid', 'paid'])
    expect(kept.history.map((h) => h.changed)).toEqual([['to', 'price']])
    server.child.kill('SIGTERM')
    expect(await server.stopped).toBe(0)
  }, 60_000)
})

describe('kill -9 right after a payment event is answered (issue 47)', () => {
  it('keeps the booking paid, and a retry of the same event changes nothing', async () => {
    const port = await freePort()
    let server = start(port)
    await server.ready
    const signIn = await postJson(`${server.base}/api/sign-in/frontend`, { email: 'john@example.com', password: 'john1234' })
    const { accessToken } = (await signIn.json()) as { accessToken: string }
    const headers = { 'x-access-token': accessToken }
    const made = await postJson(`${server.base}/api/book`, booking(cars[0], 700), headers)
    expect(made.status).toBe(200)
    const { bookingId, checkoutUrl } = (await made.json()) as { bookingId: string; checkoutUrl: string }
    // The provider's event, signed with the test provider's key (derived from the folder's secret).
    const key = testPaymentKey(SECRET)!
    const event = JSON.stringify({
      id: 'evt_before_crash',
      bookingId,
      reference: new URL(checkoutUrl).searchParams.get('r'),
      outcome: 'paid',
    })
    const signature = createHmac('sha256', key).update(event).digest('hex')
    const deliver = () =>
      fetch(`${server.base}/api/payment-events/test`, { method: 'POST', body: event, headers: { [TEST_SIGNATURE_HEADER]: signature } })
    expect((await deliver()).status).toBe(200)
    server.child.kill('SIGKILL')
    await server.stopped
    server = start(port)
    await server.ready
    const read = async () => (await (await fetch(`${server.base}/api/payment/${bookingId}`, { headers })).json()) as Record<string, unknown>
    const paid = await read()
    expect(paid).toMatchObject({ status: 'paid', bookingStatus: 'paid' })
    // The provider, which never got that reply, sends the event again: 200, and nothing changes.
    expect((await deliver()).status).toBe(200)
    expect(await read()).toEqual(paid)
    server.child.kill('SIGTERM')
    expect(await server.stopped).toBe(0)
  }, 60_000)
})

describe('kill -9 between a payment event and its reply (issue 47)', () => {
  it('loses nothing: at kills 0, 3 and 15 ms after the event is sent, the retry makes it paid, applied once', async () => {
    const port = await freePort()
    let server = start(port)
    await server.ready
    const key = testPaymentKey(SECRET)!
    const paid: { bookingId: string; company: string }[] = []
    for (const [i, delay] of [0, 3, 15].entries()) {
      const signIn = await postJson(`${server.base}/api/sign-in/frontend`, { email: 'john@example.com', password: 'john1234' })
      const { accessToken } = (await signIn.json()) as { accessToken: string }
      const headers = { 'x-access-token': accessToken }
      const choice = cars[(i + 1) % cars.length]
      const made = await postJson(`${server.base}/api/book`, booking(choice, 900 + i * 5), headers)
      expect(made.status).toBe(200)
      const { bookingId, checkoutUrl } = (await made.json()) as { bookingId: string; checkoutUrl: string }
      const event = JSON.stringify({
        id: `evt_cut_${i}`,
        bookingId,
        reference: new URL(checkoutUrl).searchParams.get('r'),
        outcome: 'paid',
      })
      const signature = createHmac('sha256', key).update(event).digest('hex')
      const deliver = (base: string) =>
        fetch(`${base}/api/payment-events/test`, { method: 'POST', body: event, headers: { [TEST_SIGNATURE_HEADER]: signature } })
      // The provider sends the event; the process dies before, while or just after it is applied.
      let answered: number | null = null
      const first = deliver(server.base).then(
        (r) => (answered = r.status),
        () => null,
      )
      await new Promise((r) => setTimeout(r, delay))
      server.child.kill('SIGKILL')
      await server.stopped
      await first
      server = start(port)
      await server.ready
      const read = async () =>
        (await (await fetch(`${server.base}/api/payment/${bookingId}`, { headers })).json()) as Record<string, unknown>
      const after = await read()
      // Acknowledged means applied; not acknowledged may be either, and is never half-applied.
      if (answered === 200) expect(after).toMatchObject({ status: 'paid', bookingStatus: 'paid' })
      else
        expect([after.status, after.bookingStatus]).toSatisfy(
          ([s, b]) => (s === 'paid' && b === 'paid') || (s === 'awaiting' && b === 'void'),
        )
      // The provider got no reply (or did not believe it) and sends it again: paid, once.
      expect((await deliver(server.base)).status).toBe(200)
      expect(await read()).toMatchObject({ status: 'paid', bookingStatus: 'paid' })
      expect((await deliver(server.base)).status).toBe(200)
      paid.push({ bookingId, company: choice.company })
    }
    server.child.kill('SIGTERM')
    expect(await server.stopped).toBe(0)
    // In the database: each event applied once, and each supplier told once that its booking is paid.
    const database = await data.open()
    for (const { bookingId, company } of paid) {
      const b = revive.booking(
        (await database.db.selectFrom('bookings').select('doc').where('id', '=', bookingId).executeTakeFirstOrThrow()).doc,
      )
      expect(b._pay!.events).toHaveLength(1)
      expect(b.payment!.status).toBe('paid')
      const told = await database.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', company)
        .where(sql`doc->>'booking'`, '=', bookingId)
        .execute()
      expect(told).toHaveLength(1)
    }
    await database.close()
  }, 120_000)
})
