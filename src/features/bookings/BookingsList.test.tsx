import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, waitFor } from '@testing-library/react'
import { Router } from 'wouter'
import { bookingSchema, type Booking } from '../../lib/api/entities'
import { BOOKING } from '../../lib/api/testing-fixtures'
import { renderWithI18n } from '../../test/i18n'
import { activateLanguage } from '../../lib/i18n/i18n'
import { BookingsList } from './BookingsList'
import { FIRST_CHUNK } from './booking-view'

afterEach(cleanup)

const many = (n: number): Booking[] => Array.from({ length: n }, (_, i) => ({ ...bookingSchema(BOOKING), _id: `b${i}` }))

describe('BookingsList', () => {
  it.each([false, true])(
    'renders the first rows of 1,000 bookings at once, not all of them (mobile %s)',
    async (mobile) => {
      const cancel = vi.fn()
      await activateLanguage('en')
      const { container } = await renderWithI18n(
        <Router>
          <BookingsList bookings={many(1000)} mobile={mobile} onCancel={cancel} />
        </Router>,
        'en',
      )
      const rows = container.querySelectorAll('[data-booking]')
      expect(rows.length).toBe(mobile ? FIRST_CHUNK.mobile : FIRST_CHUNK.desktop)
      expect(rows[0].getAttribute('data-booking')).toBe('b0')
    },
    30_000,
  )
})

describe('BookingsList chunks', () => {
  it('adds the next rows later, without an IntersectionObserver too', { timeout: 30_000 }, async () => {
    const { container } = await renderWithI18n(
      <Router>
        <BookingsList bookings={many(80)} mobile={false} onCancel={vi.fn()} />
      </Router>,
      'en',
    )
    expect(container.querySelectorAll('[data-booking]').length).toBe(FIRST_CHUNK.desktop)
    await waitFor(() => expect(container.querySelectorAll('[data-booking]').length).toBe(80), { timeout: 15_000 })
  })
})
