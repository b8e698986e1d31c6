/** Where the places and suppliers pages lead. */
import { config } from '../../lib/config'

/** Where "search here" goes: the home search with the place chosen for pick-up and return (lib/car-search/criteria.ts' p). */
export const searchHereHref = (placeId: string): string => `/?${new URLSearchParams({ p: placeId }).toString()}`

/** Where "see its cars" goes: the car list filtered to that supplier (lib/car-search/filters.ts' suppliers). */
export const supplierCarsHref = (supplierId: string): string => `/cars?${new URLSearchParams({ suppliers: supplierId }).toString()}`

/** The id of a place's entry in the list, which a marker on the map brings into view. */
export const placeEntryId = (placeId: string): string => `place-${placeId}`

/** The host the map's tiles come from (VITE_BC_MAP_TILES, without a {s} subdomain), as the privacy and cookie pages name it. */
export function tileHost(): string {
  try {
    return new URL(config.mapTiles.replace(/\{s\}\./g, '').replace(/\{[a-z]+\}/g, '0')).host
  } catch {
    return config.mapTiles
  }
}
