/** The operator's supplier calls (rows 45–52, 50 being calls 16 and 17 with a supplier's id): method, exact path, token, body, and the decoded reply. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../config'
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  getSuppliers,
  supplierHasBookings,
  supplierNameIsFree,
  updateSupplier,
  type NewSupplier,
} from './admin-suppliers'
import { getBookings } from './bookings'
import { isApiError } from './errors'
import { getSupplierCars } from './supplier-cars'
import { facet } from './testing-fixtures'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'
import { deleteAvatar, updateAvatar } from './users'

const ID = '64b000000000000000000011'
const NEW: NewSupplier = {
  email: 'desk@new-rent.example',
  fullName: 'New Rent',
  phone: '+48500600700',
  location: 'ul. Długa 1, Gdańsk',
  bio: 'Mon–Fri 8–18',
  payLater: false,
  language: 'en',
}
const WIRE = {
  _id: ID,
  email: NEW.email,
  fullName: NEW.fullName,
  avatar: null,
  phone: NEW.phone,
  location: NEW.location,
  bio: NEW.bio,
  payLater: false,
  language: 'en',
  verified: false,
  blacklisted: false,
  __v: 0,
  password: 'never kept',
}
const SUPPLIER = {
  _id: ID,
  email: NEW.email,
  fullName: NEW.fullName,
  phone: NEW.phone,
  location: NEW.location,
  bio: NEW.bio,
  payLater: false,
  language: 'en',
  verified: false,
  blacklisted: false,
}

interface Row {
  row: string
  run: () => Promise<unknown>
  reply: () => Response
  method: string
  path: string
  body: unknown
  result: unknown
}

const rows: Row[] = [
  {
    row: '45 createSupplier',
    run: () => createSupplier(NEW),
    reply: () => reply(200, WIRE),
    method: 'POST',
    path: '/api/create-user',
    body: { ...NEW, type: 'company' },
    result: SUPPLIER,
  },
  {
    row: '46 supplierNameIsFree',
    run: () => supplierNameIsFree('New Rent'),
    reply: () => reply(200, 'OK'),
    method: 'POST',
    path: '/api/validate-company',
    body: { fullName: 'New Rent' },
    result: true,
  },
  {
    row: '47 getSuppliers',
    run: () => getSuppliers(2, 15, 'rent'),
    reply: () => reply(200, [{ resultData: [{ ...WIRE, carCount: 3 }], pageInfo: [{ totalRecords: 16 }] }]),
    method: 'GET',
    path: '/api/companies/2/15/?s=rent',
    body: 'none',
    result: { items: [{ ...SUPPLIER, carCount: 3 }], total: 16 },
  },
  {
    row: '48 getSupplier',
    run: () => getSupplier(ID),
    reply: () => reply(200, WIRE),
    method: 'GET',
    path: `/api/company/${ID}`,
    body: 'none',
    result: SUPPLIER,
  },
  {
    row: '49 updateSupplier',
    run: () => updateSupplier({ _id: ID, fullName: 'New Rent', phone: '', payLater: true }),
    reply: () => reply(200, { ...WIRE, payLater: true }),
    method: 'PUT',
    path: '/api/update-company',
    body: { _id: ID, fullName: 'New Rent', phone: '', payLater: true },
    result: { ...SUPPLIER, payLater: true },
  },
  {
    row: '50 updateAvatar (a supplier’s logo)',
    run: () => updateAvatar(ID, new Blob(['png'], { type: 'image/png' })),
    reply: () => reply(200, 'logo.png'),
    method: 'POST',
    path: `/api/update-avatar/${ID}`,
    body: 'form',
    result: 'logo.png',
  },
  {
    row: '50 deleteAvatar (a supplier’s logo)',
    run: () => deleteAvatar(ID),
    reply: () => reply(200, 'OK'),
    method: 'POST',
    path: `/api/delete-avatar/${ID}`,
    body: 'none',
    result: undefined,
  },
  {
    row: '51 supplierHasBookings',
    run: () => supplierHasBookings(ID),
    reply: () => reply(200, 'OK'),
    method: 'GET',
    path: `/api/check-company/${ID}`,
    body: 'none',
    result: true,
  },
  {
    row: '52 deleteSupplier',
    run: () => deleteSupplier(ID),
    reply: () => reply(200, 'OK'),
    method: 'DELETE',
    path: `/api/delete-company/${ID}`,
    body: 'none',
    result: true,
  },
]

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

describe('the operator supplier calls', () => {
  describe.each(rows)('$row', (row) => {
    it('sends the right request with the token and decodes the reply', async () => {
      signIn()
      const requests = stubFetch(row.reply())
      await expect(row.run()).resolves.toEqual(row.result)
      expect(requests).toHaveLength(1)
      const [req] = requests
      expect(req.method).toBe(row.method)
      expect(req.url).toBe(config.apiHost + row.path)
      expect(req.headers.get('x-access-token')).toBe('T')
      if (row.body === 'none') expect(req.body).toBeUndefined()
      else if (row.body === 'form') expect(req.body).toBeInstanceOf(FormData)
      else {
        expect(req.headers.get('content-type')).toBe('application/json')
        expect(JSON.parse(req.body as string)).toEqual(row.body)
      }
    })

    it('is not sent when signed out', async () => {
      const requests = stubFetch(row.reply())
      const error = await row.run().catch((e: unknown) => e)
      expect(requests).toHaveLength(0)
      expect(isApiError(error, 'unauthorized')).toBe(true)
    })
  })

  it('reads 204 as a name taken, no such supplier, no bookings, nothing deleted', async () => {
    signIn()
    stubFetch(reply(204), reply(204), reply(204), reply(204), reply(204))
    await expect(supplierNameIsFree('SunRent')).resolves.toBe(false)
    await expect(getSupplier(ID)).resolves.toBeNull()
    await expect(updateSupplier({ _id: ID, bio: 'x' })).resolves.toBeNull()
    await expect(supplierHasBookings(ID)).resolves.toBe(false)
    await expect(deleteSupplier(ID)).resolves.toBe(false)
  })

  it('keeps the 400 text of a refusal (bookings, a taken email) for the screen to read', async () => {
    signIn()
    stubFetch(reply(400, 'This supplier has bookings and cannot be deleted.'), reply(400, 'email already registered'))
    const refused = await deleteSupplier(ID).catch((e: unknown) => e)
    expect(isApiError(refused, 'bad-request')).toBe(true)
    expect((refused as { text?: string }).text).toContain('has bookings')
    const taken = await createSupplier(NEW).catch((e: unknown) => e)
    expect((taken as { text?: string }).text).toBe('email already registered')
  })

  it('counts no cars when an older server leaves carCount out, and refuses an unknown language', async () => {
    signIn()
    stubFetch(reply(200, facet([WIRE])), reply(200, { ...WIRE, language: 'de' }))
    await expect(getSuppliers(1, 15, '')).resolves.toEqual({ items: [{ ...SUPPLIER, carCount: 0 }], total: 1 })
    expect(isApiError(await getSupplier(ID).catch((e: unknown) => e), 'malformed')).toBe(true)
  })

  it('lists the cars and the bookings of the suppliers the operator names (calls 36 and 22), every driver’s', async () => {
    signIn()
    const requests = stubFetch(reply(200, facet([])), reply(200, facet([])))
    const filter = { fuel: [], gearbox: [], mileage: [], deposit: -1 as const, availability: [] }
    await getSupplierCars(1, 15, '', [ID, 'b'], filter)
    await getBookings(1, 15, 'en', { companies: [ID], statuses: ['paid'] })
    expect(JSON.parse(requests[0].body as string)).toMatchObject({ companies: [ID, 'b'] })
    const body = JSON.parse(requests[1].body as string) as Record<string, unknown>
    expect(body).toEqual({ companies: [ID], statuses: ['paid'] })
  })
})
