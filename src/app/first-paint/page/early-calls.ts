/**
 * The first calls of the screen being opened, started by index.html's inline script
 * before the app has loaded (lib/api/early.ts explains how the app takes their replies):
 *
 * - /cars asks for the suppliers, then for the search's first page of cars (at once, with the
 *   suppliers of the last visit, when they are kept and still the same), then
 *   preloads the first car's picture (the screen's largest paint), which on a phone
 *   the first paint then draws (cars-frame.ts), and then says so (onFirstPicture);
 * - a signed-in driver's /bookings, and a supplier's /supplier/bookings, ask for the
 *   suppliers when the filter needs them, then for the first page of bookings;
 * - a driver's /booking (the pass), and a supplier's /supplier/booking, ask for that booking.
 *
 * Their bodies come from the functions the screens use (carSearchFor, toBookingsQuery),
 * so they are the very calls the app then makes. A reply this code cannot read is left
 * alone: the app asks again and handles it as usual.
 */
import { earlyCallMissed, sameCall, startCallOnce, startEarlyCall, type CallRequest, type EarlyReply } from '../../../lib/api/early'
import type { Auth } from '../../../lib/api/headers'
import { allCompaniesRequest, bookingRequest, bookingsRequest, frontendCarsRequest, supplierIdsIn } from '../../../lib/api/requests'
import { config } from '../../../lib/config'
import { afterNextPaint } from '../../../lib/after-next-paint'
import { loadLocaleData } from '../../../lib/i18n/language'
import { CARS_PAGE_SIZE, MOBILE_MAX_WIDTH, type Language } from '../../../lib/constants'
import { keptSupplierIds } from '../../../lib/storage/supplier-ids'
import { getStoredUser, roleOf } from '../../../lib/storage/user'
import { bookingIdOf, firstBookingsPage, parseFilter, toBookingsQuery } from '../../../features/bookings/filters'
import { carSearchFor } from '../../../lib/car-search/filters'
import { firstCars, type FirstCars } from './cars-frame'

/** The JSON of a 200 reply, or undefined. */
function json(reply: EarlyReply): unknown {
  return reply.status === 200 ? JSON.parse(reply.text) : undefined
}

/** Preloads a picture at high priority. */
/**
 * A search that came back within this is on a fast link: its first car's picture will be in a moment
 * later, so what follows it (the screen's chunks) waits for it, PICTURE_WAIT_MS at most. On a slower
 * link, waiting for the picture would hold the app's code back by a round trip (e2e/bench/README.md,
 * issue 34's log), so the rest is asked for beside it.
 */
export const FAST_REPLY_MS = 60
export const PICTURE_WAIT_MS = 100

/** Preloads `href` at high priority; `settled`, when given, runs once it is in or failed, PICTURE_WAIT_MS later at most. */
function preloadImage(href: string, settled?: () => void): void {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.setAttribute('as', 'image')
  link.setAttribute('fetchpriority', 'high')
  link.href = href
  if (settled) {
    link.addEventListener('load', settled)
    link.addEventListener('error', settled)
    setTimeout(settled, PICTURE_WAIT_MS)
  }
  document.head.append(link)
}

/**
 * Starts the call that needs the suppliers' ids (`request` for given ids) and hands its reply to
 * `started`: at once when `known` already names them; else once the all-companies reply names them.
 * When the ids of the last visit are kept (lib/storage/supplier-ids.ts), the call is started at
 * once with those, beside the all-companies call, and used only if the call for the ids that
 * reply names is the same; otherwise it is started again with them (the first is left
 * unclaimed, and the app, whose body is the new one, never takes it). `otherwise` runs when no call can be made.
 */
function withSuppliers(
  known: string[] | null,
  request: (ids: string[]) => CallRequest,
  auth: Auth,
  started: (reply: Promise<EarlyReply>, request: CallRequest) => void,
  otherwise: () => void = () => {},
): void {
  const send = (call: CallRequest) => {
    const reply = startEarlyCall(call, auth)
    if (reply) started(reply, call)
    else otherwise()
  }
  if (known) return send(request(known))
  // On /cars index.html's first script (head.ts) has sent it already.
  const suppliers = startCallOnce(allCompaniesRequest(), 'none')
  if (!suppliers) return otherwise()
  const kept = keptSupplierIds()
  const guess = kept && request(kept)
  const guessed = guess && startEarlyCall(guess, auth)
  suppliers
    .then((answer) => {
      const ids = supplierIdsIn(json(answer))
      if (!ids) return otherwise()
      const call = request(ids)
      if (guess && guessed && sameCall(call, guess)) started(guessed, guess)
      else send(call)
    })
    .catch(otherwise)
}

