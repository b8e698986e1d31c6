import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadScreen, routes } from './routes'

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
})
