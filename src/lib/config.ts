import { SUPPORTED_LANGUAGES, type Language } from './constants'

/**
 * The app's configuration, read from VITE_BC_* variables once and checked.
 * Nothing else in the app reads import.meta.env.
 */
export interface AppConfig {
  /** Base URL of the API, without a trailing slash. */
  apiHost: string
  defaultLanguage: Language
  languages: Language[]
  appType: string
  minimumAge: number
  /** Base URLs of car images and of user avatars / supplier logos. */
  cdnCars: string
  cdnUsers: string
  captchaEnabled: boolean
}

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

function url(key: string, value: string): string {
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

/**
 * Reads and checks the configuration. `origin` is the page's origin: the API
 * host defaults to it, so the bundled server serves the app and the API together.
 */
export function parseConfig(env: Env, origin: string): AppConfig {
  const apiHost = url('VITE_BC_API_HOST', text(env, 'VITE_BC_API_HOST') ?? origin)

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

  const cdnCars = url('VITE_BC_CDN_CARS', text(env, 'VITE_BC_CDN_CARS') ?? `${apiHost}/cdn/cars`)
  const cdnUsers = url('VITE_BC_CDN_USERS', text(env, 'VITE_BC_CDN_USERS') ?? `${apiHost}/cdn/users`)

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
    cdnCars,
    cdnUsers,
    captchaEnabled: captchaText === 'true',
  }
}

const origin = globalThis.location?.origin ?? 'http://localhost'

function load(): { config: AppConfig; error: ConfigError | null } {
  try {
    return { config: parseConfig(import.meta.env, origin), error: null }
  } catch (error) {
    // Start-up shows the error and stops; the defaults only keep imports from crashing first.
    return { config: parseConfig({}, origin), error: error instanceof ConfigError ? error : new ConfigError(String(error)) }
  }
}

const loaded = load()
export const config: AppConfig = loaded.config
/** Set when a VITE_BC_* value is wrong: start-up shows it instead of the app. */
export const configError: ConfigError | null = loaded.error
