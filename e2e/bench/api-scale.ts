/**
 * The bundled API at scale on PostgreSQL (issue 48; issue 37 measured the in-memory store):
 * `npm run bench:api [-- --drivers N --cars N --bookings N --runs N --port P --seconds S --concurrency C]`
 * `  [--engine embedded|server|both] [--data-dir DIR] [--database-url URL] [--keep] [--call-seconds S]`
 * `  [--startups N] [--startup-only] [--tsx] [--no-build]`
 *
 * For each engine: writes 100,000 drivers, 20,000 cars and 500,000 bookings (by default; plus one
 * notification per 5 bookings) straight into a new database with multi-row INSERTs, then ANALYZE;
 * starts the server on it as a process --startups times (5; spawn to "Press Ctrl-C": the start-up, the
 * median reported; the built server, `node build/server/main.js`, built first unless --no-build; with
 * --tsx, the sources through tsx as `npm run api` runs them) and times from a client
 * on the same machine, over --runs calls each (a slow one stops after --call-seconds, 60 by default,
 * at 20 runs at least): the car search over a period (call 18), a car's price (21), booking creation
 * (25, signed in), a driver's bookings (22) and the operator's lists (47, 58, 22, 36). Then bookings
 * per second with C in flight for S seconds: on the embedded engine against its one process; on a
 * server, through a round-robin proxy in this script to one process, then to two sharing the database. Prints median, 95th percentile and worst; a script, not a test.
 * --startup-only measures the start-ups and nothing else.
 *
 * The embedded engine works in a temporary data folder (or --data-dir DIR, kept; its database, in
 * DIR/db, is reused when it holds a run's data). The server engine uses --database-url URL (or
 * BC_TEST_DATABASE_URL), where it makes a database of its own, dropped at the end unless --keep (a kept
 * one is measured again as it is by the next run with --keep);
 * without a URL, the script runs itself again under e2e/tools/with-postgres.ts (a throwaway server).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request, Agent, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import pg from 'pg'
import { randomBytes } from 'node:crypto'
import { issueAccessToken } from '../../src/server/auth.ts'
import { keptSetting, openDatabase, type Db, type Executor } from '../../src/server/db/database.ts'
import { bookingRow, carRow, notificationRow, revive, seedIdMaker, userRow } from '../../src/server/db/repo.ts'
import { startOfUtcDay } from '../../src/server/dates.ts'
import { MESSAGES } from '../../src/server/messages.ts'
import { hashPasswordSync } from '../../src/server/password.ts'
import { buildSeed, seedBooking } from '../../src/server/seed.ts'
import { BOOKING_STATUSES, OPTION_KEYS, type CarRecord, type NotificationRecord, type UserRecord } from '../../src/server/types.ts'

const root = resolve(import.meta.dirname, '../..')
const { values: opts } = parseArgs({
  options: {
    drivers: { type: 'string', default: '100000' },
    cars: { type: 'string', default: '20000' },
    bookings: { type: 'string', default: '500000' },
    runs: { type: 'string', default: '200' },
    port: { type: 'string', default: process.env.BC_BENCH_PORT ?? '4393' },
    seconds: { type: 'string', default: '10' },
    'call-seconds': { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '16' },
    engine: { type: 'string', default: 'both' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
    startups: { type: 'string', default: '5' },
    'startup-only': { type: 'boolean', default: false },
    tsx: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
})
const DRIVERS = Number(opts.drivers)
const CARS = Number(opts.cars)
const BOOKINGS = Number(opts.bookings)
const RUNS = Number(opts.runs)
const SECONDS = Number(opts.seconds)
const CALL_SECONDS = Number(opts['call-seconds'])
const CONCURRENCY = Number(opts.concurrency)
const PORT = Number(opts.port)
const STARTUPS = Number(opts.startups)
const DAY = 86_400_000
const HOUR = 3_600_000
const PASSWORD = 'bench-driver-1234'
const ROWS_PER_INSERT = 1000
if (
  ![DRIVERS, CARS, BOOKINGS, RUNS, SECONDS, CALL_SECONDS, CONCURRENCY, PORT, STARTUPS].every((n) => Number.isInteger(n) && n > 0) ||
  DRIVERS < 3
) {
  throw new Error(
    '--drivers (at least 3), --cars, --bookings, --runs, --seconds, --concurrency, --port and --startups take positive whole numbers.',
  )
}
if (!['embedded', 'server', 'both'].includes(opts.engine)) throw new Error('--engine is embedded, server or both.')
const engines = (opts.engine === 'both' ? ['embedded', 'server'] : [opts.engine]) as ('embedded' | 'server')[]
const serverUrl = opts['database-url'] ?? process.env.BC_TEST_DATABASE_URL

// A server engine without a server: this script again, under a throwaway PostgreSQL (which sets BC_TEST_DATABASE_URL).
if (engines.includes('server') && !serverUrl) {
  const code = await new Promise<number>((done) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'e2e/tools/with-postgres.ts',
        '--',
        process.execPath,
        '--import',
        'tsx',
        'e2e/bench/api-scale.ts',
        ...process.argv.slice(2),
      ],
      { cwd: root, stdio: 'inherit' },
    )
    child.on('exit', (c) => done(c ?? 1))
  })
  process.exit(code)
}

// ---------------------------------------------------------------------------------------------
// The data

/** Ids of the generated records: 24 hex digits as the server's own, the kind in the middle (repo.ts). */
const benchId = (kind: '5e' | 'ca' | 'b0' | 'f0', n: number) => `6651${kind}${n.toString(16).padStart(18, '0')}`
const ADMIN_EMAIL = 'admin@bench.example'
const driverEmail = (i: number) => `driver${i}@bench.example`

