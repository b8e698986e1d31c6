/**
 * A driver's /bookings on a phone, drawn by the first paint from the device's mirror: the
 * filters' (closed) toggle, the offline notice, the freshness line, the count and the first
 * cards, from the copy of the list's first page that the mirror keeps in localStorage. At
 * the rental desk, with the worker warm or offline, the bookings show in a few hundred
 * milliseconds instead of once the app's code has started.
 *
 * Its code and texts are a script of their own (bookings-script.ts), which the first paint
 * adds only when there may be something to draw: every other page goes without them.
 *
 * The markup is BookingsScreen's, Disclosure's, DataFreshness's and BookingCard's (with
 * BookingFacts, StatusBadge, BookingActions and CancelBooking), with the `fp-` class names
 * of their own styles: the screen's stylesheets are loaded first (the ones the app loads for
 * /bookings anyway), and React's first render, which reads the same copy
 * (use-booking-pages.ts), replaces it with the same page in the same boxes. Its controls
 * do nothing until then; the "View" links are plain links and work at once.
 *
 * A phone and the list as it opens (no filter in the URL) only: elsewhere the filters are open
 * above the list, and drawing them is the app's job.
 */
import type { Booking, Paged } from '../../lib/api/entities'
import { BOOKING_STATUSES, MOBILE_MAX_WIDTH, type Language } from '../../lib/constants'
import { amountFraction, DATE_TIME, fractionDigits } from '../../lib/i18n/format-rules'
import { LOCALE_TAGS } from '../../lib/i18n/language'
import { shownDateTime, shownNumber, shownPrice } from '../../lib/i18n/shown-texts'
import { bookingDays, bookingHref, carImageUrl, FIRST_CHUNK } from '../../features/bookings/booking-view'
import { cancelState } from '../../features/bookings/cancel'
import { filterToQuery, firstBookingsPage, parseFilter } from '../../features/bookings/filters'
import { readFirstPage, type KeptCopy } from '../../features/bookings/mirror'
import { getStoredUser, roleOf } from '../../lib/storage/user'
import { agoText, closedDisclosure, freshness, node, pluralText, statusBadge } from './dom'
import { fill } from './expand'
import { bookingsFrameMessages, CANCEL_LATER } from './frames'

const COUNT = '{total, plural, one {# booking} other {# bookings}}'
const DAYS = '{days, plural, one {# day} other {# days}}'

const isText = (value: unknown): value is string => typeof value === 'string'
const named = (value: unknown): boolean => !!value && typeof value === 'object' && isText((value as { name?: unknown }).name)

/** A mirrored booking with everything its card shows; a copy from an older app may lack some, and is then not drawn. */
function drawable(b: Booking): boolean {
  return (
    isText(b?._id) &&
    named(b.car) &&
    (b.car.image === undefined || isText(b.car.image)) &&
    isText(b.company?.fullName) &&
    named(b.pickupLocation) &&
    named(b.dropOffLocation) &&
    BOOKING_STATUSES.includes(b.status) &&
    typeof b.price === 'number' &&
    !Number.isNaN(new Date(b.from).getTime()) &&
    !Number.isNaN(new Date(b.to).getTime())
  )
}

/**
 * The formats of format.ts, for `language`. Each text is the one the app showed, kept with the copy
 * (`shown`, lib/i18n/shown-texts.ts), while it still holds; Intl's otherwise. The page's first Intl
 * formatter took longer than all the rest of the frame (about 80 ms at CPU ×4).
 */
function formats(text: Record<string, string>, language: Language, now: number, shown: unknown) {
  const tag = LOCALE_TAGS[language]
  let dateTime: Intl.DateTimeFormat | undefined
  return {
    dateTime: (value: string) =>
      shownDateTime(shown, language, value) ?? (dateTime ??= new Intl.DateTimeFormat(tag, DATE_TIME)).format(new Date(value)),
    price: (amount: number) =>
      shownPrice(shown, language, amount) ??
      fill(text['price.amount'], { amount: new Intl.NumberFormat(tag, fractionDigits(amountFraction(amount))).format(amount) }),
    plural: (message: string, n: number) => pluralText(message, language, n, shownNumber(shown, language, n)),
    ago: (savedAt: number) => agoText(text, language, savedAt, now, shown),
  }
}

