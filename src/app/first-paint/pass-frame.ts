/**
 * The top of a driver's pass (/booking), drawn by the first paint: the title with its "My
 * bookings" link, the freshness line, and the ticket the driver shows at the desk (supplier,
 * booking number, status and what it means, the booking date, the QR code). It is drawn from the
 * first paint's own call for the booking (early-calls.ts) once its reply is in, or, when that call
 * fails (offline, with no copy in the worker), from the copy of the pass last saved on the device
 * (features/bookings/mirror.ts). At the rental desk the booking number and its code then show
 * without waiting for the app's code to start.
 *
 * Its code, its texts and the QR code's encoder are a script of their own (pass-script.ts),
 * which the first paint adds only on a driver's /booking: every other page goes without them.
 *
 * The markup is BookingScreen's, DataFreshness's and PassTicket's, with the `fp-` class names
 * of their own styles (pass.css.ts): the screen's stylesheets are loaded first (the ones the
 * app loads for /booking anyway). The frame shows what the app's first render will show
 * (passToShow): the reply, read with the app's own schema, which the render then takes
 * (use-booking.ts `inHand`), or else the same copy (`mirrorInHand`). React then puts the same
 * pass in the same boxes, with the rest of it below. The copy button is disabled until then;
 * the "My bookings" link is a plain link and works at once.
 */
import { dataOfReply, type EarlyReply } from '../../lib/api/early'
import { bookingSchema, type Booking } from '../../lib/api/entities'
import { config } from '../../lib/config'
import { SUPPLIER_LOGO, type Language } from '../../lib/constants'
import { DATE, DATE_TIME } from '../../lib/i18n/format-rules'
import { LOCALE_TAGS } from '../../lib/i18n/language'
import { shownDate, shownDateTime, shownQr } from '../../lib/i18n/shown-texts'
import { afterNextPaint } from '../../lib/after-next-paint'
import { bookingLink } from '../../features/bookings/booking-view'
import { bookingIdOf } from '../../features/bookings/filters'
import { readLastPass } from '../../features/bookings/mirror'
import { getStoredUser } from '../../lib/storage/user'
import { qrCode } from '../../features/booking-pass/qr'
import { agoText, freshness, node, statusBadge, svgNode } from './dom'
import { fill } from './expand'
import { passFrameMessages, STATUS_MEANING_TEXTS } from './frames'

/** The booking in a reply, read as the app reads it (lib/api/client.ts peekData); undefined when the app would not take it. */
export const bookingOfReply = (reply: EarlyReply): Booking | undefined => dataOfReply(reply, bookingSchema)

/**
 * PassTicket's first column and QR code (features/booking-pass/PassSections.tsx), without its actions.
 * Its dates are the texts the app kept with the pass's copy (`kept`, lib/i18n/shown-texts.ts) while
 * they hold: the page's first Intl formatter took about 60 ms at CPU ×4, most of the frame's time.
 * So is its QR code, when it encodes this booking's link (encoding it is the frame's next cost).
 * Without them, the booking date is formatted here, and the printed "Last updated" (hidden on
 * screen) once the ticket is painted.
 */
function ticket(booking: Booking, text: Record<string, string>, language: Language, savedAt: number, kept: unknown): HTMLElement {
  const tag = LOCALE_TAGS[language]
  const reference = booking._id
  const date = (iso: string) => shownDate(kept, language, iso) ?? new Intl.DateTimeFormat(tag, DATE).format(new Date(iso))
  const bookedOn = date(booking.createdAt)
  const lastUpdated = (when: string) => fill(text['Last updated {when}'], { when })
  // Paper only: when the data came from the network.
  const printed = node('p', 'fp-pass-muted fp-pass-print-only')
  const keptSavedAt = shownDateTime(kept, language, new Date(savedAt).toISOString())
  if (keptSavedAt) printed.textContent = lastUpdated(keptSavedAt)
  else afterNextPaint(() => (printed.textContent = lastUpdated(new Intl.DateTimeFormat(tag, DATE_TIME).format(new Date(savedAt)))))
  const { avatar, fullName } = booking.company
  const link = bookingLink(reference)
  const { size, path } = shownQr(kept, link) ?? qrCode(link)
  return node('section', 'fp-pass-ticket fp-pass-card', { 'aria-labelledby': 'pass-reference-label' }, [
    node('div', 'fp-pass-ticket-main', {}, [
      node('div', 'fp-pass-supplier', {}, [
        ...(avatar
          ? [
              node('img', 'fp-pass-logo', {
                alt: '',
                width: String(SUPPLIER_LOGO.width),
                height: String(SUPPLIER_LOGO.height),
                decoding: 'async',
                src: `${config.cdnUsers}/${encodeURIComponent(avatar)}`,
              }),
            ]
          : []),
        node('span', '', {}, [fullName]),
      ]),
      node('h2', 'fp-pass-label', { id: 'pass-reference-label' }, [text['Booking number']]),
      node('div', 'fp-pass-reference-row', {}, [
        node('p', 'fp-pass-reference', { 'data-testid': 'pass-reference' }, [reference]),
        node(
          'button',
          'fp-button_secondary fp-button fp-button-small fp-pass-no-print',
          { type: 'button', 'aria-label': text['Copy the booking number'], disabled: '' },
          [text['Copy']],
        ),
      ]),
      node('div', 'fp-pass-status', {}, [
        statusBadge(text, booking.status),
        node('p', 'fp-pass-meaning', { 'data-testid': 'pass-status-meaning' }, [text[STATUS_MEANING_TEXTS[booking.status]]]),
      ]),
      node('p', 'fp-pass-muted', {}, [`${text['Booked on']} ${bookedOn}`]),
      ...(booking.amendedAt
        ? [node('p', 'fp-pass-muted', { 'data-testid': 'pass-changed-on' }, [fill(text['Changed on {0}'], { 0: date(booking.amendedAt) })])]
        : []),
      printed,
    ]),
    node('figure', 'fp-pass-qr-box', {}, [
      svgNode(
        'svg',
        {
          class: 'fp-pass-qr',
          viewBox: `0 0 ${size} ${size}`,
          role: 'img',
          'aria-label': fill(text['QR code of booking {reference}'], { reference }),
          'shape-rendering': 'crispEdges',
          'data-testid': 'pass-qr',
        },
        [svgNode('rect', { width: String(size), height: String(size), fill: '#fff' }), svgNode('path', { d: path, fill: '#000' })],
      ),
      node('figcaption', 'fp-pass-muted', {}, [text['Show this code at the desk.']]),
    ]),
  ])
}

