import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountScreens } from './account-routes'
import { ADMIN_ONLY, SIGNED_IN_ONLY, SUPPLIER_ONLY } from './first-paint/frames'
import { pageScreens } from './page-routes'
import { PAGES, preloadScreen, routes } from './routes'

describe('routes', () => {
  afterEach(() => {
    delete window.__voltaPreloadRoute
  })

  it('asks the first paint for a screen’s files before its first import, once, and not for the not-found screen', async () => {
    const preload = vi.fn()
    window.__voltaPreloadRoute = preload
    const about = routes.find((r) => r.path === '/about')!
    await Promise.all([about.load(), about.load()])
    await preloadScreen('/about')
    expect(preload.mock.calls).toEqual([['/about']])
    await preloadScreen('/no-such-page')
    expect(preload.mock.calls).toEqual([['/about']])
  })

  it('imports the screen all the same without a first paint (the dev server, a script that failed)', async () => {
    const tos = routes.find((r) => r.path === '/tos')!
    await expect(tos.load()).resolves.toHaveProperty('default')
  })

  it('has a loader for every page and every screen only an account opens, and no other (page-routes.ts, account-routes.ts)', () => {
    expect(Object.keys(pageScreens)).toEqual(PAGES)
    expect(Object.keys(accountScreens)).toEqual(SIGNED_IN_ONLY)
    expect(routes.filter((r) => r.auth).map((r) => r.path)).toEqual(SIGNED_IN_ONLY)
    expect(routes.filter((r) => r.role === 'supplier').map((r) => r.path)).toEqual(SUPPLIER_ONLY)
    expect(routes.filter((r) => r.role === 'admin').map((r) => r.path)).toEqual(ADMIN_ONLY)
  })

  it('loads a page through its chunk of loaders, and a guarded screen inside RequireAuth', async () => {
    const faq = routes.find((r) => r.path === '/faq')!
    await expect(faq.load()).resolves.toHaveProperty('default')
    const booking = routes.find((r) => r.path === '/create-booking')!
    const { default: Guarded } = await booking.load()
    expect(Guarded).not.toBe((await import('../screens/create-booking/CreateBookingScreen')).default)
  })
})
