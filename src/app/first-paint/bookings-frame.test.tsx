/** The top of a driver's /bookings that the first paint draws on a phone from the mirror. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingSchema, type Booking, type Paged } from '../../lib/api/entities'
import { BOOKING, CAR, SUPPLIER } from '../../lib/api/testing-fixtures'
import { config } from '../../lib/config'
import type { MirrorCopy } from '../../lib/data/use-resource'
import { signIn, signOut } from '../../lib/api/testing-fetch'
import { parseFilter } from '../../features/bookings/filters'
import { writeList } from '../../features/bookings/mirror'
import { offsetAt, type ShownTexts } from '../../lib/i18n/shown-texts'
import { BookingCard } from '../../features/bookings/BookingCard'
import { renderWithI18n } from '../../test/i18n'
import { drawBookingsFrame, drawMirroredBookings, mayFrameBookings } from './bookings-frame'
import { readFirstPaintTexts } from './plugin'
import { firstPaintMain, phone, shape } from './testing'

const texts = await readFirstPaintTexts('locales')
const NOW = Date.parse('2030-05-20T12:00:00Z')

const booking = (id: string, extra: Partial<Booking> = {}): Booking => ({ ...bookingSchema(BOOKING), _id: id, ...extra })
const copyOf = (items: Booking[], total = items.length, savedAt = NOW - 20_000): MirrorCopy<Paged<Booking>> => ({
  data: { items, total },
  savedAt,
})
const FIVE = copyOf(
  ['b1', 'b2', 'b3', 'b4', 'b5'].map((id) => booking(id)),
  27,
)

const texts$ = (el: ParentNode, selector: string) => [...el.querySelectorAll(selector)].map((e) => e.textContent)

beforeEach(() => phone(true))
afterEach(() => {
  vi.unstubAllGlobals()
  document.head.querySelectorAll('link[rel="stylesheet"]').forEach((l) => l.remove())
})

describe('drawBookingsFrame', () => {
  it('draws the closed filters, the freshness line, the count and the first four cards, in the language, once', () => {
    const main = firstPaintMain()
    expect(drawBookingsFrame(main, texts.pl, 'pl', FIVE, true, NOW)).toBe(true)
    expect(texts$(main, '.fp-disclosure button')).toEqual(['Filtry'])
    expect(main.querySelector('.fp-disclosure button')?.getAttribute('aria-expanded')).toBe('false')
    expect(main.querySelector('[data-testid="last-updated"]')?.textContent).toBe('Ostatnia aktualizacja: przed chwilą')
    expect(main.querySelector('.fp-bk-meta .fp-spinner')).not.toBeNull()
    expect(main.querySelector('.fp-bk-meta')?.textContent).toContain('Odświeżanie…')
    expect(main.querySelector('p[role="status"]')?.textContent).toBe('27 rezerwacji')
    expect(main.querySelector('.fp-notice')).toBeNull()

    const cards = main.querySelectorAll('ul.fp-bk-cards > li.fp-bk-card')
    expect([...cards].map((c) => c.getAttribute('data-booking'))).toEqual(['b1', 'b2', 'b3', 'b4'])
    const first = cards[0]
    expect(first.querySelector('h2')?.textContent).toBe(CAR.name)
    expect(first.querySelector('.fp-bk-car .fp-bk-muted')?.textContent).toBe(SUPPLIER.fullName)
    expect(first.querySelector('.fp-badge')?.className).toBe('fp-badge_paid fp-badge')
    expect(first.querySelector('.fp-badge')?.textContent).toBe('Opłacona')
    expect(first.querySelector<HTMLImageElement>('img.fp-bk-thumb')?.src).toBe(`${config.cdnCars}/${encodeURIComponent(CAR.image)}`)
    expect(texts$(first, 'dt')).toEqual(['Odbiór', 'Zwrot', 'Długość wynajmu', 'Cena'])
    const [from, to, days, price] = texts$(first, 'dd')
    expect(from).toMatch(/^1 cze 2030, \d\d:00 · /)
    expect(to).toMatch(/^4 cze 2030, \d\d:00 · /)
    expect(days).toBe('4 dni')
    expect(price).toBe('520 PLN')
    expect(first.querySelector('a.fp-bk-link')?.getAttribute('href')).toBe('/booking?b=b1')
    expect(first.querySelector('a.fp-bk-link')?.textContent).toBe(`Szczegóły ${CAR.name}`)
    const cancel = first.querySelector('button')!
    expect([cancel.textContent, cancel.getAttribute('aria-label'), cancel.disabled]).toEqual([
      'Anuluj rezerwację',
      `Anuluj rezerwację ${CAR.name}`,
      false,
    ])

    expect(drawBookingsFrame(main, texts.pl, 'pl', FIVE, true, NOW)).toBe(false)
    expect(main.querySelectorAll('.fp-bk-cards')).toHaveLength(1)
  })

  it('offline: the notice, no refresh, cancelling kept for later as the app says; a sent request and the age in words', () => {
    const main = firstPaintMain()
    const copy = copyOf(
      [booking('b1'), booking('b2', { cancelRequest: true }), booking('b3', { price: 99.5, status: 'cancelled' })],
      3,
      NOW - 2 * 3600_000,
    )
    expect(drawBookingsFrame(main, texts.en, 'en', copy, false, NOW)).toBe(true)
    expect(main.querySelector('.fp-notice_warning[role="status"]')?.textContent).toMatch(/^You are offline\./)
    expect(main.querySelector('.fp-spinner')).toBeNull()
    expect(main.querySelector('[data-testid="last-updated"]')?.textContent).toBe('Last updated 2 hours ago')
    expect(main.querySelector('p[role="status"]')?.textContent).toBe('3 bookings')
    const [allowed, requested, cancelled] = main.querySelectorAll('li.fp-bk-card')
    const button = allowed.querySelector('button')!
    // As CancelBooking offline: the request would be kept until the network is back.
    expect(button.disabled).toBe(false)
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You are offline: the request will be sent when you are back online.',
    )
    expect(requested.querySelector('.fp-bk-requested')?.textContent).toBe('Cancellation requested')
    expect(requested.querySelector('button')).toBeNull()
    expect(cancelled.querySelector('button, .fp-bk-requested')).toBeNull()
    expect(cancelled.querySelector('.fp-bk-price')?.textContent).toBe('99.50 DH')
  })

  it('draws the texts the app kept with the copy without building an Intl formatter, and formats itself what they do not hold', () => {
    const first = FIVE.data.items[0]
    const shown: ShownTexts = {
      language: 'pl',
      dates: {},
      dateTimes: { [first.from]: [offsetAt(first.from), 'KEPT FROM'], [first.to]: [offsetAt(first.to), 'KEPT TO'] },
      numbers: { '27': 'XXVII', '4': 'IV' },
      prices: { '520': 'KEPT PRICE' },
      ago: { minute: [], hour: ['', '', 'KEPT 2 HOURS'], day: [] },
    }
    const copy = { ...copyOf(FIVE.data.items, 27, NOW - 2 * 3600_000), shown }
    const saved = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat, RelativeTimeFormat: Intl.RelativeTimeFormat }
    for (const name of Object.keys(saved))
      Object.assign(Intl, {
        [name]: function () {
          throw new Error(`Intl.${name} built`)
        },
      })
    let main = firstPaintMain()
    try {
      expect(drawBookingsFrame(main, texts.pl, 'pl', copy, true, NOW)).toBe(true)
    } finally {
      Object.assign(Intl, saved)
    }
    expect(main.querySelector('[data-testid="last-updated"]')?.textContent).toBe('Ostatnia aktualizacja: KEPT 2 HOURS')
    expect(main.querySelector('p[role="status"]')?.textContent).toBe('XXVII rezerwacji')
    const [from, to, days, price] = texts$(main.querySelector('li.fp-bk-card')!, 'dd')
    expect([from.split(' · ')[0], to.split(' · ')[0], days, price]).toEqual(['KEPT FROM', 'KEPT TO', 'IV dni', 'KEPT PRICE'])

    // Kept in another language: Intl's texts in the page's.
    main = firstPaintMain()
    expect(drawBookingsFrame(main, texts.en, 'en', copy, true, NOW)).toBe(true)
    expect(main.querySelector('[data-testid="last-updated"]')?.textContent).toBe('Last updated 2 hours ago')
    expect(main.querySelector('p[role="status"]')?.textContent).toBe('27 bookings')
    expect(texts$(main.querySelector('li.fp-bk-card')!, 'dd')[3]).toBe('520 DH')
  })

  it('draws nothing wider than a phone, with a text missing, or from a copy it cannot show whole', () => {
    const main = firstPaintMain()
    phone(false)
    expect(drawBookingsFrame(main, texts.pl, 'pl', FIVE, true, NOW)).toBe(false)
    phone(true)
    expect(drawBookingsFrame(main, { ...texts.pl, View: '' }, 'pl', FIVE, true, NOW)).toBe(false)
    const older = { ...booking('b9'), car: { _id: 'c' } } as unknown as Booking
    expect(drawBookingsFrame(main, texts.pl, 'pl', copyOf([booking('b1'), older]), true, NOW)).toBe(false)
    expect(drawBookingsFrame(main, texts.pl, 'pl', copyOf([booking('b1', { status: 'lost' as Booking['status'] })]), true, NOW)).toBe(false)
    expect(drawBookingsFrame(main, texts.pl, 'pl', { data: { items: null, total: 1 }, savedAt: NOW } as never, true, NOW)).toBe(false)
    expect(main.childElementCount).toBe(0)
  })

  it('an empty copy: the filters and the freshness line, no count and no list (the app then says "No bookings.")', () => {
    const main = firstPaintMain()
    expect(drawBookingsFrame(main, texts.fr, 'fr', copyOf([], 0), true, NOW)).toBe(true)
    expect(main.querySelector('.fp-disclosure')).not.toBeNull()
    expect(main.querySelector('p[role="status"], ul')).toBeNull()
  })
})

describe('the frame’s cards', () => {
  it('are BookingCard’s markup for the same bookings, online and offline, in pl and fr', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const items = [booking('b1'), booking('b2', { cancelRequest: true }), booking('b3', { status: 'cancelled', price: 99.5 })]
    for (const [language, online] of [
      ['pl', true],
      ['fr', false],
    ] as const) {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
      const main = firstPaintMain()
      expect(drawBookingsFrame(main, texts[language], language, copyOf(items), online, NOW)).toBe(true)
      const app = await renderWithI18n(
        <ul>
          {items.map((b) => (
            <BookingCard key={b._id} booking={b} onCancel={() => Promise.resolve('requested')} />
          ))}
        </ul>,
        language,
      )
      const frameCards = [...main.querySelectorAll('li[data-booking]')]
      const appCards = [...app.container.querySelectorAll('li[data-booking]')]
      expect(frameCards).toHaveLength(3)
      for (const [i, card] of frameCards.entries()) expect(shape(card), `${language} ${online} card ${i}`).toEqual(shape(appCards[i]))
      app.unmount()
    }
    vi.useRealTimers()
  })
})

describe('mayFrameBookings', () => {
  afterEach(() => signOut())

  it('a driver’s list as a phone opens it, whatever its page; not a guest, a supplier, a desktop or a narrowed list', () => {
    expect(mayFrameBookings('')).toBe(false) // a guest
    signIn()
    expect(mayFrameBookings('')).toBe(true)
    expect(mayFrameBookings('?page=3')).toBe(true)
    expect(mayFrameBookings('?s=paid')).toBe(false)
    phone(false)
    expect(mayFrameBookings('')).toBe(false)
    phone(true)
    localStorage.setItem('bc-user', JSON.stringify({ id: 's1', accessToken: 't', language: 'pl', type: 'company' }))
    expect(mayFrameBookings('')).toBe(false)
  })
})

describe('drawMirroredBookings', () => {
  const listAsAPhoneOpensIt = { filter: parseFilter(new URLSearchParams()), page: 1, size: 10 }
  const styledNow = Promise.resolve(true)

  function firstPaintRoot(): HTMLElement {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    root.append(firstPaintMain())
    return root
  }

  beforeEach(async () => {
    localStorage.removeItem('bc-bookings-first')
    signIn()
    await writeList('u1', listAsAPhoneOpensIt, FIVE.data, FIVE.savedAt)
  })
  afterEach(() => signOut())

  it('draws the copy the mirror keeps of the list as a phone opens it, once the stylesheets are in', async () => {
    const root = firstPaintRoot()
    let styles!: (ok: boolean) => void
    const drawn = drawMirroredBookings(root, texts.en, 'en', '?l=en', new Promise<boolean>((resolve) => (styles = resolve)))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(root.querySelector('.fp-bk-card')).toBeNull() // the styles are not in yet
    styles(true)
    await drawn
    expect([...root.querySelectorAll('li.fp-bk-card')].map((c) => c.getAttribute('data-booking'))).toEqual(['b1', 'b2', 'b3', 'b4'])
    expect(root.querySelector('[data-testid="last-updated"]')?.textContent).toBe('Last updated just now')
  })

  it('nothing for another list, another driver, a desktop, a failed stylesheet, or once React has taken over', async () => {
    const root = firstPaintRoot()
    const main = root.querySelector('main')!
    await drawMirroredBookings(root, texts.en, 'en', '?s=paid', styledNow) // the URL narrows the list
    await drawMirroredBookings(root, texts.en, 'en', '', Promise.resolve(false))
    phone(false)
    await drawMirroredBookings(root, texts.en, 'en', '', styledNow)
    phone(true)
    localStorage.setItem('bc-user', JSON.stringify({ id: 'u2', accessToken: 't', language: 'en' }))
    await drawMirroredBookings(root, texts.en, 'en', '', styledNow)
    expect(main.childElementCount).toBe(0)
    signIn()
    root.replaceChildren(document.createElement('main')) // React's page
    await drawMirroredBookings(root, texts.en, 'en', '', styledNow)
    expect(root.querySelector('.fp-bk-card')).toBeNull()
  })

  it('a phone shows the list from its first page whatever the pager’s page in the URL', async () => {
    const root = firstPaintRoot()
    await drawMirroredBookings(root, texts.en, 'en', '?page=3', styledNow)
    expect(root.querySelectorAll('.fp-bk-card')).toHaveLength(4)
  })
})
