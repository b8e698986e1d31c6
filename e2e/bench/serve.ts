/**
 * What the benchmarks (run.ts, lighthouse.ts) share: building the app, serving it with
 * the bundled API, and the data they measure with.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'

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
  const child = spawn(tsx, ['e2e/api/main.ts', '--serve-app', '--test-mode', '--port', String(port), '--dist', outDir], {
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

async function api<T>(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`)
  const text = await res.text()
  return (text && /^[[{]/.test(text) ? JSON.parse(text) : text) as T
}

type Paged<T> = [{ resultData: T[]; pageInfo: { totalRecords: number }[] }]

export interface Fixture {
  user: unknown
  carsQuery: string
  seeded: number
}

/** Fresh sample data, anna signed in with 1,000 bookings, and a /cars query whose place has the most cars. */
export async function prepareData(base: string, log: (message: string) => void): Promise<Fixture> {
  await api(base, 'POST', '/api/__test/reset')
  const user = await api<{ accessToken?: string }>(base, 'POST', '/api/sign-in/frontend', {
    email: 'anna@example.com',
    password: 'anna1234',
  })
  if (!user.accessToken) throw new Error('Signing in anna@example.com gave no accessToken.')
  const seeded = await api<{ total: number }>(base, 'POST', '/api/__test/seed-bookings', { email: 'anna@example.com', count: 1000 })

  // A pickup place that has cars, and dates a week ahead for three days.
  const companies = (await api<{ _id: string }[]>(base, 'GET', '/api/all-companies')).map((c) => c._id)
  const [{ resultData: locations }] = await api<Paged<{ _id: string; name: string }>>(base, 'GET', '/api/locations/1/100/pl')
  let pickup = locations[0]?._id
  let best = -1
  for (const location of locations) {
    const [page] = await api<Paged<unknown>>(base, 'POST', '/api/frontend-cars/1/1', {
      companies,
      pickupLocation: location._id,
      fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
    })
    const n = page.pageInfo[0]?.totalRecords ?? 0
    if (n > best) {
      best = n
      pickup = location._id
    }
  }
  if (!pickup) throw new Error('The API has no locations.')
  const day = 86_400_000
  const from = new Date(Math.floor(Date.now() / day) * day + 7 * day + 10 * 3_600_000)
  const to = new Date(from.getTime() + 3 * day)
  const q = new URLSearchParams({ p: pickup, f: from.toISOString(), t: to.toISOString() })
  log(`pickup ${pickup} (${best} cars), ${seeded.total} bookings for anna`)
  return { user, carsQuery: `?${q}`, seeded: seeded.total }
}
