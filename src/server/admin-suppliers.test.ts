// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN, ANNA, PNG, SUNRENT, TATRA, locationId, session, stateOf, upload } from './admin-testing.ts'
import { withRepo } from './context.ts'
import type { FileKind } from './db/repo.ts'
import { call, firstPage, testServer, userId, type Session } from './testing.ts'

/** The operator's suppliers: calls 45–52 and 50 (a supplier's logo). */

const app = await testServer()
let admin: Session

const getUser = (id: string) => withRepo(app.deps, (r) => r.users.get(id))
const hasFile = async (kind: FileKind, name: string) => (await withRepo(app.deps, (r) => r.files.get(kind, name))) !== undefined
const lastMail = async () => (await app.deps.outbox.all()).at(-1)!

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
  await app.deps.outbox.clear()
  admin = await session(app, ADMIN)
})

interface BackOfficeSupplier {
  _id: string
  email: string
  fullName: string
  avatar: string | null
  phone?: string
  location?: string
  bio?: string
  payLater: boolean
  language: string
  verified: boolean
  blacklisted: boolean
  carCount?: number
}

const NEW_SUPPLIER = {
  email: 'Biuro@Baltic-Cars.example ',
  fullName: ' Baltic Cars ',
  phone: '+48 58 123 45 67',
  location: 'ul. Długa 1, Gdańsk',
  bio: 'Mon–Fri 8–18',
  payLater: false,
  language: 'fr',
  type: 'company',
}

const createSupplier = (body: Record<string, unknown>) => call(app, 'POST', '/api/create-user', { token: admin.token, body })

describe('create-user (call 45)', () => {
  it('creates a supplier without a password, mails it a backend link in its language, and it activates and signs in', async () => {
    const reply = await createSupplier(NEW_SUPPLIER)
    expect(reply.status).toBe(200)
    const created = reply.json as BackOfficeSupplier
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email: 'biuro@baltic-cars.example',
      fullName: 'Baltic Cars',
      avatar: null,
      phone: '+48 58 123 45 67',
      location: 'ul. Długa 1, Gdańsk',
      bio: 'Mon–Fri 8–18',
      payLater: false,
      licenseRequired: false,
      minimumRentalDays: 1,
      language: 'fr',
      verified: false,
      blacklisted: false,
    })
    const record = (await getUser(created._id))!
    expect(record.type).toBe('company')
    expect(record.passwordHash).toBeUndefined()
    // In the drivers' supplier list at once.
    const all = (await call(app, 'GET', '/api/all-companies')).json as { _id: string; fullName: string }[]
    expect(all).toContainEqual({ _id: created._id, fullName: 'Baltic Cars', avatar: null })

    const mail = await lastMail()
    expect(mail.to).toBe('biuro@baltic-cars.example')
    expect(mail.subject).toBe('Votre compte fournisseur Volta')
    expect(mail.text).toContain('Baltic Cars')
    const link = new URL(mail.links[0])
    expect(link.pathname).toBe('/activate')
    expect(link.searchParams.get('app')).toBe('backend')
    const u = link.searchParams.get('u')!
    const e = link.searchParams.get('e')!
    const t = link.searchParams.get('t')!
    expect(u).toBe(created._id)
    expect((await call(app, 'POST', '/api/sign-in/backend', { body: { email: e, password: 'whatever1' } })).status).toBe(204)
    expect((await call(app, 'GET', `/api/check-token/frontend/${u}/${e}/${t}`)).status).toBe(403)
    expect((await call(app, 'GET', `/api/check-token/backend/${u}/${e}/${t}`)).status).toBe(200)
    expect((await call(app, 'POST', '/api/activate', { body: { userId: u, token: t, password: 'baltic-1234' } })).status).toBe(200)
    const signIn = await call(app, 'POST', '/api/sign-in/backend', { body: { email: e, password: 'baltic-1234' } })
    expect(signIn.status).toBe(200)
    expect(signIn.json).toMatchObject({ type: 'company', fullName: 'Baltic Cars', language: 'fr' })
    const read = await call(app, 'GET', `/api/company/${u}`, { token: admin.token })
    expect(read.json).toMatchObject({ verified: true })
  })

  it('defaults to pay later and Polish, and call 4 sends a new backend link', async () => {
    const reply = await createSupplier({ email: 'hello@mazury.example', fullName: 'Mazury Rent' })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({ payLater: true, language: 'pl', verified: false })
    expect((await lastMail()).subject).toBe('Twoje konto dostawcy w Volta')
    expect((await call(app, 'POST', '/api/resend/backend/hello@mazury.example/false')).status).toBe(200)
    expect(new URL((await lastMail()).links[0]).searchParams.get('app')).toBe('backend')
  })

  it('answers 400 and creates nothing for each broken rule', async () => {
    const before = await stateOf(app)
    const broken: Record<string, unknown>[] = [
      { email: 'not-an-email' },
      { email: ANNA.email },
      { email: 'CONTACT@sunrent.example' },
      { fullName: '' },
      { fullName: '   ' },
      { fullName: 'x'.repeat(101) },
      { fullName: '  sunrent ' },
      { fullName: 'TATRA WHEELS' },
      { phone: 'call me' },
      { bio: 'x'.repeat(101) },
      { payLater: 'yes' },
      { language: 'de' },
      { type: 'admin' },
      { type: 'user' },
    ]
    for (const change of broken) {
      const reply = await createSupplier({ email: 'fresh@supplier.example', fullName: 'Fresh Rent', ...change })
      expect(reply.status, JSON.stringify(change)).toBe(400)
      expect(reply.text.length).toBeGreaterThan(0)
    }
    expect((await createSupplier({ fullName: 'Fresh Rent' })).status).toBe(400)
    expect(await stateOf(app)).toBe(before)
  })
})

