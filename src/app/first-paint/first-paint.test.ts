import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { drawFirstPaint, type FirstPaintTexts } from './first-paint'
import { isFirstPaintId, readFirstPaintTexts } from './plugin'
import { NARROW, SIGNED_IN_ONLY } from './frames'
import { routes } from '../routes'

const texts: FirstPaintTexts = {
  pl: {
    'title:/': 'Znajdź samochód',
    'title:/sign-in': 'Zaloguj się',
    'title:/bookings': 'Moje rezerwacje',
    'home.tagline': 'Wynajmij',
    'home.point.suppliers': 'a',
    'home.point.prices': 'b',
    'home.point.offline': 'c',
  },
  fr: { 'title:/sign-in': 'Se connecter' },
  en: { 'title:/sign-in': 'Sign in', 'title:/bookings': 'My bookings' },
}

function draw(pathname: string, search = '') {
  const root = document.createElement('div')
  const language = drawFirstPaint(root, { pathname, search, texts })
  return { root, language, heading: root.querySelector('main h1')?.textContent ?? null }
}

afterEach(() => {
  localStorage.clear()
  document.documentElement.lang = 'pl'
  document.title = 'Volta'
})

describe('drawFirstPaint', () => {
  it('draws the header bar and the heading in the default language', () => {
    const { root, language, heading } = draw('/sign-in')
    expect(language).toBe('pl')
    expect(heading).toBe('Zaloguj się')
    expect(root.querySelector('header.fp-header .fp-brand')?.textContent).toBe('Volta')
    expect(root.querySelector('main')?.className).toBe('fp-page fp-narrow')
    expect(document.documentElement.lang).toBe('pl')
    expect(document.title).toBe('Zaloguj się · Volta')
  })

  it('follows the start-up language rules: query, then the stored user, then bc-language', () => {
    expect(draw('/sign-in', '?l=fr').heading).toBe('Se connecter')
    localStorage.setItem('bc-language', 'fr')
    expect(draw('/sign-in').heading).toBe('Se connecter')
    localStorage.setItem('bc-user', JSON.stringify({ id: 'u1', accessToken: 't', language: 'en' }))
    expect(draw('/sign-in').heading).toBe('Sign in')
    expect(document.documentElement.lang).toBe('en')
  })

  it('draws the home hero with its texts', () => {
    const { root } = draw('/')
    expect(root.querySelector('.fp-hero .fp-tagline')?.textContent).toBe('Wynajmij')
    expect([...root.querySelectorAll('.fp-points li')].map((li) => li.textContent)).toEqual(['a', 'b', 'c'])
    expect(root.querySelector('main')?.className).toBe('fp-page')
  })

  it('promises no heading to a guest on a signed-in route, nor where the heading depends on data', () => {
    expect(draw('/bookings').heading).toBeNull()
    localStorage.setItem('bc-user', JSON.stringify({ id: 'u1', accessToken: 't', language: 'en' }))
    expect(draw('/bookings').heading).toBe('My bookings')
    const { root, heading } = draw('/car-selection')
    expect(heading).toBeNull()
    expect(root.querySelector('main[data-first-paint]')).not.toBeNull()
  })
})

describe('the first paint texts', () => {
  it('come from the catalogues: every screen heading with a title id, in pl, fr and en', async () => {
    const real = await readFirstPaintTexts(resolve(import.meta.dirname, '../../../locales'))
    for (const language of ['pl', 'fr', 'en']) {
      const ids = Object.keys(real[language])
      expect(ids.every(isFirstPaintId)).toBe(true)
      expect(ids).toContain('title:/')
      expect(ids).toContain('home.tagline')
      // Each title id names a real route.
      for (const id of ids.filter((i) => i.startsWith('title:'))) expect(routes.map((r) => r.path)).toContain(id.slice('title:'.length))
    }
    expect(real.pl['title:/sign-in']).toBe('Zaloguj się')
    expect(real.fr['title:/sign-in']).toBe('Se connecter')
    expect(Object.keys(real.pl).sort()).toEqual(Object.keys(real.en).sort())
  })

  it('route facts name real routes, and the router guards exactly the signed-in ones', () => {
    const paths = routes.map((r) => r.path)
    for (const p of [...NARROW, ...SIGNED_IN_ONLY]) expect(paths).toContain(p)
    expect(
      routes
        .filter((r) => r.auth)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...SIGNED_IN_ONLY].sort())
  })
})
