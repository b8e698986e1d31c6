/** The operator's place calls (rows 53–57): method, exact path, token, body, and the decoded reply. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../config'
import { createPlace, deletePlace, getPlaceNames, placeIsUsed, updatePlace, type PlacePayload } from './admin-places'
import { isApiError } from './errors'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'

const ID = '64b000000000000000000002'
const PAYLOAD: PlacePayload = {
  names: { pl: 'Gdańsk Lotnisko', fr: 'Aéroport de Gdańsk', en: 'Gdańsk Airport' },
  latitude: 54.38,
  longitude: 18.47,
}
const WIRE_NAMES = [
  { language: 'pl', name: 'Gdańsk Lotnisko' },
  { language: 'fr', name: 'Aéroport de Gdańsk' },
  { language: 'en', name: 'Gdańsk Airport' },
]
const WIRE = { _id: ID, names: WIRE_NAMES, latitude: 54.38, longitude: 18.47, __v: 0 }
const PLACE = { _id: ID, names: PAYLOAD.names, latitude: 54.38, longitude: 18.47 }
const BODY = { names: WIRE_NAMES, latitude: 54.38, longitude: 18.47 }

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
    row: '53 createPlace',
    run: () => createPlace(PAYLOAD),
    reply: () => reply(200, WIRE),
    method: 'POST',
    path: '/api/create-location',
    body: BODY,
    result: PLACE,
  },
  {
    row: '54 getPlaceNames',
    run: () => getPlaceNames(ID),
    reply: () => reply(200, WIRE),
    method: 'GET',
    path: `/api/location-names/${ID}`,
    body: 'none',
    result: PLACE,
  },
  {
    row: '55 updatePlace',
    run: () => updatePlace(ID, PAYLOAD),
    reply: () => reply(200, WIRE),
    method: 'PUT',
    path: `/api/update-location/${ID}`,
    body: BODY,
    result: PLACE,
  },
  {
    row: '56 placeIsUsed',
    run: () => placeIsUsed(ID),
    reply: () => reply(200, 'OK'),
    method: 'GET',
    path: `/api/check-location/${ID}`,
    body: 'none',
    result: true,
  },
  {
    row: '57 deletePlace',
    run: () => deletePlace(ID),
    reply: () => reply(200, 'OK'),
    method: 'DELETE',
    path: `/api/delete-location/${ID}`,
    body: 'none',
    result: true,
  },
]

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

describe('the operator place calls', () => {
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

  it('reads 204 as no such place', async () => {
    signIn()
    stubFetch(reply(204), reply(204), reply(204), reply(204))
    await expect(getPlaceNames(ID)).resolves.toBeNull()
    await expect(updatePlace(ID, PAYLOAD)).resolves.toBeNull()
    await expect(placeIsUsed(ID)).resolves.toBe(false)
    await expect(deletePlace(ID)).resolves.toBe(false)
  })

  it('keeps the 400 text of a refusal for the form to read', async () => {
    signIn()
    stubFetch(reply(400, 'A location with the name "Gdańsk Airport" (en) already exists'))
    const error = await createPlace(PAYLOAD).catch((e: unknown) => e)
    expect(isApiError(error, 'bad-request')).toBe(true)
    expect((error as { text?: string }).text).toContain('already exists')
  })

  it('refuses a reply that lacks a language or has an unknown one', async () => {
    signIn()
    stubFetch(
      reply(200, { ...WIRE, names: WIRE_NAMES.slice(0, 2) }),
      reply(200, { ...WIRE, names: [...WIRE_NAMES, { language: 'de', name: 'x' }] }),
    )
    expect(isApiError(await getPlaceNames(ID).catch((e: unknown) => e), 'malformed')).toBe(true)
    expect(isApiError(await getPlaceNames(ID).catch((e: unknown) => e), 'malformed')).toBe(true)
  })

  it('takes a place without coordinates', async () => {
    signIn()
    stubFetch(reply(200, { _id: ID, names: WIRE_NAMES }))
    await expect(getPlaceNames(ID)).resolves.toEqual({ _id: ID, names: PAYLOAD.names })
  })
})
