// @vitest-environment node
import { spawn } from 'node:child_process'
import { createServer as createNetServer } from 'node:net'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Persistence, resetData, STORE_FILE } from './persist.ts'
import { call, TEST_SECRET } from './testing.ts'
import { createServer } from './server.ts'

/** Issue 10: what is created in `npm start` survives a restart; test mode never touches the disk. */

const dirs: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'volta-data-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

async function openServer(dir: string) {
  const { persistence, created } = await Persistence.open(dir, () => new Date())
  const app = createServer({ testMode: false, jwtSecret: TEST_SECRET, store: persistence.store })
  return { app, persistence, created }
}

async function backendToken(app: ReturnType<typeof createServer>, email: string, password: string): Promise<{ id: string; token: string }> {
  const reply = await call(app, 'POST', '/api/sign-in/backend', { body: { email, password } })
  const { id, accessToken } = reply.json as { id: string; accessToken: string }
  return { id, token: accessToken }
}

async function upload(app: ReturnType<typeof createServer>, path: string, token: string) {
  const form = new FormData()
  form.append('image', new File([new Uint8Array(PNG)], 'car.png', { type: 'image/png' }))
  const res = await app.request(path, { method: 'POST', body: form, headers: { 'x-access-token': token } })
  return JSON.parse(await res.text()) as string
}

