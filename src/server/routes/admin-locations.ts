import type { Hono } from 'hono'
import { adminOnly } from '../auth.ts'
import { noContent, ok, type AppEnv, type Deps } from '../context.ts'
import type { Repo } from '../db/repo.ts'
import { placeInUse, takenPlaceName } from '../db/queries/admin.ts'
import { isLanguage, type Language, type LocationRecord } from '../types.ts'
import { badRequest, isObject, readJson, type Json } from '../validate.ts'

/**
 * The operator's pick-up places (calls 53–57): each has a name in pl, fr and en and the
 * coordinates of its pick-up point. A place that a car or a booking uses is never deleted.
 */

const LANGUAGE_ORDER: readonly Language[] = ['pl', 'fr', 'en']
const NAME_MAX = 100

/** Calls 53, 54 and 55 reply with every language's name (for the edit form). */
function locationNames(l: LocationRecord) {
  return {
    _id: l._id,
    names: LANGUAGE_ORDER.map((language) => ({ language, name: l.names[language] })),
    ...(l.latitude !== undefined ? { latitude: l.latitude } : {}),
    ...(l.longitude !== undefined ? { longitude: l.longitude } : {}),
  }
}

function coordinate(body: Json, key: 'latitude' | 'longitude', limit: number): number {
  const value = body[key]
  if (typeof value !== 'number' || !Number.isFinite(value) || value < -limit || value > limit) {
    throw badRequest(`${key} must be a number from -${limit} to ${limit}.`)
  }
  return value
}

/** Call 53's body, checked: one name per language, none another place has (case and accents ignored). */
async function readLocation(repo: Repo, body: Json, except?: string): Promise<Omit<LocationRecord, '_id'>> {
  if (!Array.isArray(body.names)) throw badRequest('names must be an array of {language, name}.')
  const names: Partial<Record<Language, string>> = {}
  for (const entry of body.names as unknown[]) {
    if (!isObject(entry)) throw badRequest('names must be an array of {language, name}.')
    const { language, name } = entry
    if (!isLanguage(language)) throw badRequest('Each name needs a language: pl, fr or en.')
    if (names[language] !== undefined) throw badRequest(`The ${language} name is given twice.`)
    if (typeof name !== 'string' || name.trim() === '') throw badRequest(`The ${language} name is empty.`)
    if (name.trim().length > NAME_MAX) throw badRequest(`The ${language} name must be at most ${NAME_MAX} characters.`)
    names[language] = name.trim()
  }
  for (const language of LANGUAGE_ORDER) if (names[language] === undefined) throw badRequest(`The ${language} name is missing.`)
  const complete = names as Record<Language, string>
  const taken = await takenPlaceName(await repo.kx(), complete, except)
  if (taken) throw badRequest(`Another place is already called ${complete[taken]} (${taken}).`)
  return { names: complete, latitude: coordinate(body, 'latitude', 90), longitude: coordinate(body, 'longitude', 180) }
}

export function adminLocationRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth } = deps
  const admin = [auth, adminOnly] as const

  // Call 53: drivers find it at once in calls 26 and 27, suppliers offer cars there.
  api.post('/create-location', ...admin, async (c) => {
    const repo = c.var.repo
    const fields = await readLocation(repo, await readJson(c))
    const location: LocationRecord = { _id: repo.nextId('location'), ...fields }
    await repo.locations.put(location)
    return c.json(locationNames(location))
  })

  // Call 54.
  api.get('/location-names/:id', ...admin, async (c) => {
    const location = await c.var.repo.locations.get(c.req.param('id'))
    return location ? c.json(locationNames(location)) : noContent(c)
  })

  // Call 55: the whole body; cars and bookings that use it show the new names at once (they keep the id).
  api.put('/update-location/:id', ...admin, async (c) => {
    const repo = c.var.repo
    const found = await repo.locations.get(c.req.param('id'))
    const body = await readJson(c)
    if (!found) return noContent(c)
    const location: LocationRecord = { ...found, ...(await readLocation(repo, body, found._id)) }
    await repo.locations.put(location)
    return c.json(locationNames(location))
  })

  // Call 56.
  api.get('/check-location/:id', ...admin, async (c) => {
    const repo = c.var.repo
    const id = c.req.param('id')
    return (await repo.locations.get(id)) && (await placeInUse(await repo.kx(), id)) ? ok(c) : noContent(c)
  })

  // Call 57.
  api.delete('/delete-location/:id', ...admin, async (c) => {
    const repo = c.var.repo
    const id = c.req.param('id')
    if (!(await repo.locations.get(id))) return noContent(c)
    if (await placeInUse(await repo.kx(), id)) throw badRequest('A car or a booking uses this place: it cannot be deleted.')
    await repo.locations.delete(id)
    return ok(c)
  })
}
