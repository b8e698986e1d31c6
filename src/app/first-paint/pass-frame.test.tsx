/** The top of a driver's pass that the first paint draws from its early reply. */
import { afterEach, describe, expect, it } from 'vitest'
import { bookingSchema, type Booking } from '../../lib/api/entities'
import { BOOKING, CAR, SUPPLIER } from '../../lib/api/testing-fixtures'
import { config } from '../../lib/config'
import { signIn, signOut } from '../../lib/api/testing-fetch'
import { writeBooking } from '../../features/bookings/mirror'
import { bookingLink } from '../../features/bookings/booking-view'
import { qrCode } from '../../features/booking-pass/qr'
import { PassTicket } from '../../features/booking-pass/PassSections'
import { renderWithI18n } from '../../test/i18n'
import { bookingOfReply, drawEarlyPass, drawPassFrame, passToShow } from './pass-frame'
import { readFirstPaintTexts } from './plugin'
import { firstPaintMain, shape } from './testing'
import { afterNextPaint } from '../../lib/after-next-paint'
import { offsetAt, type ShownTexts } from '../../lib/i18n/shown-texts'

const texts = await readFirstPaintTexts('locales')
const NOW = Date.parse('2030-05-20T12:00:00Z')
const booking = (extra: Partial<Booking> = {}): Booking => ({ ...bookingSchema(BOOKING), ...extra })
/** The early reply's booking, just in. */
const justIn = (b: Booking = booking()) => ({ booking: b, savedAt: NOW, fresh: true })
const reply = (status: number, body: unknown) => Promise.resolve({ status, text: typeof body === 'string' ? body : JSON.stringify(body) })
const textOf = (el: ParentNode, selector: string) => el.querySelector(selector)?.textContent
const painted = () => new Promise((resolve) => afterNextPaint(() => resolve(undefined)))

afterEach(() => {
  document.title = ''
})

describe('the frame’s ticket', () => {
  it('is PassTicket’s markup for the same booking (its actions aside), in pl and fr, amended or not', async () => {
    for (const [language, b] of [
      ['pl', booking()],
      ['fr', booking({ status: 'reserved', amendedAt: '2030-05-02T09:00:00.000Z' })],
    ] as const) {
      const main = firstPaintMain()
      expect(drawPassFrame(main, texts[language], language, justIn(b), true, NOW)).toBe(true)
      await painted()
      const app = await renderWithI18n(<PassTicket booking={b} savedAt={NOW} />, language)
      for (const part of ['.fp-pass-ticket-main', 'figure'])
        expect(shape(main.querySelector(`section ${part}`)!), `${language} ${part}`).toEqual(
          shape(app.container.querySelector(`section ${part}`)!),
        )
      app.unmount()
    }
  })
})

