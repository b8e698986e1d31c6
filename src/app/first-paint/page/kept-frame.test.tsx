/**
 * The data frames of /bookings and /booking: what React rendered, kept (ui/use-frame-snapshot.ts),
 * then drawn by the first paint (kept-frame.ts). The frame is React's markup by construction: these
 * tests render the real components, capture them and draw them, and compare.
 */
import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingSchema, type Booking } from '../../../lib/api/entities'
import { BOOKING } from '../../../lib/api/testing-fixtures'
import { KEPT_FRAME_ATTR, STALE_ATTR } from '../../../lib/storage/frame-snapshot'
import { BookingsList } from '../../../features/bookings/BookingsList'
import { DataFreshness } from '../../../ui/DataFreshness'
import { PassTicket } from '../../../features/booking-pass/PassSections'
import { captureFrame } from '../../../ui/use-frame-snapshot'
import { holdKeptFrame } from '../../../ui/HeldFrame'
import { renderWithI18n } from '../../../test/i18n'
import { drawKeptFrame, frameToDraw, holdFor } from './kept-frame'
import { firstPaintMain, phone, shape } from './testing'

const NOW = Date.parse('2030-05-20T12:00:00Z')
const booking = (id: string, extra: Partial<Booking> = {}): Booking => ({ ...bookingSchema(BOOKING), _id: id, ...extra })
const signIn = (type = 'user') =>
  localStorage.setItem('bc-user', JSON.stringify({ id: 'u1', accessToken: 't', language: 'pl', type, fullName: 'Anna', email: 'a@b.c' }))
const at = (url: string) => history.replaceState(null, '', url)
const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value)

/** Renders `ui` as the app's screen (`main#main`), keeps it as the app would (captureFrame), then leaves only the first paint's main. */
async function renderAndKeep(ui: React.ReactElement, entry: string): Promise<string[]> {
  const app = await renderWithI18n(
    <main id="main" className="page">
      <h1>Moje rezerwacje</h1>
      {ui}
    </main>,
  )
  const rendered = shape(app.container.querySelector('main')!)
  expect(captureFrame('u1', entry)).toBe(true)
  app.unmount()
  return rendered
}

beforeEach(() => {
  document.body.replaceChildren()
  localStorage.clear()
  signIn()
  phone(true)
  online(true)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  at('/')
})

describe('the bookings frame', () => {
  it('is what React rendered: every card’s tags, classes and texts, the stale “Last updated” hidden in its box', async () => {
    at('/bookings')
    const bookings = [booking('b1'), booking('b2', { status: 'reserved', cancelRequest: true }), booking('b3', { status: 'pending' })]
    const rendered = await renderAndKeep(
      <>
        <DataFreshness savedAt={NOW - 5 * 60_000} online refreshing={false} stale={false} onRetry={() => {}} />
        <BookingsList bookings={bookings} mobile onCancel={() => Promise.resolve('requested' as const)} />
      </>,
      'u1:list:x',
    )
    const main = firstPaintMain()
    // The title row the first paint drew stays: its heading is not painted twice.
    main.innerHTML = '<h1>Moje rezerwacje</h1>'
    const heading = main.firstElementChild
    const kept = frameToDraw('/bookings', '')!
    expect(kept.entry).toBe('u1:list:x')
    holdFor(main, kept)
    expect(main.getAttribute(KEPT_FRAME_ATTR)).toBe('u1:list:x')
    expect(drawKeptFrame(document.body, kept)).toBe(true)
    expect(shape(main)).toEqual(rendered)
    expect(main.firstElementChild).toBe(heading)
    expect(main.querySelectorAll('[data-booking]')).toHaveLength(3)
    expect(main.querySelector<HTMLElement>(`[${STALE_ATTR}]`)?.style.visibility).toBe('hidden')
    expect(main.querySelector('[data-testid="last-updated"]')?.hasAttribute(STALE_ATTR)).toBe(true)
    // Nothing to press before the app takes over; the links work at once.
    for (const button of main.querySelectorAll('button')) expect(button.disabled).toBe(true)
    expect(main.querySelector('a[href="/booking?b=b1"]')).not.toBeNull()
    expect(document.title).toBe('Moje rezerwacje · Volta')
  })

  it('is not drawn for another URL, offline when taken online, on a wider screen, for another account, or a supplier', async () => {
    at('/bookings')
    await renderAndKeep(<DataFreshness savedAt={NOW} online refreshing={false} stale={false} onRetry={() => {}} />, 'u1:list:x')
    expect(frameToDraw('/bookings', '')).not.toBeNull()
    expect(frameToDraw('/bookings', '?s=paid')).toBeNull()
    expect(frameToDraw('/cars', '')).toBeNull()
    online(false)
    expect(frameToDraw('/bookings', '')).toBeNull()
    online(true)
    phone(false)
    expect(frameToDraw('/bookings', '')).toBeNull()
    phone(true)
    localStorage.setItem('bc-user', JSON.stringify({ id: 'u2', accessToken: 't', language: 'pl', type: 'user' }))
    expect(frameToDraw('/bookings', '')).toBeNull()
    localStorage.setItem('bc-user', JSON.stringify({ id: 'u1', accessToken: 't', language: 'pl', type: 'company' }))
    expect(frameToDraw('/bookings', '')).toBeNull()
  })

  it('is not kept with a dialog open, for another account than the one signed in, or from the first paint itself', async () => {
    at('/bookings')
    const app = await renderWithI18n(
      <main id="main">
        <dialog open>Anulować?</dialog>
      </main>,
    )
    expect(captureFrame('u1', 'u1:list:x')).toBe(false)
    app.unmount()
    await renderWithI18n(<main id="main" />)
    expect(captureFrame('u2', 'u1:list:x')).toBe(false)
    cleanup()
    firstPaintMain().id = 'main'
    expect(captureFrame('u1', 'u1:list:x')).toBe(false)
    expect(localStorage.getItem('bc-frames')).toBeNull()
  })
})