describe('validate-company (call 46)', () => {
  it('answers 200 for a free name, 204 for a taken one (case and spaces ignored), 400 for an empty one', async () => {
    const check = (fullName: unknown) => call(app, 'POST', '/api/validate-company', { token: admin.token, body: { fullName } })
    expect((await check('Baltic Cars')).status).toBe(200)
    expect((await check('  SUNRENT ')).status).toBe(204)
    expect((await check('tatra wheels')).status).toBe(204)
    expect((await check('')).status).toBe(400)
    expect((await check('  ')).status).toBe(400)
    expect((await check(undefined)).status).toBe(400)
  })
})

describe('companies (call 47)', () => {
  const list = async (page: number, size: number, s = '') =>
    firstPage<BackOfficeSupplier>(
      await call(app, 'GET', `/api/companies/${page}/${size}/?s=${encodeURIComponent(s)}`, { token: admin.token }),
    )

  it('lists every supplier by name with its car count (available or not), paged', async () => {
    const all = await list(1, 100)
    const suppliers = await app.deps.db.selectFrom('users').select(['id', 'full_name as fullName']).where('type', '=', 'company').execute()
    const cars = await app.deps.db.selectFrom('cars').select('company').execute()
    expect(all.pageInfo).toEqual([{ totalRecords: suppliers.length }])
    expect(all.resultData.map((s) => s.fullName)).toEqual(suppliers.map((s) => s.fullName).sort((a, b) => a.localeCompare(b, 'en')))
    for (const s of all.resultData) {
      expect(s.carCount).toBe(cars.filter((car) => car.company === s._id).length)
      expect(s).not.toHaveProperty('passwordHash')
      expect(s).toHaveProperty('verified')
    }
    const sunrent = all.resultData.find((s) => s.email === SUNRENT.email)!
    expect(sunrent.carCount).toBeGreaterThan(0)
    const second = await list(2, 2)
    expect(second.resultData.map((s) => s._id)).toEqual(all.resultData.slice(2, 4).map((s) => s._id))
    expect(second.pageInfo).toEqual([{ totalRecords: suppliers.length }])
    expect((await list(99, 10)).resultData).toEqual([])
  })

  it('finds by name or email, case and accents ignored; no match is an empty page', async () => {
    await createSupplier({ email: 'biuro@lodz-auto.example', fullName: 'Łódź Auto Wynajem' })
    expect((await list(1, 10, 'LODZ')).resultData.map((s) => s.fullName)).toEqual(['Łódź Auto Wynajem'])
    expect((await list(1, 10, 'łódź auto')).resultData.map((s) => s.fullName)).toEqual(['Łódź Auto Wynajem'])
    expect((await list(1, 10, 'TATRA-WHEELS.example')).resultData.map((s) => s.email)).toEqual([TATRA.email])
    expect((await list(1, 10, 'sunrent')).resultData.map((s) => s.email)).toEqual([SUNRENT.email])
    expect(await list(1, 10, 'no such supplier')).toEqual({ resultData: [], pageInfo: [] })
  })
})

