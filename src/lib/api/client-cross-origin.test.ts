/** An API on another origin than the page: the token still goes (to the API host only), the XSRF cookie does not. */
import { afterEach, expect, it, vi } from 'vitest'
import { clearCookie, reply, setCookie, signIn, signOut, stubFetch } from './testing-fetch'
import { USER } from './testing-fixtures'
import { getUser } from './users'

vi.mock('../config', () => ({ config: { apiHost: 'https://api.example.com', appType: 'frontend' } }))

afterEach(() => {
  signOut()
  clearCookie('XSRF-TOKEN')
  vi.unstubAllGlobals()
})

it('keeps the page XSRF cookie to the page origin', async () => {
  signIn()
  setCookie('XSRF-TOKEN', 'secret')
  const requests = stubFetch(reply(200, USER))
  await getUser('u1')
  expect(requests[0].url).toBe('https://api.example.com/api/user/u1')
  expect(requests[0].headers.get('x-access-token')).toBe('T')
  expect(requests[0].headers.get('x-xsrf-token')).toBeNull()
})