function chunked<T>(count: number, make: (i: number) => T, size = ROWS_PER_INSERT): Generator<T[]> {
  return (function* () {
    for (let start = 0; start < count; start += size) {
      yield Array.from({ length: Math.min(size, count - start) }, (_, k) => make(start + k))
    }
  })()
}

/**
 * Writes the data into an empty, migrated database: the sample places and suppliers (buildSeed),
 * the drivers, an operator, cars made from the sample cars, bookings and notifications. Each car's
 * bookings get disjoint periods (slots of at least 10 days over two years around today, 1–9 days
 * each), so no two of them overlap, whatever their status: the exclusion constraint is never hit.
 */
async function generate(db: Db, now: Date): Promise<void> {
  const today = startOfUtcDay(now)
  const started = performance.now()
  // The sample accounts' passwords are not used here: hashed at the tests' cost (password.ts), the drivers' at production cost.
  const fast = process.env.BC_TEST_FAST_PASSWORDS
  process.env.BC_TEST_FAST_PASSWORDS = '1'
  const seed = buildSeed(today, seedIdMaker())
  if (fast === undefined) delete process.env.BC_TEST_FAST_PASSWORDS
  else process.env.BC_TEST_FAST_PASSWORDS = fast
  const hash = hashPasswordSync(PASSWORD)
  console.log(
    `  The sample places and suppliers, and the drivers' password hash, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  const suppliers = seed.users.filter((u) => u.type === 'company')
  const templates = seed.cars
  let written = 0
  const progress = (what: string, n: number) => {
    written += n
    if (written % 100_000 < n) process.stdout.write(`  ${written.toLocaleString('en')} rows (${what})\n`)
  }

  const driver = (i: number): UserRecord => ({
    _id: benchId('5e', i),
    email: driverEmail(i),
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
    createdAt: new Date(today.getTime() - (i % 700) * DAY - (i % 1000) * 1000),
  })
  const car = (i: number): CarRecord => {
    const t = templates[i % templates.length]
    return { ...t, _id: benchId('ca', i), name: `${t.name} #${i}`, available: i % 20 !== 0 }
  }
  const perCar = Math.ceil(BOOKINGS / CARS)
  const slot = Math.max(10, Math.floor(730 / perCar))
  const booking = (i: number) => {
    const k = Math.floor(i / CARS)
    const startDay = -365 + k * slot + ((i * 37) % (slot - 9))
    const from = new Date(today.getTime() + startDay * DAY + 10 * HOUR)
    return seedBooking(() => benchId('b0', i), {
      driver: driver((i * 7) % DRIVERS),
      car: car(i % CARS),
      status: BOOKING_STATUSES[i % BOOKING_STATUSES.length],
      from,
      to: new Date(from.getTime() + (1 + (i % 9)) * DAY),
      take: OPTION_KEYS.filter((_, n) => (i + n) % 3 === 0),
      createdAt: new Date(Math.min(from.getTime(), today.getTime()) - DAY - (i % 86_400) * 1000),
      dropOffIndex: i,
    })
  }
  const notification = (n: number): NotificationRecord => {
    const b = booking(n * 5)
    const to = driver((n * 5 * 7) % DRIVERS)
    return {
      _id: benchId('f0', n),
      user: to._id,
      message: MESSAGES[to.language].bookingConfirmed(b._id),
      booking: b._id,
      isRead: n % 2 === 0,
      createdAt: b.createdAt,
    }
  }

  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('locations')
      .values(seed.locations.map((l) => ({ id: l._id, doc: JSON.stringify(l) })))
      .execute()
    const admin: UserRecord = { ...driver(0), _id: benchId('5e', DRIVERS), email: ADMIN_EMAIL, fullName: 'Bench Admin', type: 'admin' }
    await tx
      .insertInto('users')
      .values([...suppliers, admin].map(userRow))
      .execute()
  })
  // A transaction per 20 inserts: large enough to be quick, small enough for the embedded engine's memory.
  const write = async <T>(what: string, rows: Generator<T[]>, insert: (tx: Executor, rows: T[]) => Promise<unknown>) => {
    const started = performance.now()
    let count = 0
    let batch: T[][] = []
    const flush = () =>
      db.transaction().execute(async (tx) => {
        for (const rows of batch) {
          await insert(tx, rows)
          count += rows.length
          progress(what, rows.length)
        }
      })
    for (const chunk of rows) {
      batch.push(chunk)
      if (batch.length === 20) {
        await flush()
        batch = []
      }
    }
    if (batch.length) await flush()
    console.log(`  ${what}: ${count.toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  // The bulk load's usual form: the tables' secondary indexes and the exclusion constraint go first and are made
  // again afterwards, from their own definitions (read from the catalog); making the constraint checks every row.
  const loaded = ['users', 'cars', 'bookings', 'notifications']
  const constraints = (
    await sql<{ table: string; name: string; def: string }>`
      SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE contype = 'x' AND conrelid::regclass::text = ANY(${loaded})`.execute(db)
  ).rows
  const indexes = (
    await sql<{ name: string; def: string }>`
      SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
      WHERE i.indrelid::regclass::text = ANY(${loaded}) AND NOT i.indisprimary AND NOT i.indisunique
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`.execute(db)
  ).rows
  for (const c of constraints) await sql.raw(`ALTER TABLE ${c.table} DROP CONSTRAINT ${c.name}`).execute(db)
  for (const i of indexes) await sql.raw(`DROP INDEX ${i.name}`).execute(db)
  await write(
    'users',
    chunked(DRIVERS, (i) => userRow(driver(i))),
    (tx, rows) => tx.insertInto('users').values(rows).execute(),
  )
  await write(
    'cars',
    chunked(CARS, (i) => carRow(car(i))),
    (tx, rows) => tx.insertInto('cars').values(rows).execute(),
  )
  await write(
    'bookings',
    chunked(BOOKINGS, (i) => bookingRow(booking(i), now)),
    (tx, rows) => tx.insertInto('bookings').values(rows).execute(),
  )
  await write(
    'notifications',
    chunked(Math.floor(BOOKINGS / 5), (n) => notificationRow(notification(n))),
    (tx, rows) => tx.insertInto('notifications').values(rows).execute(),
  )
  const indexed = performance.now()
  for (const i of indexes) await sql.raw(i.def).execute(db)
  for (const c of constraints) await sql.raw(`ALTER TABLE ${c.table} ADD CONSTRAINT ${c.name} ${c.def}`).execute(db)
  console.log(
    `  ${indexes.length} indexes and ${constraints.length} exclusion constraint made again in ${((performance.now() - indexed) / 1000).toFixed(1)} s`,
  )
  const analyzed = performance.now()
  await sql`ANALYZE`.execute(db)
  console.log(`  ANALYZE in ${((performance.now() - analyzed) / 1000).toFixed(1)} s`)
}

/** What the calls need from the data, read back (so a kept data folder can be measured again). */
interface Facts {
  users: number
  cars: number
  bookings: number
  notifications: number
  companies: string[]
  locations: string[]
  /** Available cars any driver may take. */
  bookable: CarRecord[]
  /** A driver with only the generated bookings. */
  listDriver: string
  /** Ids by email of the accounts that sign in. */
  accounts: Map<string, string>
  /** The key that signs access tokens (kept in the database; main.ts reads the same). */
  jwtSecret: string
  /** The first day (from today) after every booking there is. */
  freeFrom: number
}

async function factsOf(db: Db, now: Date): Promise<Facts> {
  const count = async (table: 'users' | 'cars' | 'bookings' | 'notifications') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const companies = (await db.selectFrom('users').select('id').where('type', '=', 'company').orderBy('id').execute()).map((r) => r.id)
  const locations = (await db.selectFrom('locations').select('id').orderBy('id').execute()).map((r) => r.id)
  const bookable = (
    await db
      .selectFrom('cars')
      .select('doc')
      .where('available', '=', true)
      .where(sql<boolean>`(doc->>'minimumAge')::int <= 25`)
      .orderBy('id')
      .limit(5000)
      .execute()
  ).map((r) => revive.car(r.doc))
  const signingIn = [driverEmail(1), driverEmail(2), ADMIN_EMAIL]
  const accounts = new Map(
    (await db.selectFrom('users').select(['id', 'email']).where('email', 'in', signingIn).execute()).map((r) => [r.email, r.id]),
  )
  const listDriver = accounts.get(driverEmail(2))!
  const jwtSecret = await keptSetting(db, 'jwt-secret', () => randomBytes(32).toString('hex'))
  const last = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.max('to_at').as('last'))
    .executeTakeFirst()
  const lastTime = last?.last ? new Date(last.last).getTime() : now.getTime()
  const freeFrom = Math.max(1, Math.ceil((lastTime - startOfUtcDay(now).getTime()) / DAY) + 2)
  return {
    users: await count('users'),
    cars: await count('cars'),
    bookings: await count('bookings'),
    notifications: await count('notifications'),
    companies,
    locations,
    bookable,
    listDriver,
    accounts,
    jwtSecret,
    freeFrom,
  }
}

/** Makes the data unless the database holds a run's already (a kept --data-dir). */
async function prepare(open: () => Promise<{ db: Db; close: () => Promise<void> }>): Promise<{ facts: Facts; seconds: number | null }> {
  const opening = performance.now()
  const database = await open()
  console.log(`  Database opened (migrated) in ${((performance.now() - opening) / 1000).toFixed(1)} s`)
  try {
    const now = new Date()
    const found = await database.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirst()
    let seconds: number | null = null
    if (found) {
      console.log("  The database holds a run's data already: measured as it is.")
    } else {
      const started = performance.now()
      await generate(database.db, now)
      seconds = (performance.now() - started) / 1000
    }
    return { facts: await factsOf(database.db, now), seconds }
  } finally {
    await database.close()
  }
}

// ---------------------------------------------------------------------------------------------
// The server processes and the proxy

interface Process {
  child: ChildProcess
  port: number
  startMs: number
  /** The processor time the server had used by then (user + system), when the system says (Linux). */
  cpuMs: number | null
  output: () => string
}

/** The built server (`npm run build:server`), as `npm run serve` runs it; with --tsx, the sources as `npm run api` runs them. */
const SERVER_COMMAND = opts.tsx ? ['--import', 'tsx', 'src/server/main.ts'] : ['build/server/main.js']

/** A process's processor time so far, from /proc (null elsewhere). */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime (fields 14 and 15 of the line, here 12 and 13 after the name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

/** Starts the server with no BC_ variable from here; resolves once it prints 'Press Ctrl-C'. */
async function startServer(port: number, args: string[]): Promise<Process> {
  const env = { ...process.env }
  for (const key of Object.keys(env)) if (key.startsWith('BC_') || key === 'NODE_ENV') delete env[key]
  const started = performance.now()
  const child = spawn(process.execPath, [...SERVER_COMMAND, '--port', String(port), ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The server prints every email: keep reading (the last 20 KB) so the pipe never fills.
  let output = ''
  let ready = false
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000)
  }
  child.stderr.on('data', keep)
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no start in 60 s: ${output}`)), 60_000)
    child.stdout.on('data', (d: Buffer) => {
      keep(d)
      if (!ready && output.includes('Press Ctrl-C')) {
        ready = true
        clearTimeout(timer)
        done()
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (!ready) fail(new Error(`the server exited (${code}): ${output}`))
    })
  })
  return { child, port, startMs: performance.now() - started, cpuMs: cpuMsOf(child.pid), output: () => output }
}

