/**
 * The places and suppliers pages' reads (calls 70–71) in the active language. Offline, the
 * service worker answers from what it saw last (stale-while-revalidate), so a page seen once
 * opens offline; a language switch keeps the list shown until the new one comes.
 */
import { getRentalPlaces, getRentalSuppliers, type RentalPlace, type RentalSupplier } from '../../lib/api/explore'
import type { Language } from '../../lib/constants'
import { useResource, type Resource } from '../../lib/data/use-resource'

const always = () => true

export function useRentalPlaces(language: Language): Resource<RentalPlace[]> {
  return useResource(['rental-places', language], (signal) => getRentalPlaces(language, { signal }), {
    keepPrevious: always,
    revalidateOnReconnect: true,
  })
}

export function useRentalSuppliers(language: Language): Resource<RentalSupplier[]> {
  return useResource(['rental-suppliers', language], (signal) => getRentalSuppliers(language, { signal }), {
    keepPrevious: always,
    revalidateOnReconnect: true,
  })
}
