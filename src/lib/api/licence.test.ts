/** The licence calls (rows 62–66): method, exact path, token or none, body, and the decoded reply. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../config'
import { isApiError } from './errors'
import { createTempLicence, deleteLicence, deleteTempLicence, getLicence, licenceBlob, updateLicence } from './licence'
import { onSessionExpired } from './session-expired'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'

const U = '64b000000000000000000042'
const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' })
const NAME = '0123456789abcdef0123456789abcdef.png'

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

interface Row {
  row: string
  token: boolean
  run: () => Promise<unknown>
  reply: () => Response
  path: string
  form: boolean
  result: unknown
}

const rows: Row[] = [
  {
    row: '62 createTempLicence',
    token: false,
    run: () => createTempLicence(PNG),
    reply: () => reply(200, JSON.stringify(NAME)),
    path: '/api/create-license',
    form: true,
    result: NAME,
  },
  {
    row: '63 deleteTempLicence',
    token: false,
    run: () => deleteTempLicence('a b.png'),
    reply: () => reply(200, 'OK'),
    path: '/api/delete-temp-license/a%20b.png',
    form: false,
    result: undefined,
  },
  {
    row: '64 updateLicence',
    token: true,
    run: () => updateLicence(U, PNG),
    reply: () => reply(200, JSON.stringify(NAME)),
    path: `/api/update-license/${U}`,
    form: true,
    result: NAME,
  },
  {
    row: '65 deleteLicence',
    token: true,
    run: () => deleteLicence(U),
    reply: () => reply(200, 'OK'),
    path: `/api/delete-license/${U}`,
    form: false,
    result: undefined,
  },
]

describe('the licence calls', () => {
  describe.each(rows)('$row', (row) => {
    it('sends the right request, with the token only where the contract asks for it', async () => {
      signIn()
      const requests = stubFetch(row.reply())
      await expect(row.run()).resolves.toEqual(row.result)
      expect(requests).toHaveLength(1)
      const [req] = requests
      expect(req.method).toBe('POST')
      expect(req.url).toBe(config.apiHost + row.path)
      expect(req.headers.get('x-access-token')).toBe(row.token ? 'T' : null)
      if (row.form) {
        expect(req.body).toBeInstanceOf(FormData)
        expect((req.body as FormData).get('file')).toBeInstanceOf(Blob)
      } else expect(req.body).toBeUndefined()
    })
  })

  it('sends 62 and 63 signed out too (a guest), and refuses 64 and 65 without a session', async () => {
    const requests = stubFetch(reply(200, JSON.stringify(NAME)), reply(200, 'OK'))
    await expect(createTempLicence(PNG)).resolves.toBe(NAME)
    await expect(deleteTempLicence(NAME)).resolves.toBeUndefined()
    expect(requests).toHaveLength(2)
    const error = await updateLicence(U, PNG).catch((e: unknown) => e)
    expect(isApiError(error, 'unauthorized')).toBe(true)
    expect(await deleteLicence(U).catch((e: unknown) => isApiError(e, 'unauthorized'))).toBe(true)
    expect(requests).toHaveLength(2)
  })

  it('reads 400 (not such a file) as a bad request', async () => {
    stubFetch(reply(400, 'not a licence file'))
    const error = await createTempLicence(new Blob(['hello'])).catch((e: unknown) => e)
    expect(isApiError(error, 'bad-request')).toBe(true)
  })
})

describe('66 getLicence', () => {
  const FILE = { name: NAME, type: 'image/png', size: 8, data: btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) }

  it('GETs the licence with the token and keeps only its four fields', async () => {
    signIn()
    const requests = stubFetch(reply(200, { ...FILE, path: '/somewhere', __v: 0 }))
    await expect(getLicence(U)).resolves.toEqual(FILE)
    expect(requests[0].method).toBe('GET')
    expect(requests[0].url).toBe(`${config.apiHost}/api/license/${U}`)
    expect(requests[0].headers.get('x-access-token')).toBe('T')
  })

  it('reads 204 as no licence on file', async () => {
    signIn()
    stubFetch(reply(204))
    await expect(getLicence(U)).resolves.toBeNull()
  })

  it('reads 403 as not yours to see, without ending the session', async () => {
    signIn()
    const expired = vi.fn()
    const off = onSessionExpired(expired)
    stubFetch(reply(403, 'Forbidden'))
    const error = await getLicence(U).catch((e: unknown) => e)
    off()
    expect(isApiError(error, 'unauthorized')).toBe(true)
    expect(expired).not.toHaveBeenCalled()
  })

  it('refuses a reply of another type than the four a licence may have', async () => {
    signIn()
    stubFetch(reply(200, { ...FILE, type: 'text/html' }))
    const error = await getLicence(U).catch((e: unknown) => e)
    expect(isApiError(error, 'malformed')).toBe(true)
  })

  it('turns the base64 content into a Blob of the licence’s type', async () => {
    const blob = licenceBlob({ ...FILE, type: 'image/png' })
    expect(blob.type).toBe('image/png')
    expect(blob.size).toBe(8)
    expect(Array.from(new Uint8Array(await blob.arrayBuffer())).slice(0, 4)).toEqual([0x89, 0x50, 0x4e, 0x47])
  })
})