async function stopServer(p: Process): Promise<number> {
  const started = performance.now()
  if (p.child.exitCode !== null) return 0
  const exited = new Promise((r) => p.child.on('exit', r))
  p.child.kill('SIGTERM')
  await exited
  return performance.now() - started
}

/** A round-robin HTTP proxy on `port`: each request to the next of `targets` (the load balancer in front of several processes). */
function roundRobin(port: number, targets: number[]): Promise<Server> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  let next = 0
  const server = createServer((req, res) => {
    const target = targets[next++ % targets.length]
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers, agent },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(res)
      },
    )
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' })
      res.end(String(err))
    })
    req.pipe(upstream)
  })
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)))
}

const closeProxy = (server: Server) => new Promise((r) => server.close(r)).then(() => server.closeAllConnections())

// ---------------------------------------------------------------------------------------------
// The client

interface Reply {
  status: number
  ms: number
  json: unknown
}

async function call(base: string, path: string, body: unknown, token?: string, method = 'POST'): Promise<Reply> {
  const started = performance.now()
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  const ms = performance.now() - started
  let json: unknown = text
  try {
    json = text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text
  } catch {
    // Kept as text.
  }
  return { status: res.status, ms, json }
}

/** Signs in (calls 7 and 35); if that fails, says so and makes the token from the database's key, so the other calls are still measured. */
async function signIn(base: string, email: string, app: 'frontend' | 'backend', facts: Facts): Promise<string> {
  const reply = await call(base, `/api/sign-in/${app}`, { email, password: PASSWORD })
  const token = (reply.json as { accessToken?: string } | null)?.accessToken
  if (reply.status === 200 && token) return token
  console.log(
    `  Sign-in of ${email} answered ${reply.status} ${JSON.stringify(reply.json).slice(0, 100)}: token made from the database's key instead.`,
  )
  return issueAccessToken(facts.accounts.get(email)!, facts.jwtSecret, new Date(), false)
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
interface Timing {
  median: number
  p95: number
  worst: number
  runs: number
}
const timing = (times: number[]): Timing => {
  const sorted = [...times].sort((a, b) => a - b)
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), worst: sorted[sorted.length - 1], runs: times.length }
}

