/**
 * The bundled API at scale (issue 37): `npm run bench:api [-- --drivers N --cars N --bookings N --runs N --port P]`.
 *
 * Writes a store of 10,000 drivers, 2,000 cars and 50,000 bookings (by default) into a temporary
 * data folder, starts the server on it as `npm start` would (the journal on, every write flushed
 * to disk before its reply), and times from a client on the same machine: booking creation
 * (POST /api/book, signed in), car search over a period (POST /api/frontend-cars, which checks
 * every booking for the period), the start-up on that store and a clean stop (journal folded
 * into store.json). Prints median, 95th percentile and worst; a script, not a test.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { Store } from '../../src/server/db.ts'
import { hashPasswordSync } from '../../src/server/password.ts'
import { seedBooking } from '../../src/server/seed.ts'
import { BOOKING_STATUSES, OPTION_KEYS, type CarRecord, type UserRecord } from '../../src/server/types.ts'

const root = resolve(import.meta.dirname, '../..')
const { values: opts } = parseArgs({
  options: {
    drivers: { type: 'string', default: '10000' },
    cars: { type: 'string', default: '2000' },
    bookings: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '200' },
    port: { type: 'string', default: process.env.BC_BENCH_PORT ?? '4393' },
  },
})
const DRIVERS = Number(opts.drivers)
const CARS = Number(opts.cars)
const BOOKINGS = Number(opts.bookings)
const RUNS = Number(opts.runs)
const port = Number(opts.port)
const base = `http://127.0.0.1:${port}`
const DAY = 86_400_000
const PASSWORD = 'bench-driver-1234'

function buildStore(): Store {
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  const store = new Store(() => new Date())
  const hash = hashPasswordSync(PASSWORD)
  const drivers: UserRecord[] = []
  for (let i = 0; i < DRIVERS; i++) {
    const driver: UserRecord = {
      _id: store.nextId('user'),
      email: `driver${i}@bench.example`,
      fullName: `Driver ${i}`,
      phone: '+48 600 000 000',
      birthDate: new Date(Date.UTC(1970 + (i % 30), i % 12, 1 + (i % 28))),
      avatar: null,
      type: 'user',
      language: (['pl', 'fr', 'en'] as const)[i % 3],
      enableEmailNotifications: true,
      verified: true,
      blacklisted: false,
      active: true,
      passwordHash: hash,
      payLater: false,
      createdAt: new Date(today.getTime() - (i % 700) * DAY),
    }
    store.users.set(driver._id, driver)
    drivers.push(driver)
  }
  // The operator, whose lists (calls 47, 58, 22, 36) page over all of it.
  const admin: UserRecord = {
    ...drivers[0],
    _id: store.nextId('user'),
    email: 'admin@bench.example',
    fullName: 'Bench Admin',
    type: 'admin',
  }
  store.users.set(admin._id, admin)
  const samples = [...store.cars.values()]
  const cars: CarRecord[] = []
  for (let i = 0; i < CARS; i++) {
    const sample = samples[i % samples.length]
    const car: CarRecord = { ...sample, _id: store.nextId('car'), name: `${sample.name} #${i}`, available: i % 20 !== 0 }
    store.cars.set(car._id, car)
    cars.push(car)
  }
  for (let i = 0; i < BOOKINGS; i++) {
    // Two years around today, one to nine days each.
    const from = new Date(today.getTime() + (((i * 37) % 730) - 365) * DAY + 10 * 3_600_000)
    const booking = seedBooking((kind) => store.nextId(kind), {
      driver: drivers[(i * 7) % drivers.length],
      car: cars[(i * 13) % cars.length],
      status: BOOKING_STATUSES[i % BOOKING_STATUSES.length],
      from,
      to: new Date(from.getTime() + (1 + (i % 9)) * DAY),
      take: OPTION_KEYS.filter((_, k) => (i + k) % 3 === 0),
      createdAt: new Date(Math.min(from.getTime(), today.getTime()) - DAY),
      dropOffIndex: i,
    })
    store.bookings.set(booking._id, booking)
  }
  return store
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
function summary(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(1).padStart(6)
  return `${name.padEnd(34)} median ${f(quantile(sorted, 0.5))} ms   p95 ${f(quantile(sorted, 0.95))} ms   worst ${f(sorted[sorted.length - 1])} ms   (${times.length} runs)`
}

async function post(path: string, body: unknown, token?: string, method = 'POST'): Promise<{ status: number; ms: number; json: unknown }> {
  const started = performance.now()
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  const ms = performance.now() - started
  return { status: res.status, ms, json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'volta-bench-api-'))
  try {
    let started = performance.now()
    const store = buildStore()
    writeFileSync(join(dir, 'store.json'), JSON.stringify({ ...store.snapshot(), journalSeq: 0 }))
    console.log(
      `Store: ${store.users.size} users, ${store.cars.size} cars, ${store.bookings.size} bookings; store.json ${(statSync(join(dir, 'store.json')).size / 1e6).toFixed(1)} MB (generated in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    )

    started = performance.now()
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', String(port), '--data-dir', dir], {
      cwd: root,
      env: { ...process.env, BC_DATA_DIR: '', BC_TEST_MODE: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    await new Promise<void>((ready, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        output += d.toString()
        if (output.includes('Press Ctrl-C')) ready()
      })
      child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)))
    })
    // The server prints every email: keep reading so the pipe never fills.
    child.stdout.resume()
    const startMs = performance.now() - started

    const signIn = await post('/api/sign-in/frontend', { email: 'driver1@bench.example', password: PASSWORD })
    const token = (signIn.json as { accessToken: string }).accessToken
    const companies = store.companies().map((c) => c._id)
    const locations = [...store.locations.keys()]
    const cars = [...store.cars.values()].filter((c) => c.available && c.minimumAge <= 21)

    const day = (n: number) => new Date(Date.now() + n * DAY).toISOString()
    let next = 0
    const book = () => {
      const i = next++
      const car = cars[i % cars.length]
      // Far from the generated bookings, and a new period each time round the cars: never a conflict.
      const from = 800 + Math.floor(i / cars.length) * 5
      return post(
        '/api/book',
        {
          booking: {
            company: car.company,
            car: car._id,
            pickupLocation: car.locations[0],
            dropOffLocation: car.locations[0],
            from: day(from),
            to: day(from + 3),
            ...Object.fromEntries(OPTION_KEYS.map((k) => [k, false])),
          },
          payLater: false,
        },
        token,
      )
    }
    const search = (i: number) =>
      post('/api/frontend-cars/1/15', {
        companies,
        fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
        gearbox: ['manual', 'automatic'],
        mileage: ['limited', 'unlimited'],
        deposit: -1,
        pickupLocation: locations[i % locations.length],
        from: day((i % 60) + 1),
        to: day((i % 60) + 4),
      })

    for (let i = 0; i < 20; i++) {
      const b = await book()
      if (b.status !== 200) throw new Error(`booking answered ${b.status}: ${JSON.stringify(b.json)}`)
      const s = await search(i)
      if (s.status !== 200) throw new Error(`search answered ${s.status}`)
    }
    const bookings: number[] = []
    const searches: number[] = []
    for (let i = 0; i < RUNS; i++) {
      bookings.push((await book()).ms)
      searches.push((await search(i)).ms)
    }
    // Eight clients booking at once: the flushes are shared.
    const concurrent: number[] = []
    for (let round = 0; round < RUNS / 8; round++) {
      const replies = await Promise.all(Array.from({ length: 8 }, () => book()))
      concurrent.push(...replies.map((r) => r.ms))
    }

    // The operator's lists: each page comes from the server, however long the list.
    const adminToken = (
      (await post('/api/sign-in/backend', { email: 'admin@bench.example', password: PASSWORD })).json as { accessToken: string }
    ).accessToken
    const adminCalls: [string, (i: number) => ReturnType<typeof post>][] = [
      ['GET /api/companies (47)', (i) => post(`/api/companies/${1 + (i % 3)}/15/?s=`, null, adminToken, 'GET')],
      ['POST /api/users, keyword (58)', (i) => post(`/api/users/1/15/?s=Driver%20${i}`, { types: ['user'] }, adminToken)],
      ['POST /api/users, page 300 (58)', () => post('/api/users/300/15/?s=', { types: ['user', 'company'] }, adminToken)],
      [
        'POST /api/bookings, all (22)',
        (i) => post(`/api/bookings/${1 + (i % 50)}/15/en`, { companies, statuses: [...BOOKING_STATUSES] }, adminToken),
      ],
      [
        'POST /api/cars, all (36)',
        (i) =>
          post(
            `/api/cars/${1 + (i % 20)}/15/?s=`,
            {
              companies,
              fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
              gearbox: ['manual', 'automatic'],
              mileage: ['limited', 'unlimited'],
              deposit: -1,
              availability: ['available', 'unavailable'],
            },
            adminToken,
          ),
      ],
    ]
    const adminTimes = new Map<string, number[]>()
    for (const [name, callOnce] of adminCalls) {
      const first = await callOnce(0)
      if (first.status !== 200) throw new Error(`${name} answered ${first.status}: ${JSON.stringify(first.json)}`)
      const times: number[] = []
      for (let i = 0; i < RUNS; i++) times.push((await callOnce(i)).ms)
      adminTimes.set(name, times)
    }

    started = performance.now()
    child.kill('SIGTERM')
    await new Promise((r) => child.on('exit', r))
    const stopMs = performance.now() - started

    console.log(
      `Server start on that store: ${startMs.toFixed(0)} ms; clean stop (journal folded into store.json): ${stopMs.toFixed(0)} ms`,
    )
    console.log(summary('POST /api/book (one client)', bookings))
    console.log(summary('POST /api/book (8 at once)', concurrent))
    console.log(summary('POST /api/frontend-cars (period)', searches))
    for (const [name, times] of adminTimes) console.log(summary(name, times))
    console.log(`Budgets: booking < 50 ms, search < 100 ms, the operator's lists < 150 ms.`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
