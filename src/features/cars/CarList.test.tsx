/** The age line of a search the first paint drew from the device stays in its box when the app's first render already has the live reply. */
import { describe, expect, it, vi } from 'vitest'
import type { Car } from '../../lib/api/entities'
import { CAR } from '../../lib/api/testing-fixtures'
import { renderWithI18n } from '../../test/i18n'
import { CarList } from './CarList'
import type { CarListState } from './use-car-list'

const list = (change: Partial<CarListState>): CarListState => ({
  cars: [CAR as Car],
  total: 1,
  status: 'ready',
  loadingMore: false,
  hasMore: false,
  loadMore: () => {},
  retry: () => {},
  searchKey: 'pl:p=loc1',
  fromDevice: false,
  savedAt: Date.now(),
  checking: false,
  needsNetworkView: false,
  drawnFromDevice: false,
  ...change,
})

describe('CarList’s age line', () => {
  it('is there from the first render, "up to date", when the first paint drew the search from the device and the live reply is in hand', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const props = { hrefFor: () => '/car-selection', actionLabel: 'Choose', online: true }
    const drawn = await renderWithI18n(<CarList list={list({ drawnFromDevice: true })} {...props} />)
    expect(drawn.getByTestId('search-age').dataset.state).toBe('live')
    drawn.unmount()
    // A search the first paint did not draw from the device: a live list says nothing of its age.
    const live = await renderWithI18n(<CarList list={list({})} {...props} />)
    expect(live.queryByTestId('search-age')).toBeNull()
    vi.unstubAllGlobals()
  })
})