interface Throughput {
  perSecond: number
  ok: number
  failed: Record<string, number>
  latency: Timing
}

interface EngineResult {
  engine: 'embedded' | 'server'
  facts: Facts
  generatedSeconds: number | null
  /** The median of the start-ups (each a process started, then stopped), and each of them. */
  startMs: number
  starts: Process[]
  secondStartMs?: number
  stopMs: number
  calls: Map<string, Timing | string>
  throughput: Map<string, Throughput>
}

async function measure(
  engine: 'embedded' | 'server',
  facts: Facts,
  serverArgs: string[],
): Promise<Omit<EngineResult, 'facts' | 'generatedSeconds'>> {
  // The start-up, STARTUPS times: each process is stopped (SIGTERM, as a restart does) before the next starts.
  const starts: Process[] = []
  const started = (p: Process) =>
    console.log(
      `  Started in ${p.startMs.toFixed(0)} ms (spawn to 'Press Ctrl-C')${p.cpuMs === null ? '' : `, ${p.cpuMs} ms of processor time`}.`,
    )
  for (let i = 1; i < STARTUPS; i++) {
    const p = await startServer(PORT, serverArgs)
    started(p)
    starts.push(p)
    await stopServer(p)
  }
  const first = await startServer(PORT, serverArgs)
  started(first)
  starts.push(first)
  const startMs = timing(starts.map((p) => p.startMs)).median
  if (STARTUPS > 1) console.log(`  Start-up: median ${startMs.toFixed(0)} ms of ${STARTUPS}.`)
  const processes = [first]
  const calls = new Map<string, Timing | string>()
  const throughput = new Map<string, Throughput>()
  let secondStartMs: number | undefined
  let stopMs = 0
  try {
    if (opts['startup-only']) return { engine, startMs, starts, stopMs, calls, throughput }
    const base = `http://127.0.0.1:${PORT}`
    const today = startOfUtcDay(new Date()).getTime() + 10 * HOUR
    const at = (days: number) => new Date(today + days * DAY).toISOString()
    const driverToken = await signIn(base, driverEmail(1), 'frontend', facts)
    const listToken = await signIn(base, driverEmail(2), 'frontend', facts)
    const adminToken = await signIn(base, ADMIN_EMAIL, 'backend', facts)
    const { companies, locations, bookable } = facts
    if (!bookable.length) throw new Error('No car to book.')

    // Each booking a car and a period of its own, after every generated booking: never a conflict.
    let nextBooking = 0
    const book = (target = base, token = driverToken) => {
      const i = nextBooking++
      const car = bookable[i % bookable.length]
      const from = facts.freeFrom + Math.floor(i / bookable.length) * 4
      return call(
        target,
        '/api/book',
        {
          booking: {
            company: car.company,
            car: car._id,
            pickupLocation: car.locations[0],
            dropOffLocation: car.locations[0],
            from: at(from),
            to: at(from + 3),
            ...Object.fromEntries(OPTION_KEYS.map((k) => [k, false])),
          },
          payLater: false,
        },
        token,
      )
    }
    const everyCar = {
      companies,
      fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
    }
    const lastUsersPage = Math.max(1, Math.floor((facts.users * 0.9) / 15))
    const measured: [string, (i: number) => Promise<Reply>][] = [
      [
        'POST /api/frontend-cars, a period (18)',
        (i) =>
          call(base, '/api/frontend-cars/1/15', {
            ...everyCar,
            pickupLocation: locations[i % locations.length],
            from: at((i % 60) + 1),
            to: at((i % 60) + 4),
          }),
      ],
      [
        'GET /api/car-price (21)',
        (i) => {
          const car = bookable[(i * 13) % bookable.length]
          const q = new URLSearchParams({ from: at((i % 60) + 1), to: at((i % 60) + 4), lang: 'en', additionalDriver: 'false' })
          return call(base, `/api/car-price/${car._id}?${q}`, null, undefined, 'GET')
        },
      ],
      ['POST /api/book, one client (25)', () => book()],
      [
        "POST /api/bookings, a driver's (22)",
        () => call(base, '/api/bookings/1/15/en', { companies, statuses: [...BOOKING_STATUSES], user: facts.listDriver }, listToken),
      ],
      ['GET /api/companies (47)', (i) => call(base, `/api/companies/${1 + (i % 3)}/15/?s=`, null, adminToken, 'GET')],
      ['POST /api/users, keyword (58)', (i) => call(base, `/api/users/1/15/?s=Driver%20${i}`, { types: ['user'] }, adminToken)],
      [
        `POST /api/users, page ${lastUsersPage} (58)`,
        () => call(base, `/api/users/${lastUsersPage}/15/?s=`, { types: ['user', 'company'] }, adminToken),
      ],
      [
        'POST /api/bookings, operator, all (22)',
        (i) => call(base, `/api/bookings/${1 + (i % 50)}/15/en`, { companies, statuses: [...BOOKING_STATUSES] }, adminToken),
      ],
      [
        'POST /api/cars, operator, all (36)',
        (i) => call(base, `/api/cars/${1 + (i % 20)}/15/?s=`, { ...everyCar, availability: ['available', 'unavailable'] }, adminToken),
      ],
    ]
    for (const [name, once] of measured) {
      // A few calls first (the first of each pays for compiling its code), each checked.
      let failure: string | null = null
      for (let i = 0; i < 5 && !failure; i++) {
        const reply = await once(RUNS + i)
        if (reply.status !== 200) failure = `${reply.status} ${JSON.stringify(reply.json).slice(0, 160)}`
      }
      if (failure) {
        console.log(`  ${name}: FAILED (${failure})`)
        calls.set(name, failure)
        continue
      }
      const times: number[] = []
      // A slow call stops after CALL_SECONDS (20 runs at least): the table says how many runs each had.
      const until = performance.now() + CALL_SECONDS * 1000
      for (let i = 0; i < RUNS && (i < 20 || performance.now() < until); i++) {
        const reply = await once(i)
        if (reply.status !== 200) {
          failure = `run ${i}: ${reply.status} ${JSON.stringify(reply.json).slice(0, 160)}`
          break
        }
        times.push(reply.ms)
      }
      calls.set(name, failure ?? timing(times))
      console.log(`  ${failure ? `${name}: FAILED (${failure})` : line(name, timing(times))}`)
    }

    // Bookings per second, CONCURRENCY in flight.
    const load = async (target: string, seconds: number): Promise<Throughput> => {
      const deadline = performance.now() + seconds * 1000
      const times: number[] = []
      const failed: Record<string, number> = {}
      const started = performance.now()
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < deadline) {
            const reply = await book(target).catch((err: unknown) => ({ status: 0, ms: 0, json: String(err) }))
            if (reply.status === 200) times.push(reply.ms)
            else failed[reply.status] = (failed[reply.status] ?? 0) + 1
          }
        }),
      )
      const elapsed = (performance.now() - started) / 1000
      return { perSecond: times.length / elapsed, ok: times.length, failed, latency: timing(times.length ? times : [0]) }
    }
    const bookWorks = calls.get('POST /api/book, one client (25)')
    if (typeof bookWorks === 'string') {
      console.log('  Bookings per second: not measured (booking fails).')
    } else if (engine === 'embedded') {
      await load(base, 2)
      const t = await load(base, SECONDS)
      throughput.set('one process', t)
      console.log(`  ${throughputLine('one process', t)}`)
    } else {
      const proxyPort = PORT + 2
      const second = await startServer(PORT + 1, serverArgs)
      processes.push(second)
      secondStartMs = second.startMs
      console.log(`  A second process on the same database started in ${second.startMs.toFixed(0)} ms.`)
      const proxied = `http://127.0.0.1:${proxyPort}`
      for (const [name, targets] of [
        ['one process behind the proxy', [PORT]],
        ['two processes behind the proxy', [PORT, PORT + 1]],
      ] as const) {
        const proxy = await roundRobin(proxyPort, [...targets])
        try {
          await load(proxied, 2)
          const t = await load(proxied, SECONDS)
          throughput.set(name, t)
          console.log(`  ${throughputLine(name, t)}`)
        } finally {
          await closeProxy(proxy)
        }
      }
    }
  } catch (err) {
    for (const p of processes) console.error(`Output of the server on port ${p.port}:\n${p.output().slice(-3000)}`)
    throw err
  } finally {
    for (const p of processes) stopMs = Math.max(stopMs, await stopServer(p))
  }
  return { engine, startMs, starts, ...(secondStartMs === undefined ? {} : { secondStartMs }), stopMs, calls, throughput }
}

