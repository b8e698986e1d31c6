/**
 * /cars' first search, started by the worker as it answers the page's navigation.
 *
 * On a return visit the page's own first call (the first paint's early calls) can leave only once
 * the page has been parsed and its script has run: 200–250 ms after the navigation on a slow phone.
 * The worker knows the URL at once and holds the suppliers' list (row 28, in the places' cache), so it
 * sends the very same search (the body the screens build, carSearchFor) as it answers the navigation,
 * and hands the reply to the page's identical request (same URL, same body) when it comes, once.
 * Anything else (another body, no suppliers cached yet, a failure, TTL_MS gone by) is left to the
 * network as before. A search is public: no token is involved, and none is sent.
 */
import { carSearchFor } from '../lib/car-search/filters'
import { frontendCarsRequest, supplierIdsIn } from '../lib/api/requests'
import { config } from '../lib/config'
import { CARS_PAGE_SIZE } from '../lib/constants'
import { CACHES } from '../lib/storage/cache-names'

/** Past this, a started search is not handed out: the page would have asked by then. */
export const TTL_MS = 10_000

interface Started {
  url: string
  body: string
  reply: Promise<Response>
  until: number
}

let started: Started | null = null

/**
 * Starts the search of `page` (a navigation to /cars) with the suppliers the worker has cached; nothing
 * elsewhere. Any navigation drops a search started before and not taken: that page has gone.
 */
export async function startCarSearch(page: URL): Promise<void> {
  started = null
  if (page.pathname !== '/cars') return
  const suppliers = await (await caches.open(CACHES.locations)).match(`${config.apiHost}/api/all-companies`, { ignoreVary: true })
  const ids = suppliers && supplierIdsIn(await suppliers.json().catch(() => null))
  if (!ids) return
  const call = frontendCarsRequest(1, CARS_PAGE_SIZE, carSearchFor(page.searchParams, ids))
  const url = config.apiHost + call.path
  const body = JSON.stringify(call.body)
  const reply = fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
  reply.catch(() => {}) // a failure is the page's to see, when it asks itself
  started = { url, body, reply, until: Date.now() + TTL_MS }
}

/** The reply of the started search when `request` is the same call, once; null otherwise (or when it failed). */
export async function takeCarSearch(request: Request): Promise<Response | null> {
  const call = started
  if (!call || request.method !== 'POST' || request.url !== call.url || Date.now() > call.until) return null
  const body = await request.clone().text()
  if (started !== call || body !== call.body) return null
  started = null
  return call.reply.catch(() => null)
}
