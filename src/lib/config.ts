import type { Language } from './constants'

/**
 * The app's configuration: the VITE_BC_* variables, checked by the build (config-check.ts,
 * from vite.config.ts) and written in as `__VOLTA_CONFIG__`. Nothing else in the app reads them.
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
  /** Map tiles of the places page (VITE_BC_MAP_TILES): a Leaflet URL template, OpenStreetMap's by default. */
  mapTiles: string
}

/** What the build checked: a host left unset is null, and follows the page (configFor). */
export interface CheckedConfig extends Omit<AppConfig, 'apiHost' | 'cdnCars' | 'cdnUsers'> {
  apiHost: string | null
  cdnCars: string | null
  cdnUsers: string | null
}

/** The configuration of a page at `origin`: the API host defaults to it, and the CDNs to the API host's. */
export function configFor(checked: CheckedConfig, origin: string): AppConfig {
  const apiHost = checked.apiHost ?? origin
  return {
    ...checked,
    apiHost,
    cdnCars: checked.cdnCars ?? `${apiHost}/cdn/cars`,
    cdnUsers: checked.cdnUsers ?? `${apiHost}/cdn/users`,
  }
}

declare const __VOLTA_CONFIG__: CheckedConfig

export const config: AppConfig = configFor(__VOLTA_CONFIG__, globalThis.location?.origin ?? 'http://localhost')
