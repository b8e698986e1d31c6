/** Suppliers and locations for the filters: asked once per session (and language), shared by every screen. */
import { getAllCompanies } from '../../lib/api/companies'
import type { Location, Supplier } from '../../lib/api/entities'
import { getLocations } from '../../lib/api/locations'
import type { Language } from '../../lib/constants'
import { withReadRetry } from '../../lib/api/read-policy'

let suppliers: Promise<Supplier[]> | null = null
const locations = new Map<Language, Promise<Location[]>>()

export function loadSuppliers(): Promise<Supplier[]> {
  if (!suppliers) {
    suppliers = withReadRetry(() => getAllCompanies())
    // A failure is not remembered: the next screen asks again.
    suppliers.catch(() => {
      suppliers = null
    })
  }
  return suppliers
}

/** Every location (the seed and real deployments have a few dozen), named in `language`. */
export function loadLocations(language: Language): Promise<Location[]> {
  let p = locations.get(language)
  if (!p) {
    p = withReadRetry(() => getLocations(1, 200, language, '')).then((page) => page.items)
    locations.set(language, p)
    p.catch(() => locations.delete(language))
  }
  return p
}