/** What the first paint hears of the early calls (of /cars), and what it does itself instead of them (the locale's data). */
export interface EarlyCallHooks {
  /**
   * The first page's first car, once it is in (cars-frame.ts draws it), and whether it may still
   * be drawn: not once the app has rendered the list without that reply.
   */
  onFirstCars?: (cars: FirstCars, drawable: () => boolean) => void
  /**
   * Its picture is asked for (its preload is in the page, at high priority), or in when the search's
   * reply was quick (FAST_REPLY_MS), or there is none to ask for (a failed call, no car): runs once.
   * What the first paint fetches then (the screen's chunks) waits for the picture only on a fast
   * link: on a slow one that cost cold /cars' ready (e2e/bench/README.md, issue 34's log).
   */
  onFirstPicture?: () => void
  /** Another part of the first paint loads the locale's data (once a kept frame is drawn: kept-frame.ts; on /cars, once its frame is). */
  localeDataLater?: boolean
}

function cars(search: URLSearchParams, { onFirstCars, onFirstPicture }: EarlyCallHooks): void {
  let settled = false
  const pictureSettled = () => {
    if (settled) return
    settled = true
    onFirstPicture?.()
  }
  withSuppliers(
    null,
    (ids) => frontendCarsRequest(1, CARS_PAGE_SIZE, carSearchFor(search, ids)),
    'none',
    (reply, request) => {
      const asked = performance.now()
      reply
        .then((answer) => {
          const first = firstCars(json(answer))
          if (!first) return pictureSettled()
          const quick = performance.now() - asked < FAST_REPLY_MS
          preloadImage(`${config.cdnCars}/${first.image}`, quick ? pictureSettled : undefined)
          onFirstCars?.(first, () => !earlyCallMissed(request, null))
          // Always after the first car: the first paint tells from the order whether a frame is coming.
          if (!quick) pictureSettled()
        })
        .catch(pictureSettled)
    },
    pictureSettled,
  )
}

function bookings(search: URLSearchParams, language: Language, userId: string, supplier: boolean): void {
  const parsed = parseFilter(search)
  const filter = supplier ? { ...parsed, companies: [userId] } : parsed
  const { page, size } = firstBookingsPage(search, matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches)
  withSuppliers(
    filter.companies,
    (ids) => bookingsRequest(page, size, language, toBookingsQuery(filter, ids, userId)),
    'token',
    () => {}, // the app takes the reply
  )
}

/** The screens with early calls that belong to one account (the bookings lists, one booking's screen), and whose they are. */
const OWNED_SCREENS: Readonly<Record<string, 'driver' | 'supplier'>> = {
  '/bookings': 'driver',
  '/supplier/bookings': 'supplier',
  '/booking': 'driver',
  '/supplier/booking': 'supplier',
}

/**
 * Starts the early calls of `pathname`, if it has any. `language` is the one the screen will show.
 * Those screens format prices, counts and dates as soon as their data is in: once the first
 * paint is on screen, the locale's data is loaded too, while the app's code is on the way.
 * On /cars, `hooks` hear of the first car and of its picture; on a driver's /booking, of the booking's reply.
 */
export function startEarlyCalls(pathname: string, search: string, language: Language, hooks: EarlyCallHooks = {}): void {
  const owner = OWNED_SCREENS[pathname]
  if (pathname === '/cars') cars(new URLSearchParams(search), hooks)
  else if (owner) {
    const user = getStoredUser()
    if (!user || roleOf(user) !== owner) return
    const params = new URLSearchParams(search)
    if (pathname.endsWith('/bookings')) bookings(params, language, user.id, owner === 'supplier')
    else {
      // One booking: at the desk, often offline (the worker then answers from its copy).
      const id = bookingIdOf(params)
      if (!id) return
      void startEarlyCall(bookingRequest(id, language), 'token')
    }
  } else return // every other route: nothing read, nothing sent
  if (!hooks.localeDataLater) afterNextPaint(() => loadLocaleData(language))
}
