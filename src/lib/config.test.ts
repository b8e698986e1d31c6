import { loadEnv } from 'vite'
import { describe, expect, it } from 'vitest'
import { config, configFor } from './config'
import { checkConfig, ConfigError } from './config-check'

const ORIGIN = 'http://localhost:4280'
const parseConfig = (env: Parameters<typeof checkConfig>[0], origin: string) => configFor(checkConfig(env), origin)

describe('checkConfig, then configFor the page', () => {
  it('applies the spec defaults', () => {
    const c = parseConfig({}, ORIGIN)
    expect(c).toEqual({
      apiHost: ORIGIN,
      defaultLanguage: 'pl',
      languages: ['fr', 'en', 'pl'],
      appType: 'frontend',
      minimumAge: 21,
      cdnCars: `${ORIGIN}/cdn/cars`,
      cdnUsers: `${ORIGIN}/cdn/users`,
      captchaEnabled: true,
      mapTiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    })
  })

  it('takes a map tile template with {z}, {x} and {y}, and refuses one without them or not http(s)', () => {
    expect(checkConfig({ VITE_BC_MAP_TILES: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' }).mapTiles).toBe(
      'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    )
    expect(() => checkConfig({ VITE_BC_MAP_TILES: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(/VITE_BC_MAP_TILES/)
    expect(() => checkConfig({ VITE_BC_MAP_TILES: 'ftp://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/VITE_BC_MAP_TILES/)
  })

  it('reads every variable and trims a trailing slash from hosts', () => {
    const c = parseConfig(
      {
        VITE_BC_API_HOST: 'https://api.example.com/',
        VITE_BC_DEFAULT_LANGUAGE: 'FR',
        VITE_BC_LANGUAGES: 'fr, en',
        VITE_BC_APP_TYPE: 'frontend',
        VITE_BC_MINIMUM_AGE: '25',
        VITE_BC_CDN_CARS: 'https://cdn.example.com/cars/',
        VITE_BC_CDN_USERS: 'https://cdn.example.com/users',
        VITE_BC_CAPTCHA_ENABLED: 'false',
      },
      ORIGIN,
    )
    expect(c.apiHost).toBe('https://api.example.com')
    expect(c.defaultLanguage).toBe('fr')
    expect(c.languages).toEqual(['fr', 'en'])
    expect(c.minimumAge).toBe(25)
    expect(c.cdnCars).toBe('https://cdn.example.com/cars')
    expect(c.cdnUsers).toBe('https://cdn.example.com/users')
    expect(c.captchaEnabled).toBe(false)
  })

  it.each([
    [{ VITE_BC_API_HOST: 'not a url' }, /VITE_BC_API_HOST/],
    [{ VITE_BC_API_HOST: 'ftp://x.example' }, /http\(s\)/],
    [{ VITE_BC_DEFAULT_LANGUAGE: 'de' }, /VITE_BC_DEFAULT_LANGUAGE must be one of pl, fr, en/],
    [{ VITE_BC_LANGUAGES: 'fr,xx' }, /VITE_BC_LANGUAGES/],
    [{ VITE_BC_LANGUAGES: 'fr,en', VITE_BC_DEFAULT_LANGUAGE: 'pl' }, /not in VITE_BC_LANGUAGES/],
    [{ VITE_BC_MINIMUM_AGE: 'twenty' }, /VITE_BC_MINIMUM_AGE/],
    [{ VITE_BC_MINIMUM_AGE: '120' }, /VITE_BC_MINIMUM_AGE/],
    [{ VITE_BC_APP_TYPE: 'Front End' }, /VITE_BC_APP_TYPE/],
    [{ VITE_BC_CAPTCHA_ENABLED: 'yes' }, /VITE_BC_CAPTCHA_ENABLED/],
    [{ VITE_BC_CDN_CARS: '/relative' }, /VITE_BC_CDN_CARS/],
  ])('stops on a bad value %o with a clear message', (env, message) => {
    expect(() => checkConfig(env)).toThrow(ConfigError)
    expect(() => checkConfig(env)).toThrow(message)
  })

  it('leaves the hosts to the page when unset: the CDNs follow a configured API host', () => {
    expect(checkConfig({})).toMatchObject({ apiHost: null, cdnCars: null, cdnUsers: null })
    const c = parseConfig({ VITE_BC_API_HOST: 'https://api.example.com' }, ORIGIN)
    expect(c.cdnCars).toBe('https://api.example.com/cdn/cars')
    expect(c.cdnUsers).toBe('https://api.example.com/cdn/users')
  })

  it('is what the app reads: the build wrote the checked values in, and the page supplied its origin', () => {
    expect(config).toEqual(configFor(checkConfig(loadEnv('test', process.cwd(), 'VITE_BC_')), location.origin))
  })
})
