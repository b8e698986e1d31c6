/** What the first paint fetches ahead of the app: which files the build lists per route and language, and which links the page gets. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Rollup } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { routes } from '../../routes'
import { screenModules, screenPreloads, wholeOnly } from '../build/plugin'
import { preloadRoute, preloadScreen, preloadsFor, type ScreenPreloads } from './preload'

const APP = resolve(import.meta.dirname, '../..')

function chunk(
  fileName: string,
  options: { facade?: string; imports?: string[]; css?: string[]; entry?: boolean } = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: options.facade ?? null,
    imports: options.imports ?? [],
    isEntry: options.entry ?? false,
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]))
}

describe('screenModules', () => {
  it('reads the screen module of every route of routes.ts', () => {
    const modules = screenModules(readFileSync(resolve(APP, 'routes.ts'), 'utf8'), APP)
    expect([...modules.keys()]).toEqual(routes.map((r) => r.path))
    expect(modules.get('/cars')).toBe(resolve(APP, '../screens/cars/CarsScreen'))
  })
})

describe('screenPreloads', () => {
  const screens = new Map([
    ['/cars', '/app/src/screens/cars/CarsScreen'],
    ['/bookings', '/app/src/screens/bookings/BookingsScreen'],
  ])
  const bundle = bundleOf(
    chunk('assets/index-E.js', { entry: true, imports: ['assets/react-R.js'] }),
    chunk('assets/react-R.js'),
    chunk('assets/CarsScreen-C.js', {
      facade: '/app/src/screens/cars/CarsScreen.tsx',
      imports: ['assets/index-E.js', 'assets/data-D.js'],
      css: ['assets/CarsScreen-C.css'],
    }),
    chunk('assets/BookingsScreen-B.js', { facade: '/app/src/screens/bookings/BookingsScreen.tsx', imports: ['assets/data-D.js'] }),
    chunk('assets/data-D.js', { imports: ['assets/react-R.js'], css: ['assets/data-D.css'] }),
    chunk('assets/messages-P.js', { facade: '/app/locales/pl/messages.po' }),
  )

  it('lists each screen with what it imports beyond the entry, stylesheets included, each file once', () => {
    const preloads = screenPreloads('/', bundle, screens)
    const files = (indexes: readonly number[] | undefined) => indexes?.map((i) => preloads.files[i])
    expect(files(preloads.routes['/cars'])).toEqual([
      '/assets/CarsScreen-C.js',
      '/assets/CarsScreen-C.css',
      '/assets/data-D.js',
      '/assets/data-D.css',
    ])
    expect(files(preloads.routes['/bookings'])).toEqual(['/assets/BookingsScreen-B.js', '/assets/data-D.js', '/assets/data-D.css'])
    expect(files(preloads.languages.pl)).toEqual(['/assets/messages-P.js'])
    expect(preloads.languages.fr).toBeUndefined()
    expect(new Set(preloads.files).size).toBe(preloads.files.length)
  })

  it('lists with a screen the lazy chunk that holds its loader, and apart what only a signed-in account needs', () => {
    const withHosts = bundleOf(
      chunk('assets/index-E.js', { entry: true }),
      {
        ...chunk('assets/signed-in-S.js', { facade: '/app/src/app/signed-in.ts', imports: ['assets/unread-U.js'] }),
        dynamicImports: ['assets/Fleet-F.js'],
      },
      chunk('assets/unread-U.js'),
      chunk('assets/Fleet-F.js', { facade: '/app/src/screens/fleet/FleetScreen.tsx', css: ['assets/Fleet-F.css'] }),
    )
    const preloads = screenPreloads('/', withHosts, new Map([['/fleet', '/app/src/screens/fleet/FleetScreen']]))
    const files = (indexes: readonly number[] | undefined) => indexes?.map((i) => preloads.files[i])
    expect(files(preloads.routes['/fleet'])).toEqual([
      '/assets/signed-in-S.js',
      '/assets/unread-U.js',
      '/assets/Fleet-F.js',
      '/assets/Fleet-F.css',
    ])
    expect(files(preloads.account)).toEqual(['/assets/signed-in-S.js', '/assets/unread-U.js'])
  })

  it('stops the build when a route has no chunk of its own, and lists nothing without a bundle', () => {
    expect(() => screenPreloads('/', bundle, new Map([['/gone', '/app/src/screens/gone/GoneScreen']]))).toThrow(/\/gone/)
    expect(screenPreloads('/', undefined, screens)).toEqual({ files: [], routes: {}, languages: {} })
  })
})

const PRELOADS: ScreenPreloads = {
  files: ['/assets/Cars.js', '/assets/Cars.css', '/assets/Bookings.js', '/assets/pl.js', '/assets/en.js'],
  routes: { '/cars': [0, 1], '/bookings': [2] },
  languages: { pl: [3], en: [4] },
}

describe('preloadsFor', () => {
  it('gives the catalogue, then the screen', () => {
    expect(preloadsFor(PRELOADS, '/cars', 'pl', false)).toEqual(['/assets/pl.js', '/assets/Cars.js', '/assets/Cars.css'])
  })

  it('gives a guest no screen that only a signed-in account opens (the app sends it to a sign-in)', () => {
    expect(preloadsFor(PRELOADS, '/bookings', 'en', false)).toEqual(['/assets/en.js'])
    expect(preloadsFor(PRELOADS, '/bookings', 'en', true)).toEqual(['/assets/en.js', '/assets/Bookings.js'])
  })

  it('gives the signed-in chunk to a signed-in account everywhere, and to anyone on a guarded screen', () => {
    const withAccount = { ...PRELOADS, files: [...PRELOADS.files, '/assets/signed-in.js'], account: [5] }
    expect(preloadsFor(withAccount, '/cars', 'pl', true)).toEqual([
      '/assets/pl.js',
      '/assets/signed-in.js',
      '/assets/Cars.js',
      '/assets/Cars.css',
    ])
    expect(preloadsFor(withAccount, '/cars', 'pl', false)).toEqual(['/assets/pl.js', '/assets/Cars.js', '/assets/Cars.css'])
    // A guest on a signed-in screen: RequireAuth (in that chunk) sends it to a sign-in; on /create-booking it stays.
    expect(preloadsFor(withAccount, '/bookings', 'en', false)).toEqual(['/assets/en.js', '/assets/signed-in.js'])
    expect(preloadsFor(withAccount, '/create-booking', null, false)).toEqual(['/assets/signed-in.js'])
  })

  it('gives only what it knows', () => {
    expect(preloadsFor(PRELOADS, '/no-such-page', 'fr', true)).toEqual([])
  })
})

describe('preloadScreen', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()))

  it('adds a module preload per module and a style preload per stylesheet, as Vite’s loader asks for them', () => {
    preloadScreen(PRELOADS, '/cars', 'pl', false)
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.rel,
      l.getAttribute('as'),
      l.getAttribute('crossorigin'),
      l.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['modulepreload', 'script', '', '/assets/pl.js'],
      ['modulepreload', 'script', '', '/assets/Cars.js'],
      ['preload', 'style', '', '/assets/Cars.css'],
    ])
  })

  it('leaves a file already linked alone', () => {
    const sheet = document.createElement('link')
    sheet.rel = 'stylesheet'
    sheet.href = '/assets/Cars.css'
    document.head.append(sheet)
    preloadScreen(PRELOADS, '/cars', 'pl', false)
    expect(document.head.querySelectorAll('link[href="/assets/Cars.css"]')).toHaveLength(1)
  })
})

describe('preloadRoute', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()))

  it('adds the screen’s files and no catalogue (the app has its language already), each once', () => {
    preloadRoute(PRELOADS, '/cars')
    preloadRoute(PRELOADS, '/cars')
    expect([...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/Cars.js'],
      ['preload', '/assets/Cars.css'],
    ])
  })

  it('adds the signed-in chunk with a guarded screen only', () => {
    const withAccount = { ...PRELOADS, files: [...PRELOADS.files, '/assets/signed-in.js'], account: [5] }
    preloadRoute(withAccount, '/cars')
    preloadRoute(withAccount, '/bookings')
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/Cars.js',
      '/assets/Cars.css',
      '/assets/signed-in.js',
      '/assets/Bookings.js',
    ])
  })

  it('adds a signed-in screen too (the app only navigates there for an account), and nothing for a route it does not know', () => {
    preloadRoute(PRELOADS, '/bookings')
    preloadRoute(PRELOADS, '/no-such-page')
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(['/assets/Bookings.js'])
  })
})

describe('wholeOnly (the static header, painted whole or not at all)', () => {
  it('marks the header and ends it with the marker its style waits for', () => {
    expect(wholeOnly('<header class="h"><a href="/">Volta</a></header>')).toBe(
      '<header data-whole-only class="h"><a href="/">Volta</a><i data-end hidden></i></header>',
    )
  })
  it('refuses markup that is not one header', () => {
    expect(() => wholeOnly('<div>Volta</div>')).toThrow(/one <header> element/)
  })
})