describe('company and update-company (calls 48, 49)', () => {
  it('reads a supplier for an admin or the supplier itself; 204 for an unknown id or a non-supplier', async () => {
    const tatraId = await userId(app, TATRA.email)
    const tatra = await session(app, TATRA)
    const byAdmin = await call(app, 'GET', `/api/company/${tatraId}`, { token: admin.token })
    expect(byAdmin.status).toBe(200)
    expect(byAdmin.json).toMatchObject({ _id: tatraId, email: TATRA.email, language: 'pl', verified: true, blacklisted: false })
    expect((await call(app, 'GET', `/api/company/${tatraId}`, { token: tatra.token })).json).toEqual(byAdmin.json)
    expect((await call(app, 'GET', '/api/company/6650ca000000000000000999', { token: admin.token })).status).toBe(204)
    expect((await call(app, 'GET', `/api/company/${await userId(app, ANNA.email)}`, { token: admin.token })).status).toBe(204)
    expect((await call(app, 'GET', `/api/company/${admin.id}`, { token: admin.token })).status).toBe(204)
  })

  it('lets a supplier edit its desk details but not its name; the admin renames, and everyone sees it at once', async () => {
    const tatraId = await userId(app, TATRA.email)
    const tatra = await session(app, TATRA)
    const update = (token: string, body: Record<string, unknown>) => call(app, 'PUT', '/api/update-company', { token, body })
    const own = await update(tatra.token, { _id: tatraId, fullName: 'Tatra Wheels', phone: '+48 12 000 00 00', bio: '', payLater: false })
    expect(own.status).toBe(200)
    expect(own.json).toMatchObject({ fullName: 'Tatra Wheels', phone: '+48 12 000 00 00', payLater: false })
    expect(own.json).not.toHaveProperty('bio')
    const before = await stateOf(app)
    expect((await update(tatra.token, { _id: tatraId, fullName: 'Tatra Wheels Premium' })).status).toBe(403)
    expect(await stateOf(app)).toBe(before)

    const renamed = await update(admin.token, { _id: tatraId, fullName: ' Tatra Premium ', phone: null, location: 'Rynek 1, Kraków' })
    expect(renamed.status).toBe(200)
    expect(renamed.json).toMatchObject({ fullName: 'Tatra Premium', location: 'Rynek 1, Kraków', payLater: false, email: TATRA.email })
    expect(renamed.json).not.toHaveProperty('phone')
    const all = (await call(app, 'GET', '/api/all-companies')).json as { _id: string; fullName: string }[]
    expect(all.find((s) => s._id === tatraId)!.fullName).toBe('Tatra Premium')
    const car = await app.deps.db
      .selectFrom('cars')
      .select('id as _id')
      .where('company', '=', tatraId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()
    expect(((await call(app, 'GET', `/api/car/${car._id}/en`)).json as { company: { fullName: string } }).company.fullName).toBe(
      'Tatra Premium',
    )
    // A field left out (or a null name) keeps its value; nothing else moves.
    const kept = await update(admin.token, { _id: tatraId, fullName: null })
    expect(kept.json).toMatchObject({ fullName: 'Tatra Premium', location: 'Rynek 1, Kraków', language: 'pl', verified: true })
  })

  it('answers 400, 204 or 403 by the rules, changing nothing', async () => {
    const tatraId = await userId(app, TATRA.email)
    const driver = await session(app, ANNA)
    const before = await stateOf(app)
    const update = (body: Record<string, unknown>, token = admin.token) => call(app, 'PUT', '/api/update-company', { token, body })
    expect((await update({ bio: 'x' })).status).toBe(400)
    for (const change of [
      { fullName: '' },
      { fullName: 'x'.repeat(101) },
      { fullName: 'sunrent' },
      { phone: 'nope' },
      { bio: 'x'.repeat(101) },
      { payLater: 'no' },
    ]) {
      expect((await update({ _id: tatraId, ...change })).status, JSON.stringify(change)).toBe(400)
    }
    expect((await update({ _id: '6650ca000000000000000999', bio: 'x' })).status).toBe(204)
    expect((await update({ _id: await userId(app, ANNA.email), bio: 'x' })).status).toBe(204)
    expect((await update({ _id: driver.id, bio: 'x' }, driver.token)).status).toBe(403)
    expect(await stateOf(app)).toBe(before)
  })
})

describe("a supplier's logo (call 50)", () => {
  it('an admin uploads and removes any supplier’s logo, seen at once in call 28; 204 unknown, 403 a driver', async () => {
    const tatraId = await userId(app, TATRA.email)
    const uploaded = await upload(app, `/api/update-avatar/${tatraId}`, admin.token)
    expect(uploaded.status).toBe(200)
    const logo = uploaded.json!
    expect(await hasFile('avatars', logo)).toBe(true)
    const all = () => call(app, 'GET', '/api/all-companies').then((r) => r.json as { _id: string; avatar: string | null }[])
    expect((await all()).find((s) => s._id === tatraId)!.avatar).toBe(logo)
    expect((await upload(app, `/api/update-avatar/${tatraId}`, admin.token, Buffer.from('not an image'))).status).toBe(400)
    expect((await call(app, 'POST', `/api/delete-avatar/${tatraId}`, { token: admin.token })).status).toBe(200)
    expect((await all()).find((s) => s._id === tatraId)!.avatar).toBeNull()
    expect(await hasFile('avatars', logo)).toBe(false)
    expect((await upload(app, '/api/update-avatar/6650ca000000000000000999', admin.token)).status).toBe(204)
    expect((await call(app, 'POST', '/api/delete-avatar/6650ca000000000000000999', { token: admin.token })).status).toBe(204)
    const anna = await userId(app, ANNA.email)
    expect((await upload(app, `/api/update-avatar/${anna}`, admin.token)).status).toBe(403)
    expect((await call(app, 'POST', `/api/delete-avatar/${anna}`, { token: admin.token })).status).toBe(403)
    expect((await upload(app, `/api/update-avatar/${admin.id}`, admin.token)).status).toBe(200)
    // A supplier still changes its own logo.
    const tatra = await session(app, TATRA)
    expect((await upload(app, `/api/update-avatar/${tatraId}`, tatra.token)).status).toBe(200)
  })
})

describe('check-company and delete-company (calls 51, 52)', () => {
  it('refuses a supplier with bookings, deleting nothing', async () => {
    const sunrent = await userId(app, SUNRENT.email)
    expect((await call(app, 'GET', `/api/check-company/${sunrent}`, { token: admin.token })).status).toBe(200)
    const before = await stateOf(app)
    const reply = await call(app, 'DELETE', `/api/delete-company/${sunrent}`, { token: admin.token })
    expect(reply.status).toBe(400)
    expect(reply.text).toMatch(/booking/i)
    expect(await stateOf(app)).toBe(before)
  })

  it('deletes a supplier without bookings with its cars, pictures, logo, notifications and uploads; its tokens get 401', async () => {
    const tatraId = await userId(app, TATRA.email)
    const tatra = await session(app, TATRA)
    // A car with an uploaded picture, a logo, a pending upload and a notification.
    const temp = (await upload(app, '/api/create-car-image', tatra.token)).json!
    const car = await call(app, 'POST', '/api/create-car', {
      token: tatra.token,
      body: {
        name: 'Fiat Panda',
        company: tatraId,
        minimumAge: 21,
        locations: [await locationId(app, 'Kraków Airport')],
        price: 120,
        deposit: 1000,
        available: true,
        type: 'gasoline',
        gearbox: 'manual',
        aircon: true,
        image: temp,
        seats: 5,
        doors: 5,
        fuelPolicy: 'likeForlike',
        mileage: -1,
        cancellation: 0,
        amendments: 0,
        theftProtection: -1,
        collisionDamageWaiver: -1,
        fullInsurance: -1,
        additionalDriver: -1,
      },
    })
    expect(car.status).toBe(200)
    const pending = (await upload(app, '/api/create-car-image', tatra.token, PNG)).json!
    const logo = (await upload(app, `/api/update-avatar/${tatraId}`, tatra.token)).json!
    await withRepo(app.deps, (r) => r.notifications.add(tatraId, 'Hello', undefined))
    const carIds = (await app.deps.db.selectFrom('cars').select('id').where('company', '=', tatraId).execute()).map((c) => c.id)
    expect(carIds.length).toBeGreaterThan(1)
    const bookingCount = async () =>
      Number(
        (
          await app.deps.db
            .selectFrom('bookings')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const bookingsBefore = await bookingCount()

    expect((await call(app, 'GET', `/api/check-company/${tatraId}`, { token: admin.token })).status).toBe(204)
    expect((await call(app, 'DELETE', `/api/delete-company/${tatraId}`, { token: admin.token })).status).toBe(200)
    expect(await getUser(tatraId)).toBeUndefined()
    expect(await withRepo(app.deps, (r) => r.cars.many(carIds))).toEqual(new Map())
    expect(await hasFile('carImages', temp)).toBe(false)
    expect(await hasFile('tempCarImages', pending)).toBe(false)
    expect(await hasFile('avatars', logo)).toBe(false)
    expect(await app.deps.db.selectFrom('notifications').select('id').where('user_id', '=', tatraId).execute()).toEqual([])
    expect(await bookingCount()).toBe(bookingsBefore)
    expect((await call(app, 'POST', '/api/validate-access-token', { token: tatra.token })).status).toBe(401)
    expect((await call(app, 'POST', '/api/cars/1/10', { token: tatra.token, body: {} })).status).toBe(401)
    expect((await call(app, 'POST', '/api/sign-in/backend', { body: TATRA })).status).toBe(204)
    const all = (await call(app, 'GET', '/api/all-companies')).json as { _id: string }[]
    expect(all.some((s) => s._id === tatraId)).toBe(false)
    expect((await call(app, 'GET', `/api/check-company/${tatraId}`, { token: admin.token })).status).toBe(204)
    expect((await call(app, 'DELETE', `/api/delete-company/${tatraId}`, { token: admin.token })).status).toBe(204)
    // Not a supplier: nothing to delete.
    const anna = await userId(app, ANNA.email)
    expect((await call(app, 'DELETE', `/api/delete-company/${anna}`, { token: admin.token })).status).toBe(204)
    expect(await getUser(anna)).toBeDefined()
  })
})