/** BookingCard, for the driver. */
function card(b: Booking, text: Record<string, string>, format: ReturnType<typeof formats>, online: boolean, now: number) {
  const image = carImageUrl(b.car.image)
  const fact = (label: string, value: string, className = 'fp-bk-dd') => [
    node('dt', 'fp-bk-dt', {}, [text[label]]),
    node('dd', className, {}, [value]),
  ]
  const actions = node('div', 'fp-bk-actions', {}, [
    node('a', 'fp-bk-link', { href: bookingHref(b._id) }, [text['View'], node('span', 'fp-visually-hidden', {}, [` ${b.car.name}`])]),
  ])
  const cancel = cancelState(b, new Date(now))
  const button = (attributes: Record<string, string>) =>
    node('button', 'fp-button_secondary fp-button fp-button-small', { type: 'button', ...attributes }, [text['Cancel booking']])
  if (cancel === 'requested') actions.append(node('span', 'fp-bk-requested', { role: 'status' }, [text['Cancellation requested']]))
  else if (cancel === 'allowed' && online) actions.append(button({ 'aria-label': fill(text['Cancel booking {0}'], { 0: b.car.name }) }))
  else if (cancel === 'allowed') {
    const id = `cancel-offline-${b._id}`
    actions.append(
      node('span', 'fp-bk-cancel-offline', {}, [
        button({ 'aria-label': fill(text['Cancel booking {0}'], { 0: b.car.name }), 'aria-describedby': id }),
        node('span', 'fp-bk-muted', { id }, [text[CANCEL_LATER]]),
      ]),
    )
  }
  return node('li', 'fp-bk-card_normal fp-bk-card', { 'data-booking': b._id }, [
    node('div', 'fp-bk-card-head', {}, [
      node('div', 'fp-bk-car', {}, [
        ...(image
          ? [node('img', 'fp-bk-thumb', { alt: '', width: '72', height: '48', loading: 'lazy', decoding: 'async', src: image })]
          : []),
        node('div', 'fp-bk-cell', {}, [
          node('h2', 'fp-bk-strong', { style: 'font-size: inherit; margin: 0px;' }, [b.car.name]),
          node('span', 'fp-bk-muted', {}, [b.company.fullName]),
        ]),
      ]),
      statusBadge(text, b.status),
    ]),
    node('dl', 'fp-bk-dl', {}, [
      ...fact('Pickup', `${format.dateTime(b.from)} · ${b.pickupLocation.name}`),
      ...fact('Drop-off', `${format.dateTime(b.to)} · ${b.dropOffLocation.name}`),
      ...fact('Length', format.plural(text[DAYS], bookingDays(b))),
      ...fact('Price', format.price(b.price), 'fp-bk-price fp-bk-dd fp-bk-strong'),
    ]),
    actions,
  ])
}

/**
 * The frame under `main`'s heading, or nothing (false): not a phone, a text missing, a
 * booking the copy cannot show, or the page drawn already.
 */
export function drawBookingsFrame(
  main: Element,
  text: Record<string, string>,
  language: Language,
  copy: KeptCopy<Paged<Booking>>,
  online: boolean,
  now: number,
): boolean {
  if (!matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches) return false
  if (!bookingsFrameMessages().every((id) => text[id]) || main.querySelector('.fp-bk-meta')) return false
  const { items, total } = copy.data
  if (!Array.isArray(items) || typeof total !== 'number' || !items.every(drawable)) return false
  const format = formats(text, language, now, copy.shown)
  // The app asks for the list again at once: it says so while online (DataFreshness).
  main.append(closedDisclosure(text['Filters']), ...freshness(text, format.ago(copy.savedAt), online, true))
  if (total > 0) main.append(node('p', '', { role: 'status' }, [format.plural(text[COUNT], total)]))
  if (items.length > 0)
    main.append(
      node(
        'ul',
        'fp-bk-cards',
        {},
        items.slice(0, FIRST_CHUNK.mobile).map((b) => card(b, text, format, online, now)),
      ),
    )
  return true
}

/**
 * Whether the frame may draw the list `search` opens: a driver signed in, on a phone, and the
 * list as it opens (no filter in the URL). The first paint asks before it loads the frame's script.
 */
export function mayFrameBookings(search: string): boolean {
  const user = getStoredUser()
  if (!user || roleOf(user) !== 'driver' || !matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches) return false
  return filterToQuery(parseFilter(new URLSearchParams(search))).toString() === ''
}

/**
 * Draws the frame into the first paint's `<main>` from the copy the mirror keeps of the list's
 * first page, once `styled` says the screen's stylesheets are in (the first paint started
 * loading them). Nothing on a desktop, for a list the URL narrows (its filters are then open
 * above it), without a copy of that very list for the driver signed in, or once React has
 * replaced the first paint.
 */
export async function drawMirroredBookings(
  root: Element,
  text: Record<string, string>,
  language: Language,
  search: string,
  styled: Promise<boolean>,
): Promise<void> {
  const user = getStoredUser()
  if (!user || !mayFrameBookings(search)) return
  // The list's own query (use-booking-pages.ts): the app's first render shows the same copy.
  const params = new URLSearchParams(search)
  const { page, size } = firstBookingsPage(params, true)
  const copy = readFirstPage(user.id, { filter: parseFilter(params), page, size })
  // A stylesheet that fails means no frame: the app draws the screen as usual.
  if (!copy || !(await styled)) return
  const main = root.querySelector('main[data-first-paint]')
  if (main) drawBookingsFrame(main, text, language, copy, navigator.onLine, Date.now())
}