/**
 * The frame in the first paint's (empty) `main`, or nothing (false): a text missing, or the
 * page drawn already.
 */
export function drawPassFrame(
  main: Element,
  text: Record<string, string>,
  language: Language,
  shown: ShownPass,
  online: boolean,
  now: number,
): boolean {
  // The first paint draws no heading here (it names the car): the page is empty until the frame.
  if (main.childElementCount > 0 || !passFrameMessages().every((id) => text[id])) return false
  // Page's title row: the title names the car, and the link back to the list ends it.
  const { booking, savedAt, fresh, texts } = shown
  const title = fill(text['Booking {0}'], { 0: booking.car.name })
  document.title = `${title} · Volta`
  main.append(
    node('div', 'fp-row', { style: 'justify-content: space-between;' }, [
      node('h1', '', {}, [title]),
      node('span', '', { 'data-print': 'hide' }, [
        node('a', 'fp-button_secondary fp-button fp-button-small', { href: '/bookings' }, [text['My bookings']]),
      ]),
    ]),
  )
  // A reply just in: the app's first render says "just now" and asks for nothing more. A copy: its
  // age, and the app asks for the booking again.
  const when = fresh ? text['time.justNow'] : agoText(text, language, savedAt, now, texts)
  main.append(
    node('div', 'fp-pass-screen', {}, [
      node('div', '', { 'data-print': 'hide' }, freshness(text, when, online, !fresh)),
      node('div', 'fp-pass', { 'data-pass': booking._id }, [ticket(booking, text, language, savedAt, texts)]),
    ]),
  )
  return true
}

/** The booking the frame shows, when it came from the network, and whether that was just now (the early reply) or it is a copy. */
export interface ShownPass {
  booking: Booking
  savedAt: number
  fresh: boolean
  /** The texts the app kept with the copy of this booking's pass, if any (they are looked up by value). */
  texts?: unknown
}

/**
 * The pass the app's first render will show on the page `search` opens: the early reply when the
 * app will take it; otherwise the copy of the pass last saved, when it is this booking (the mirror's
 * copy in localStorage, which the first render reads too: use-booking.ts `mirrorInHand`). Null for
 * neither, or a copy the schema no longer reads.
 */
export function passToShow(answer: EarlyReply | null, search: string, now: number): ShownPass | null {
  const user = getStoredUser()
  const id = bookingIdOf(new URLSearchParams(search))
  const copy = user && id ? readLastPass(user.id, id) : null
  const booking = answer && bookingOfReply(answer)
  if (booking) return { booking, savedAt: now, fresh: true, texts: copy?.shown }
  if (!copy) return null
  try {
    return { booking: bookingSchema(copy.data), savedAt: copy.savedAt, fresh: false, texts: copy.shown }
  } catch {
    return null
  }
}

/**
 * Draws the frame into the first paint's `<main>` once the first paint's call for the booking has
 * answered (or failed) and the screen's stylesheets are in: the pass of passToShow. Nothing once
 * React has replaced the first paint.
 */
export async function drawEarlyPass(
  root: Element,
  text: Record<string, string>,
  language: Language,
  search: string,
  reply: Promise<EarlyReply>,
  styled: Promise<boolean>,
): Promise<void> {
  const answer = await reply.catch(() => null)
  const shown = passToShow(answer, search, Date.now())
  if (!shown || !(await styled)) return
  const main = root.querySelector('main[data-first-paint]')
  if (main) drawPassFrame(main, text, language, shown, navigator.onLine, Date.now())
}