// ---------------------------------------------------------------------------------------------
// Printing

const ms = (n: number) => n.toFixed(1).padStart(7)
const line = (name: string, t: Timing) =>
  `${name.padEnd(40)} median ${ms(t.median)} ms   p95 ${ms(t.p95)} ms   worst ${ms(t.worst)} ms   (${t.runs} runs)`
const throughputLine = (name: string, t: Throughput) =>
  `Bookings/s, ${CONCURRENCY} in flight for ${SECONDS} s, ${name}: ${t.perSecond.toFixed(1)} (${t.ok} made${
    Object.keys(t.failed).length ? `, failed: ${JSON.stringify(t.failed)}` : ''
  }; each median ${t.latency.median.toFixed(0)} ms, p95 ${t.latency.p95.toFixed(0)} ms)`

function table(results: EngineResult[]): string {
  const cell = (t: Timing | string | undefined) =>
    t === undefined
      ? '–'
      : typeof t === 'string'
        ? `fails (${t.split(' ')[0]})`
        : `${t.median.toFixed(1)} / ${t.p95.toFixed(1)} / ${t.worst.toFixed(1)}${t.runs < RUNS ? ` (${t.runs} runs)` : ''}`
  const names = [...new Set(results.flatMap((r) => [...r.calls.keys()]))]
  const head = `| call (ms: median / p95 / worst, ${RUNS} runs) | ${results.map((r) => r.engine).join(' | ')} |`
  const rows = [
    head,
    `| --- | ${results.map(() => '---').join(' | ')} |`,
    `| data (users, cars, bookings, notifications) | ${results
      .map((r) => [r.facts.users, r.facts.cars, r.facts.bookings, r.facts.notifications].map((n) => n.toLocaleString('en')).join(', '))
      .join(' | ')} |`,
    `| written in | ${results.map((r) => (r.generatedSeconds === null ? 'kept' : `${r.generatedSeconds.toFixed(0)} s`)).join(' | ')} |`,
    `| start-up (spawn to ready, median of ${STARTUPS}; budget 2 s) | ${results
      .map(
        (r) =>
          `${r.startMs.toFixed(0)} ms (${r.starts.map((p) => p.startMs.toFixed(0)).join(', ')})${
            r.secondStartMs === undefined ? '' : `; a second process ${r.secondStartMs.toFixed(0)} ms`
          }`,
      )
      .join(' | ')} |`,
    ...names.map((n) => `| ${n} | ${results.map((r) => cell(r.calls.get(n))).join(' | ')} |`),
    ...[...new Set(results.flatMap((r) => [...r.throughput.keys()]))].map(
      (n) =>
        `| bookings/s, ${CONCURRENCY} in flight, ${n} | ${results
          .map((r) => {
            const t = r.throughput.get(n)
            return t ? `${t.perSecond.toFixed(1)} (median ${t.latency.median.toFixed(0)} ms)` : '–'
          })
          .join(' | ')} |`,
    ),
    `| clean stop | ${results.map((r) => `${r.stopMs.toFixed(0)} ms`).join(' | ')} |`,
  ]
  return rows.join('\n')
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!opts.tsx && !opts['no-build']) {
    console.log('Building the server (npm run build:server; --no-build to use the build there is, --tsx to run the sources)')
    const built = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' })
    if (built.status !== 0) throw new Error('npm run build:server failed.')
  }
  const results: EngineResult[] = []
  for (const engine of engines) {
    console.log(
      `\n${engine === 'embedded' ? 'Embedded engine (PGlite)' : 'PostgreSQL server'}: ${DRIVERS} drivers, ${CARS} cars, ${BOOKINGS} bookings`,
    )
    const dir = engine === 'embedded' && opts['data-dir'] ? resolve(opts['data-dir']) : mkdtempSync(join(tmpdir(), 'volta-bench-api-'))
    const removeDir = !(engine === 'embedded' && opts['data-dir'])
    let dropDatabase: (() => Promise<void>) | null = null
    try {
      let serverArgs: string[]
      let prepared: Awaited<ReturnType<typeof prepare>>
      if (engine === 'embedded') {
        prepared = await prepare(() => openDatabase({ dir: join(dir, 'db') }))
        serverArgs = ['--data-dir', dir]
      } else {
        // A database of this run's own on the server.
        const target = new URL(serverUrl!)
        const name = 'volta_bench_api'
        const admin = new pg.Client({ connectionString: serverUrl })
        await admin.connect()
        try {
          // With --keep, the database a run kept is measured again as it is (prepare sees its data).
          const kept = opts.keep && (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount
          if (!kept) {
            await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
            await admin.query(`CREATE DATABASE ${name}`)
          }
        } finally {
          await admin.end()
        }
        if (!opts.keep) {
          dropDatabase = async () => {
            const a = new pg.Client({ connectionString: serverUrl })
            await a.connect()
            await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => a.end())
          }
        }
        target.pathname = `/${name}`
        const url = target.toString()
        prepared = await prepare(() => openDatabase({ url, poolSize: 2 }))
        // The data folder holds the Web Push keys only.
        serverArgs = ['--database-url', url, '--data-dir', dir]
      }
      const { facts, seconds } = prepared
      if (seconds !== null) console.log(`  Written in ${seconds.toFixed(1)} s, then ANALYZE.`)
      const measuredResult = await measure(engine, facts, serverArgs)
      results.push({ ...measuredResult, facts, generatedSeconds: seconds })
    } finally {
      await dropDatabase?.()
      if (removeDir) rmSync(dir, { recursive: true, force: true })
    }
  }
  console.log(`\n${table(results)}`)
  console.log(`\nStart-up budget 2 s: ${results.map((r) => `${r.engine} ${r.startMs <= 2000 ? 'PASS' : 'FAIL'}`).join(', ')}.`)
}

await main()
