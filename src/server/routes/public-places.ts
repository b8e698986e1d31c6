import type { Hono } from 'hono'
import { languageParam, type AppEnv, type Deps } from '../context.ts'
import { offeredPlaces, offeringSuppliers } from '../db/queries/cars.ts'
import type { Language } from '../types.ts'
import { namedLocation, related, supplier } from '../views.ts'

/**
 * Calls 70–71, public: where a driver can rent (every place an available car serves, with the
 * suppliers of those cars) and who rents (every supplier with an available car, its desk, its
 * car count and its places). Names in the language asked for; both lists by name in it.
 */
export function publicPlaceRoutes(api: Hono<AppEnv>, _deps: Deps): void {
  const byName = (language: Language) => (a: { name: string; _id: string }, b: { name: string; _id: string }) =>
    a.name.localeCompare(b.name, language) || a._id.localeCompare(b._id)

  // Places and suppliers are few beside cars: the database gives who serves where, the names are sorted here.

  api.get('/frontend-locations/:language', async (c) => {
    const repo = c.var.repo
    const language = languageParam(c)
    const pairs = await offeredPlaces(await repo.kx())
    const suppliersAt = new Map<string, Set<string>>()
    for (const { place, company } of pairs) {
      let set = suppliersAt.get(place)
      if (!set) suppliersAt.set(place, (set = new Set()))
      set.add(company)
    }
    const r = await related(repo, { users: pairs.map((p) => p.company), places: pairs.map((p) => p.place) })
    const list = [...suppliersAt.entries()]
      .flatMap(([id, companies]) => {
        const place = r.locations.get(id)
        if (!place) return []
        const suppliers = [...companies]
          .map((companyId) => supplier(r, companyId))
          .sort((a, b) => a.fullName.localeCompare(b.fullName, language) || a._id.localeCompare(b._id))
        return [{ ...namedLocation(place, language), suppliers }]
      })
      .sort(byName(language))
    return c.json(list)
  })

  api.get('/frontend-suppliers/:language', async (c) => {
    const repo = c.var.repo
    const language = languageParam(c)
    const offering = await offeringSuppliers(await repo.kx())
    const users = await repo.users.many(offering.map((s) => s.company))
    const places = await repo.locations.many(offering.flatMap((s) => s.places))
    const list = offering
      .flatMap(({ company, count, places: served }) => {
        const u = users.get(company)
        if (!u) return []
        const locations = served
          .flatMap((placeId) => {
            const place = places.get(placeId)
            return place ? [{ _id: place._id, name: place.names[language] }] : []
          })
          .sort(byName(language))
        return [
          {
            _id: u._id,
            fullName: u.fullName,
            avatar: u.avatar,
            ...(u.phone ? { phone: u.phone } : {}),
            ...(u.location ? { location: u.location } : {}),
            ...(u.bio ? { bio: u.bio } : {}),
            // A server that takes no money online offers paying at the desk only (issue 47).
            payLater: repo.payAtDeskOnly || u.payLater,
            carCount: count,
            locations,
          },
        ]
      })
      .sort((a, b) => a.fullName.localeCompare(b.fullName, language) || a._id.localeCompare(b._id))
    return c.json(list)
  })
}
