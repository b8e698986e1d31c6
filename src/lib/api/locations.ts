/** Location look-ups for the pickup and drop-off fields (rows 26–27). */
import type { Language } from '../constants'
import { requestData, type CallOptions } from './client'
import { apiPath, query } from './path'
import { locationSchema, paged, type Location, type Paged } from './entities'

/** Locations whose name in `language` matches `keyword` (empty: all), by name. Pages are 1-based. */
export function getLocations(
  page: number,
  size: number,
  language: Language,
  keyword: string,
  opts?: CallOptions,
): Promise<Paged<Location>> {
  return requestData(
    {
      name: 'getLocations',
      method: 'GET',
      path: apiPath`/api/locations/${page}/${size}/${language}` + query({ s: keyword }),
      auth: 'none',
      signal: opts?.signal,
    },
    paged(locationSchema),
  )
}

/** An unknown location is ApiError 'no-content'. */
export function getLocation(id: string, language: Language, opts?: CallOptions): Promise<Location> {
  return requestData(
    { name: 'getLocation', method: 'GET', path: apiPath`/api/location/${id}/${language}`, auth: 'none', signal: opts?.signal },
    locationSchema,
  )
}
