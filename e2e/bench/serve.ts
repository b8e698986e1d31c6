/**
 * What the benchmarks (run.ts, lighthouse.ts) share: building the app, serving it with
 * the bundled API, and the data they measure with.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import { call, carsAt, weekAhead, type Paged } from '../tools/app-routes.ts'

const root = resolve(import.meta.dirname, '../..')

/** Builds the app (with its manifest, for the first-load sizes) into `outDir`. */
export function buildApp(outDir: string): void {
  const res = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (res.status !== 0) throw new Error(`vite build failed (exit ${res.status})`)
}

/** Serves `outDir` like production, next to the bundled API in test mode, on `port`. */
export async function startServer(outDir: string, port: number): Promise<ChildProcess> {
  const BASE = `http://localhost:${port}`
  const tsx = resolve(root, 'node_modules/.bin/tsx')
  const child = spawn(tsx, ['src/server/main.ts', '--serve-app', '--test-mode', '--port', String(port), '--dist', outDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited: ${stderr.trim()}`)
    try {
      const res = await fetch(`${BASE}/api/all-companies`)
      if (res.ok) return child
    } catch {
      /* not up yet */
    }
    await sleep(250)
  }
  stopServer(child)
  throw new Error(`The API server did not answer on ${BASE} within 30 s. ${stderr.trim()}`)
}

export function stopServer(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM') // its own process group: tsx and the node it runs
  } catch {
    /* already gone */
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// ---------------------------------------------------------------- data

export interface Fixture {
  user: unknown
  carsQuery: string
  seeded: number
  /** One of anna's paid or reserved bookings: the pass a driver shows at the desk (/booking?b=…). */
  bookingId: string
}

/** Fresh sample data, anna signed in with 1,000 bookings, and a /cars query whose place has the most cars. */
export async function prepareData(base: string, log: (message: string) => void): Promise<Fixture> {
  await call(base, 'POST', '/api/__test/reset')
  const user = await call<{ accessToken?: string }>(base, 'POST', '/api/sign-in/frontend', {
    email: 'anna@example.com',
    password: 'anna1234',
  })
  if (!user.accessToken) throw new Error('Signing in anna@example.com gave no accessToken.')
  const seeded = await call<{ total: number }>(base, 'POST', '/api/__test/seed-bookings', { email: 'anna@example.com', count: 1000 })

  // A pickup place that has cars, and dates a week ahead for three days.
  const companies = (await call<{ _id: string }[]>(base, 'GET', '/api/all-companies')).map((c) => c._id)
  const [{ resultData: bookings }] = await call<Paged<{ _id: string }>>(
    base,
    'POST',
    '/api/bookings/1/1/pl',
    { companies, statuses: ['paid', 'reserved'], user: (user as { _id?: string })._id, filter: null },
    user.accessToken,
  )
  if (!bookings[0]) throw new Error('anna has no booking to show at the desk.')
  const [{ resultData: locations }] = await call<Paged<{ _id: string; name: string }>>(base, 'GET', '/api/locations/1/100/pl')
  let pickup = locations[0]?._id
  let best = -1
  for (const location of locations) {
    const n = (await carsAt(base, companies, location._id)).pageInfo[0]?.totalRecords ?? 0
    if (n > best) {
      best = n
      pickup = location._id
    }
  }
  if (!pickup) throw new Error('The API has no locations.')
  const { from, to } = weekAhead()
  const q = new URLSearchParams({ p: pickup, f: from, t: to })
  log(`pickup ${pickup} (${best} cars), ${seeded.total} bookings for anna`)
  return { user, carsQuery: `?${q}`, seeded: seeded.total, bookingId: bookings[0]._id }
}