describe('drawPassFrame', () => {
  it('draws the title with its link, "just now", and the ticket: supplier, booking number, status, date and QR code, once', async () => {
    const main = firstPaintMain()
    expect(drawPassFrame(main, texts.pl, 'pl', justIn(), true, NOW)).toBe(true)

    expect(textOf(main, '.fp-row h1')).toBe(`Rezerwacja: ${CAR.name}`)
    expect(document.title).toBe(`Rezerwacja: ${CAR.name} · Volta`)
    const link = main.querySelector('.fp-row a')!
    expect([link.getAttribute('href'), link.textContent]).toEqual(['/bookings', 'Moje rezerwacje'])
    expect(textOf(main, '[data-testid="last-updated"]')).toBe('Ostatnia aktualizacja: przed chwilą')
    // The reply has just come in: nothing is being asked for, and nothing says offline.
    expect(main.querySelector('.fp-spinner, .fp-notice')).toBeNull()

    const ticket = main.querySelector('.fp-pass-screen .fp-pass[data-pass] > section.fp-pass-ticket')!
    expect(ticket.getAttribute('aria-labelledby')).toBe('pass-reference-label')
    expect(ticket.querySelector<HTMLImageElement>('.fp-pass-supplier img')?.src).toBe(`${config.cdnUsers}/${SUPPLIER.avatar}`)
    expect(textOf(ticket, '.fp-pass-supplier span')).toBe(SUPPLIER.fullName)
    expect(textOf(ticket, '#pass-reference-label')).toBe('Numer rezerwacji')
    expect(textOf(ticket, '[data-testid="pass-reference"]')).toBe(BOOKING._id)
    // Copying needs the app: the button waits for it.
    const copy = ticket.querySelector('button')!
    expect([copy.textContent, copy.getAttribute('aria-label'), copy.disabled]).toEqual(['Kopiuj', 'Kopiuj numer rezerwacji', true])
    expect(ticket.querySelector('.fp-badge')?.className).toBe('fp-badge_paid fp-badge')
    expect(textOf(ticket, '.fp-badge')).toBe('Opłacona')
    expect(textOf(ticket, '[data-testid="pass-status-meaning"]')).toBe(
      'Opłacona. Pokaż tę kartę rezerwacji przy stanowisku, aby odebrać samochód.',
    )
    expect(textOf(ticket, '.fp-pass-ticket-main > p.fp-pass-muted:not(.fp-pass-print-only)')).toBe('Data rezerwacji 1 maj 2030')
    // Paper only, hidden on screen: once the ticket is painted.
    await painted()
    expect(textOf(ticket, '.fp-pass-print-only')).toMatch(/^Ostatnia aktualizacja: 20 maj 2030, \d\d:00$/)

    const svg = ticket.querySelector('figure.fp-pass-qr-box > svg.fp-pass-qr')!
    const { size, path } = qrCode(bookingLink(BOOKING._id))
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg')
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`)
    expect(svg.getAttribute('aria-label')).toBe(`Kod QR rezerwacji ${BOOKING._id}`)
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(path)
    expect(textOf(ticket, 'figcaption')).toBe('Pokaż ten kod przy stanowisku.')

    expect(drawPassFrame(main, texts.pl, 'pl', justIn(), true, NOW)).toBe(false)
    expect(main.querySelectorAll('.fp-pass')).toHaveLength(1)
  })

  it('offline: the notice; a status in its own words; no logo without one; a car name is text', () => {
    const main = firstPaintMain()
    const name = '<b>$& Zoe</b>'
    const pending = booking({ status: 'pending', company: { ...SUPPLIER, avatar: undefined }, car: { ...booking().car, name } })
    expect(drawPassFrame(main, texts.fr, 'fr', justIn(pending), false, NOW)).toBe(true)
    expect(textOf(main, '.fp-notice_warning[role="status"]')).toMatch(/^Vous êtes hors ligne\./)
    expect(textOf(main, 'h1')).toBe(texts.fr['Booking {0}'].replace('{0}', () => name))
    expect(main.querySelector('h1 b')).toBeNull()
    expect(textOf(main, '.fp-badge')).toBe('En attente')
    expect(textOf(main, '[data-testid="pass-status-meaning"]')).toMatch(/^Pas encore payée/)
    expect(main.querySelector('.fp-pass-supplier img')).toBeNull()
  })

  it('draws nothing when a text is missing or the page is not empty', () => {
    const main = firstPaintMain()
    const { 'Booked on': _, ...partial } = texts.en
    expect(drawPassFrame(main, partial, 'en', justIn(), true, NOW)).toBe(false)
    expect(main.childElementCount).toBe(0)
    main.append(document.createElement('div'))
    expect(drawPassFrame(main, texts.en, 'en', justIn(), true, NOW)).toBe(false)
    expect(main.querySelector('.fp-pass')).toBeNull()
  })
})

describe('bookingOfReply', () => {
  it('takes what the app takes: a 2xx with a booking its schema reads; nothing else', async () => {
    expect(bookingOfReply(await reply(200, BOOKING))?._id).toBe(BOOKING._id)
    expect(bookingOfReply(await reply(204, ''))).toBeUndefined()
    expect(bookingOfReply(await reply(500, BOOKING))).toBeUndefined()
    expect(bookingOfReply(await reply(200, '<html>'))).toBeUndefined()
    expect(bookingOfReply(await reply(200, { ...BOOKING, status: 'stolen' }))).toBeUndefined()
    expect(bookingOfReply(await reply(200, { ...BOOKING, car: null }))).toBeUndefined()
  })
})

describe('passToShow', () => {
  afterEach(() => {
    signOut()
    localStorage.removeItem('bc-pass-last')
  })

  it('the reply when the app will take it; else the pass last saved, when it is this booking and this driver’s', async () => {
    signIn()
    const search = `?b=${BOOKING._id}`
    expect(passToShow(await reply(200, BOOKING), search, NOW)).toMatchObject({ savedAt: NOW, fresh: true, booking: { _id: BOOKING._id } })
    expect(passToShow(null, search, NOW)).toBeNull()
    await writeBooking('u1', booking(), NOW - 3 * 3600_000)
    const copy = { savedAt: NOW - 3 * 3600_000, fresh: false, booking: { _id: BOOKING._id } }
    expect(passToShow(null, search, NOW)).toMatchObject(copy)
    expect(passToShow(await reply(503, ''), search, NOW)).toMatchObject(copy)
    // The app's first render shows the copy on a 204 too, until its own call says there is no such booking.
    expect(passToShow(await reply(204, ''), search, NOW)).toMatchObject(copy)
    expect(passToShow(null, '?b=another', NOW)).toBeNull()
    localStorage.setItem('bc-user', JSON.stringify({ id: 'u2', accessToken: 't', language: 'pl' }))
    expect(passToShow(null, search, NOW)).toBeNull()
  })

  it('not a copy the schema no longer reads (an older app’s)', () => {
    signIn()
    localStorage.setItem('bc-pass-last', JSON.stringify({ key: `u1:booking:${BOOKING._id}`, data: { _id: BOOKING._id }, savedAt: NOW }))
    expect(passToShow(null, `?b=${BOOKING._id}`, NOW)).toBeNull()
  })
})

/** A QR code's shape that no encoder would draw for a booking link: only a kept one can put it in the frame. */
const KEPT_QR = { size: 29, path: 'M4 4h7v1h-7z' }

describe('drawEarlyPass', () => {
  afterEach(() => signOut())

  it('draws once the reply and the stylesheets are in; not without the stylesheets, nor once the app has replaced the page', async () => {
    const main = firstPaintMain()
    const search = `?b=${BOOKING._id}`
    await drawEarlyPass(document.body, texts.en, 'en', search, reply(200, BOOKING), Promise.resolve(false))
    expect(main.childElementCount).toBe(0)
    await drawEarlyPass(document.body, texts.en, 'en', search, reply(404, {}), Promise.resolve(true))
    expect(main.childElementCount).toBe(0)
    await drawEarlyPass(document.body, texts.en, 'en', search, reply(200, BOOKING), Promise.resolve(true))
    expect(textOf(main, '[data-testid="pass-reference"]')).toBe(BOOKING._id)

    const app = document.createElement('main')
    document.body.replaceChildren(app)
    await drawEarlyPass(document.body, texts.en, 'en', search, reply(200, BOOKING), Promise.resolve(true))
    expect(app.childElementCount).toBe(0)
  })

  it('draws with the texts the app kept with the pass’s copy, building no Intl formatter, from the reply or the copy', async () => {
    signIn()
    const savedAt = NOW - 2 * 3600_000
    const savedIso = new Date(savedAt).toISOString()
    const kept: ShownTexts = {
      language: 'pl',
      dates: { [BOOKING.createdAt]: [offsetAt(BOOKING.createdAt), 'KEPT DATE'] },
      dateTimes: { [savedIso]: [offsetAt(savedIso), 'KEPT SAVED'] },
      numbers: {},
      prices: {},
      ago: { minute: [], hour: ['', '', 'KEPT 2 HOURS'], day: [] },
      qr: { value: bookingLink(BOOKING._id), ...KEPT_QR },
    }
    await writeBooking('u1', booking(), savedAt, kept)
    const search = `?b=${BOOKING._id}`
    const saved = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat, RelativeTimeFormat: Intl.RelativeTimeFormat }
    for (const name of Object.keys(saved))
      Object.assign(Intl, {
        [name]: function () {
          throw new Error(`Intl.${name} built`)
        },
      })
    const mains: Element[] = []
    try {
      // The copy (offline): all its texts are kept.
      for (const shown of [passToShow(null, search, NOW)!, passToShow(await reply(200, BOOKING), search, NOW)!]) {
        const main = firstPaintMain()
        mains.push(main)
        expect(drawPassFrame(main, texts.pl, 'pl', shown, true, NOW)).toBe(true)
      }
    } finally {
      Object.assign(Intl, saved)
    }
    const [fromCopy, fromReply] = mains
    expect(textOf(fromCopy, '[data-testid="last-updated"]')).toBe('Ostatnia aktualizacja: KEPT 2 HOURS')
    expect(textOf(fromCopy, '.fp-pass-ticket-main > p.fp-pass-muted:not(.fp-pass-print-only)')).toBe('Data rezerwacji KEPT DATE')
    expect(textOf(fromCopy, '.fp-pass-print-only')).toBe('Ostatnia aktualizacja: KEPT SAVED')
    // Both draw the QR code the app drew, not a new one (the kept one here is a small made-up picture).
    for (const main of mains) expect(main.querySelector('svg.fp-pass-qr path')?.getAttribute('d')).toBe(KEPT_QR.path)
    // The reply, just in: the same booking date; the printed time (now) comes once the ticket is painted.
    expect(textOf(fromReply, '.fp-pass-ticket-main > p.fp-pass-muted:not(.fp-pass-print-only)')).toBe('Data rezerwacji KEPT DATE')
    expect(textOf(fromReply, '.fp-pass-print-only')).toBe('')
    await painted()
    expect(textOf(fromReply, '.fp-pass-print-only')).toMatch(/^Ostatnia aktualizacja: 20 maj 2030, \d\d:00$/)
  })

  it('encodes the QR code itself when the kept one is another booking’s', async () => {
    signIn()
    const kept = { language: 'pl', dates: {}, dateTimes: {}, numbers: {}, prices: {}, ago: { minute: [], hour: [], day: [] } }
    await writeBooking('u1', booking(), NOW, { ...kept, qr: { value: bookingLink('another'), ...KEPT_QR } } as ShownTexts)
    const main = firstPaintMain()
    expect(drawPassFrame(main, texts.pl, 'pl', passToShow(null, `?b=${BOOKING._id}`, NOW)!, true, NOW)).toBe(true)
    expect(main.querySelector('svg.fp-pass-qr path')?.getAttribute('d')).toBe(qrCode(bookingLink(BOOKING._id)).path)
  })

  it('without the network, the pass last saved: its age, and that the app asks again', async () => {
    signIn()
    await writeBooking('u1', booking({ status: 'reserved' }), Date.now() - 2 * 3600_000)
    const main = firstPaintMain()
    await drawEarlyPass(document.body, texts.pl, 'pl', `?b=${BOOKING._id}`, Promise.reject(new TypeError('offline')), Promise.resolve(true))
    expect(textOf(main, '[data-testid="pass-reference"]')).toBe(BOOKING._id)
    expect(textOf(main, '.fp-badge')).toBe('Zarezerwowana')
    expect(textOf(main, '[data-testid="last-updated"]')).toBe('Ostatnia aktualizacja: 2 godziny temu')
    expect(main.querySelector('.fp-bk-meta .fp-spinner')).not.toBeNull()
  })
})
