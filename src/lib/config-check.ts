import { SUPPORTED_LANGUAGES, type Language } from './constants.ts'
import type { CheckedConfig } from './config.ts'

/**
 * The check of the VITE_BC_* variables, run by the build and the dev server (vite.config.ts),
 * never by a browser: a bad value stops `vite build` (and `vite`) with a message that names the
 * variable, instead of shipping an app that could only show that message to every driver. The
 * result goes into the app as a constant (`__VOLTA_CONFIG__`, read by config.ts).
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | boolean | undefined>

function text(env: Env, key: string): string | undefined {
  const v = env[key]
  if (v === undefined || v === '') return undefined
  return String(v).trim()
}

function url(key: string, value: string | undefined): string | null {
  if (value === undefined) return null
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new ConfigError(`${key} must be an absolute http(s) URL, got "${value}".`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${key} must be an http(s) URL, got "${value}".`)
  }
  return value.replace(/\/+$/, '')
}

function language(key: string, value: string): Language {
  const v = value.toLowerCase()
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(v)) {
    throw new ConfigError(`${key} must be one of ${SUPPORTED_LANGUAGES.join(', ')}, got "${value}".`)
  }
  return v as Language
}

/** OpenStreetMap's own tiles: fine for a small site under its tile usage policy (attribution shown, no bulk download). */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** A Leaflet tile URL template: absolute http(s), with {z}, {x} and {y} (and maybe {s}, {r}). */
function tileTemplate(key: string, value: string | undefined): string {
  if (value === undefined) return DEFAULT_MAP_TILES
  const missing = ['{z}', '{x}', '{y}'].filter((p) => !value.includes(p))
  if (missing.length > 0) throw new ConfigError(`${key} must contain {z}, {x} and {y}, got "${value}".`)
  url(key, value.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/g, '0'))
  return value
}

/**
 * Reads and checks the configuration. The hosts left unset stay null: the API host then
 * is the page's own origin (the bundled server serves the app and the API together), and
 * the CDNs are under it (config.ts configFor).
 */
export function checkConfig(env: Env): CheckedConfig {
  const apiHost = url('VITE_BC_API_HOST', text(env, 'VITE_BC_API_HOST'))

  const languagesText = text(env, 'VITE_BC_LANGUAGES')
  const languages = languagesText
    ? [...new Set(languagesText.split(',').map((l) => language('VITE_BC_LANGUAGES', l.trim())))]
    : // The spec's configured list, in its order (fr, en, pl); a new language goes here too.
      (['fr', 'en', 'pl'] as Language[])

  const defaultLanguage = language('VITE_BC_DEFAULT_LANGUAGE', text(env, 'VITE_BC_DEFAULT_LANGUAGE') ?? 'pl')
  if (!languages.includes(defaultLanguage)) {
    throw new ConfigError(`VITE_BC_DEFAULT_LANGUAGE "${defaultLanguage}" is not in VITE_BC_LANGUAGES (${languages.join(', ')}).`)
  }

  const appType = text(env, 'VITE_BC_APP_TYPE') ?? 'frontend'
  if (!/^[a-z]+$/.test(appType)) {
    throw new ConfigError(`VITE_BC_APP_TYPE must be a lowercase word such as "frontend", got "${appType}".`)
  }

  const ageText = text(env, 'VITE_BC_MINIMUM_AGE') ?? '21'
  const minimumAge = Number(ageText)
  if (!Number.isInteger(minimumAge) || minimumAge < 16 || minimumAge > 99) {
    throw new ConfigError(`VITE_BC_MINIMUM_AGE must be a whole number from 16 to 99, got "${ageText}".`)
  }

  const captchaText = (text(env, 'VITE_BC_CAPTCHA_ENABLED') ?? 'true').toLowerCase()
  if (captchaText !== 'true' && captchaText !== 'false') {
    throw new ConfigError(`VITE_BC_CAPTCHA_ENABLED must be "true" or "false", got "${captchaText}".`)
  }

  return {
    apiHost,
    defaultLanguage,
    languages,
    appType,
    minimumAge,
    cdnCars: url('VITE_BC_CDN_CARS', text(env, 'VITE_BC_CDN_CARS')),
    cdnUsers: url('VITE_BC_CDN_USERS', text(env, 'VITE_BC_CDN_USERS')),
    captchaEnabled: captchaText === 'true',
    mapTiles: tileTemplate('VITE_BC_MAP_TILES', text(env, 'VITE_BC_MAP_TILES')),
  }
}