describe('the pass frame', () => {
  it('is PassTicket as React rendered it, QR code included, in pl and fr', async () => {
    for (const language of ['pl', 'fr'] as const) {
      at('/booking?b=b1')
      const b = booking('b1', { amendedAt: '2030-05-02T09:00:00.000Z' })
      const app = await renderWithI18n(
        <main id="main">
          <PassTicket booking={b} savedAt={NOW} />
        </main>,
        language,
      )
      const rendered = shape(app.container.querySelector('main')!)
      const qr = app.container.querySelector('[data-testid="pass-qr"] path')!.getAttribute('d')
      expect(captureFrame('u1', 'u1:booking:b1')).toBe(true)
      app.unmount()
      const main = firstPaintMain()
      expect(drawKeptFrame(document.body, frameToDraw('/booking', '?b=b1')!)).toBe(true)
      expect(shape(main), language).toEqual(rendered)
      expect(main.querySelector('[data-testid="pass-qr"] path')?.getAttribute('d')).toBe(qr)
      expect(main.querySelector('[data-testid="pass-reference"]')?.textContent).toBe('b1')
    }
  })
})

describe('the app’s first render holds the frame until its data is read (ui/HeldFrame.tsx)', () => {
  it('moves the frame’s own nodes into its main, then renders the screen once the read is done', async () => {
    const main = firstPaintMain()
    main.setAttribute(KEPT_FRAME_ATTR, 'u1:list:x')
    main.className = 'page'
    main.innerHTML = '<h1>Moje rezerwacje</h1><ul><li data-booking="b1">BMW</li></ul>'
    const card = main.querySelector('li')
    let done = () => {}
    const read = new Promise<void>((resolve) => (done = resolve))
    const Screen = holdKeptFrame(() => <main id="main">app</main>, read)
    const app = await renderWithI18n(<Screen />)
    const held = app.container.querySelector('main#main')!
    expect(held.className).toBe('page')
    expect(held.querySelector('li')).toBe(card) // the same node: nothing parsed or decoded again
    await act(async () => {
      done()
      await read
    })
    expect(app.container.querySelector('main#main')?.textContent).toBe('app')
  })

  it('renders the screen at once without a kept frame', async () => {
    firstPaintMain()
    const Screen = holdKeptFrame(() => <main id="main">app</main>, new Promise(() => {}))
    const app = await renderWithI18n(<Screen />)
    expect(app.container.querySelector('main#main')?.textContent).toBe('app')
  })
})