describe('the data folder', () => {
  it('starts with the sample data, then keeps cars, pictures, bookings and accounts across a restart, dates as dates', async () => {
    const dir = tempDir()
    const first = await openServer(dir)
    expect(first.created).toBe(true)
    expect(existsSync(join(dir, STORE_FILE))).toBe(true)
    const { app, persistence } = first
    const tatra = await backendToken(app, 'kontakt@tatra-wheels.example', 'tatra1234')
    const kraków = [...persistence.store.locations.values()].find((l) => l.names.en === 'Kraków Airport')!._id
    const image = await upload(app, '/api/create-car-image', tatra.token)
    const created = await call(app, 'POST', '/api/create-car', {
      token: tatra.token,
      body: {
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
    })
    expect(created.status).toBe(200)
    const carId = (created.json as { _id: string })._id
    const from = new Date(Date.now() + 40 * 86_400_000).toISOString()
    const to = new Date(Date.now() + 42 * 86_400_000).toISOString()
    const booked = await call(app, 'POST', '/api/book', {
      body: {
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
      },
    })
    expect(booked.status).toBe(200)
    const bookingId = (booked.json as { bookingId: string }).bookingId
    const tempImage = await upload(app, '/api/create-car-image', tatra.token)
    await persistence.flush()
    expect(readdirSync(join(dir, 'files', 'carImages'))).toEqual([image])
    expect(readdirSync(join(dir, 'files', 'tempCarImages'))).toEqual([tempImage])

    // A new process: the same folder, nothing in memory.
    const second = await openServer(dir)
    expect(second.created).toBe(false)
    const store = second.persistence.store
    expect(store.cars.get(carId)).toMatchObject({ name: 'Polonez Caro', minimumAge: 30, image })
    const booking = store.bookings.get(bookingId)!
    expect(booking.from).toBeInstanceOf(Date)
    expect(booking.from.toISOString()).toBe(from)
    expect(booking.status).toBe('pending')
    const guest = store.userByEmail('kept.guest@example.com')!
    expect(guest.birthDate).toBeInstanceOf(Date)
    expect(guest.createdAt).toBeInstanceOf(Date)
    expect(store.tokens.find((t) => t.user === guest._id)!.expireAt).toBeInstanceOf(Date)
    expect(store.tempCarImages.get(tempImage)!.owner).toBe(tatra.id)
    const served = await second.app.request(`/cdn/cars/${image}`)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    // The counter goes on: new ids never collide with kept ones.
    const ids = new Set([...store.users.keys(), ...store.cars.keys(), ...store.bookings.keys(), ...store.notifications.keys()])
    expect(ids.has(store.nextId('car'))).toBe(false)
    // The old token still works (same secret), and the supplier sees the booking.
    const list = await call(second.app, 'POST', '/api/bookings/1/10/pl', {
      token: tatra.token,
      body: { companies: [], statuses: ['pending'] },
    })
    expect((list.json as { resultData: { _id: string }[] }[])[0].resultData.map((b) => b._id)).toEqual([bookingId])
    // Sample records keep their dates' type too.
    expect([...store.bookings.values()].every((b) => b.from instanceof Date && b.createdAt instanceof Date)).toBe(true)

    // Deleting a car deletes its picture file at the next save.
    await call(second.app, 'POST', `/api/delete-temp-car-image/${tempImage}`, { token: tatra.token })
    await second.persistence.flush()
    expect(readdirSync(join(dir, 'files', 'tempCarImages'))).toEqual([])
  })

  it('refuses to start on a damaged store rather than overwrite it, and reset-data starts again', async () => {
    const dir = tempDir()
    await openServer(dir)
    writeFileSync(join(dir, STORE_FILE), '{"version": 1, "users": [')
    await expect(Persistence.open(dir, () => new Date())).rejects.toThrow(/cannot be read/)
    expect(readFileSync(join(dir, STORE_FILE), 'utf8')).toBe('{"version": 1, "users": [')
    expect(resetData(dir)).toBe(true)
    expect(existsSync(dir)).toBe(false)
    expect((await openServer(dir)).created).toBe(true)
  })
})

describe('npm start', () => {
  const root = resolve(import.meta.dirname, '..', '..')
  const tsx = join(root, 'node_modules', '.bin', 'tsx')

  function start(args: string[], port: number) {
    const env = { ...process.env }
    delete env.BC_JWT_SECRET
    delete env.BC_DATA_DIR
    delete env.BC_TEST_MODE
    const child = spawn(tsx, ['src/server/main.ts', '--port', String(port), ...args], { cwd: root, env })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const ready = new Promise<void>((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${output}`)), 30_000)
      child.stdout.on('data', () => {
        if (output.includes('Press Ctrl-C')) {
          clearTimeout(timer)
          resolvePromise()
        }
      })
    })
    const stopped = new Promise<number | null>((r) => child.on('exit', (code) => r(code)))
    return { child, ready, stopped, output: () => output }
  }

  const freePort = () =>
    new Promise<number>((resolvePort) => {
      const probe = createNetServer().listen(0, () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => resolvePort(port))
      })
    })

  it('saves on SIGTERM what the last request changed, keeps sessions valid; --in-memory and --test-mode never write', async () => {
    const dir = tempDir()
    const port = await freePort()
    const base = `http://localhost:${port}`
    const first = start(['--data-dir', dir], port)
    await first.ready
    expect(first.output()).toContain(dir)
    const signIn = await fetch(`${base}/api/sign-in/frontend`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'john@example.com', password: 'john1234' }),
    })
    const john = (await signIn.json()) as { id: string; accessToken: string }
    const changed = await fetch(`${base}/api/update-language`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-access-token': john.accessToken },
      body: JSON.stringify({ id: john.id, language: 'fr' }),
    })
    expect(changed.status).toBe(200)
    // At once, before the debounced save: SIGTERM must flush it.
    first.child.kill('SIGTERM')
    expect(await first.stopped).toBe(0)
    const kept = JSON.parse(readFileSync(join(dir, STORE_FILE), 'utf8')) as { users: { email: string; language: string }[] }
    expect(kept.users.find((u) => u.email === 'john@example.com')!.language).toBe('fr')

    const again = start(['--data-dir', dir], port)
    await again.ready
    expect(again.output()).toContain('kept from the last run')
    // The token from before the restart is still good: the key is kept in the folder.
    const user = await fetch(`${base}/api/user/${john.id}`, { headers: { 'x-access-token': john.accessToken } })
    expect(((await user.json()) as { language: string }).language).toBe('fr')
    again.child.kill('SIGTERM')
    await again.stopped

    const other = tempDir()
    rmSync(other, { recursive: true })
    for (const flag of ['--in-memory', '--test-mode']) {
      const run = start(['--data-dir', other, flag], port)
      await run.ready
      expect(run.output()).toContain('in memory only')
      await fetch(`${base}/api/update-language`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-access-token': john.accessToken },
        body: JSON.stringify({ id: john.id, language: 'en' }),
      })
      run.child.kill('SIGTERM')
      await run.stopped
      expect(existsSync(other)).toBe(false)
    }
  }, 90_000)
})
