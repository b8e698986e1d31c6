/** The operator's account calls (rows 58–59): method, exact path and query, token, body, and the decoded reply. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../config'
import { getUsers, setBlacklisted } from './admin-users'
import { isApiError } from './errors'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'
import { USER, facet } from './testing-fixtures'

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

describe('58 getUsers', () => {
  it('posts the types (and the account to leave out) with the keyword in the query, and reads the page', async () => {
    signIn()
    const requests = stubFetch(reply(200, facet([{ ...USER, password: 'hash', blacklisted: true }])))
    const page = await getUsers(2, 30, 'kow ski', { types: ['user', 'company'], user: 'admin1' })
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({ _id: 'u1', type: 'user', blacklisted: true, verified: true })
    expect(page.items[0]).not.toHaveProperty('password')
    const [req] = requests
    expect(req.method).toBe('POST')
    expect(req.url).toBe(`${config.apiHost}/api/users/2/30/?s=kow%20ski`)
    expect(req.headers.get('x-access-token')).toBe('T')
    expect(JSON.parse(req.body as string)).toEqual({ types: ['user', 'company'], user: 'admin1' })
  })

  it('leaves out `user` and `s` when not given, and reads an empty page', async () => {
    signIn()
    const requests = stubFetch(reply(200, []))
    await expect(getUsers(1, 30, '', { types: ['admin'] })).resolves.toEqual({ items: [], total: 0 })
    expect(requests[0].url).toBe(`${config.apiHost}/api/users/1/30/?s=`)
    expect(JSON.parse(requests[0].body as string)).toEqual({ types: ['admin'] })
  })

  it('is not sent when signed out', async () => {
    const requests = stubFetch(reply(200, []))
    expect(isApiError(await getUsers(1, 30, '', { types: ['user'] }).catch((e: unknown) => e), 'unauthorized')).toBe(true)
    expect(requests).toHaveLength(0)
  })
})

describe('59 setBlacklisted', () => {
  it('posts the ids and the state with the token', async () => {
    signIn()
    const requests = stubFetch(reply(200, 'OK'))
    await expect(setBlacklisted(['u1', 'u2'], true)).resolves.toBeUndefined()
    const [req] = requests
    expect(req.method).toBe('POST')
    expect(req.url).toBe(`${config.apiHost}/api/blacklist-users`)
    expect(req.headers.get('x-access-token')).toBe('T')
    expect(JSON.parse(req.body as string)).toEqual({ ids: ['u1', 'u2'], blacklisted: true })
  })

  it('rejects with the refusal when an id is not a driver', async () => {
    signIn()
    stubFetch(reply(400, 'Not a driver'))
    expect(isApiError(await setBlacklisted(['s1'], false).catch((e: unknown) => e), 'bad-request')).toBe(true)
  })

  it('is not sent when signed out', async () => {
    const requests = stubFetch(reply(200, 'OK'))
    expect(isApiError(await setBlacklisted(['u1'], true).catch((e: unknown) => e), 'unauthorized')).toBe(true)
    expect(requests).toHaveLength(0)
  })
})
