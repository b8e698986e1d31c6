import type { Hono } from 'hono'
import { languageParam, type AppEnv, type Deps } from '../context.ts'
import type { CarRecord, Language, UserRecord } from '../types.ts'
import { namedLocation, supplier } from '../views.ts'

/**
 * Calls 70–71, public: where a driver can rent (every place an available car serves, with the
 * suppliers of those cars) and who rents (every supplier with an available car, its desk, its
 * car count and its places). Names in the language asked for; both lists by name in it.
 */
export function publicPlaceRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { store } = deps

  /** The cars call 18 offers: available, of a supplier that exists (so `carCount` is what "see its cars" lists). */
  const offeredCars = (): CarRecord[] =>
    [...store.cars.values()].filter((car) => car.available && store.users.get(car.company)?.type === 'company')

  const byName = (language: Language) => (a: { name: string; _id: string }, b: { name: string; _id: string }) =>
    a.name.localeCompare(b.name, language) || a._id.localeCompare(b._id)

  api.get('/frontend-locations/:language', (c) => {
    const language = languageParam(c)
    const suppliersAt = new Map<string, Set<string>>()
    for (const car of offeredCars()) {
      for (const place of car.locations) {
        let set = suppliersAt.get(place)
        if (!set) suppliersAt.set(place, (set = new Set()))
        set.add(car.company)
      }
    }
    const list = [...suppliersAt.entries()]
      .flatMap(([id, companies]) => {
        const place = store.locations.get(id)
        if (!place) return []
        const suppliers = [...companies]
          .map((companyId) => supplier(store, companyId))
          .sort((a, b) => a.fullName.localeCompare(b.fullName, language) || a._id.localeCompare(b._id))
        return [{ ...namedLocation(place, language), suppliers }]
      })
      .sort(byName(language))
    return c.json(list)
  })

  api.get('/frontend-suppliers/:language', (c) => {
    const language = languageParam(c)
    const bySupplier = new Map<string, { count: number; places: Set<string> }>()
    for (const car of offeredCars()) {
      let entry = bySupplier.get(car.company)
      if (!entry) bySupplier.set(car.company, (entry = { count: 0, places: new Set() }))
      entry.count += 1
      for (const place of car.locations) entry.places.add(place)
    }
    const list = [...bySupplier.entries()]
      .map(([id, { count, places }]) => {
        const u = store.users.get(id) as UserRecord
        const locations = [...places]
          .flatMap((placeId) => {
            const place = store.locations.get(placeId)
            return place ? [{ _id: place._id, name: place.names[language] }] : []
          })
          .sort(byName(language))
        return {
          _id: u._id,
          fullName: u.fullName,
          avatar: u.avatar,
          ...(u.phone ? { phone: u.phone } : {}),
          ...(u.location ? { location: u.location } : {}),
          ...(u.bio ? { bio: u.bio } : {}),
          // A server that takes no money online offers paying at the desk only (issue 47).
          payLater: store.payAtDeskOnly || u.payLater,
          carCount: count,
          locations,
        }
      })
      .sort((a, b) => a.fullName.localeCompare(b.fullName, language) || a._id.localeCompare(b._id))
    return c.json(list)
  })
}
