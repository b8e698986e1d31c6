import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STALE_ATTR } from '../lib/storage/frame-snapshot'
import { I18nProvider } from '@lingui/react'
import type { ReactElement } from 'react'
import { i18n, renderWithI18n } from '../test/i18n'
import { DataFreshness } from './DataFreshness'

const NOW = Date.parse('2030-05-20T12:00:00Z')
/** For a rerender: renderWithI18n's provider, again. */
const inI18n = (ui: ReactElement) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>
const base = { savedAt: NOW - 5 * 60_000, online: true, refreshing: false, stale: false, onRetry: () => {} }

describe('DataFreshness', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('says how old the copy is, keeps up with the clock, and marks the age as going stale for the first paint’s frame', async () => {
    await renderWithI18n(<DataFreshness {...base} />, 'en')
    const age = screen.getByTestId('last-updated')
    expect(age.textContent).toBe('Last updated 5 minutes ago')
    expect(age.hasAttribute(STALE_ATTR)).toBe(true)
    expect(age.parentElement?.getAttribute('aria-live')).toBe('polite')
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(screen.getByTestId('last-updated').textContent).toBe('Last updated 6 minutes ago')
  })

  it('shows no age before anything was saved, and the refresh under way only online', async () => {
    const app = await renderWithI18n(<DataFreshness {...base} savedAt={null} refreshing />, 'en')
    expect(screen.queryByTestId('last-updated')).toBeNull()
    expect(screen.getByText('Refreshing…')).toBeTruthy()
    app.rerender(inI18n(<DataFreshness {...base} savedAt={null} refreshing online={false} />))
    expect(screen.queryByText('Refreshing…')).toBeNull()
  })

  it('says offline that this is the read-only copy, and after a failed refresh offers Try again (the bookings’ words by default)', async () => {
    const onRetry = vi.fn()
    const app = await renderWithI18n(<DataFreshness {...base} online={false} stale />, 'en')
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. This is the copy saved on this device; it cannot be changed until you are back online.',
    )
    // Offline, a failed refresh is no news: only the offline note shows.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    app.rerender(inI18n(<DataFreshness {...base} stale onRetry={onRetry} />))
    expect(screen.getByRole('status').textContent).toBe(
      'The bookings could not be refreshed; showing the copy saved on this device. Try again',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('says it in the screen’s own words when given them (the notifications can still be changed offline)', async () => {
    const own = { offlineText: 'Offline, your changes are kept.', staleText: 'The notifications could not be refreshed.' }
    const app = await renderWithI18n(<DataFreshness {...base} {...own} online={false} placement="top" />, 'en')
    expect(screen.getByRole('status').textContent).toBe('Offline, your changes are kept.')
    app.rerender(inI18n(<DataFreshness {...base} {...own} stale placement="top" />))
    expect(screen.getByRole('status').textContent).toBe('The notifications could not be refreshed. Try again')
    expect(screen.getByTestId('last-updated').textContent).toBe('Last updated 5 minutes ago')
  })
})
