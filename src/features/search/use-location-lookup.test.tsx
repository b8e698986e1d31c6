import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { useEffect, type ReactElement } from 'react'
import { i18n, renderWithI18n } from '../../test/i18n'
import type { Location } from '../../lib/api/entities'
import { reply, stubFetch } from '../../lib/api/testing-fetch'
import { LOCATION } from '../../lib/api/testing-fixtures'
import type { LocationChoice } from './search-validation'
import { useLocationSuggestions } from './use-location-lookup'

// The reads load apart (the data layer): loaded once here, so that no test waits for the import.
beforeAll(() => import('./LocationReads'))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

interface Props {
  open: boolean
  text: string
  value: LocationChoice | null
  onChange?: (value: LocationChoice | null) => void
  fixed?: Location[]
}

/** The field's loadMore, as last rendered. */
const field = { more: () => {} }

/** Renders in the I18nProvider (English); rerender keeps it. */
async function render(ui: ReactElement) {
  const r = await renderWithI18n(ui, 'en')
  return { rerender: (next: ReactElement) => r.rerender(<I18nProvider i18n={i18n}>{next}</I18nProvider>) }
}

function Field({ open, text, value, onChange = () => {}, fixed }: Props) {
  const s = useLocationSuggestions({ open, text, value, onChange, fixed })
  useEffect(() => {
    field.more = s.loadMore
  })
  return (
    <>
      {s.reads}
      <output data-testid="state">{`${s.status}|${s.keyword}|${s.items.map((l) => l.name).join(',')}|${s.total}`}</output>
    </>
  )
}

const state = () => screen.getByTestId('state').textContent
const page = (names: string[], total: number) =>
  reply(200, [{ resultData: names.map((name) => ({ _id: `id-${name}`, name })), pageInfo: [{ totalRecords: total }] }])

describe('useLocationSuggestions', () => {
  it('reads nothing while closed; open, it reads the places page by page through the data layer', async () => {
    const requests = stubFetch(page(['Gdańsk', 'Kraków'], 3), page(['Warszawa'], 3))
    const { rerender } = await render(<Field open={false} text="" value={null} />)
    expect(state()).toBe('idle|||0')
    await act(async () => {})
    expect(requests).toHaveLength(0)
    rerender(<Field open text="" value={null} />)
    expect(state()).toMatch(/^loading\|/)
    await waitFor(() => expect(state()).toBe('ready||Gdańsk,Kraków|3'))
    expect(requests[0].url).toContain('/api/locations/1/30/en')
    act(() => field.more())
    await waitFor(() => expect(state()).toBe('ready||Gdańsk,Kraków,Warszawa|3'))
    expect(requests[1].url).toContain('/api/locations/2/30/')
  })

  it('a typed keyword is asked after a pause; the last list stays while its first page is on its way', async () => {
    let answer: (r: Response) => void = () => {}
    const requests = stubFetch(page(['Gdańsk', 'Kraków'], 2), () => new Promise<Response>((resolve) => (answer = resolve)))
    const { rerender } = await render(<Field open text="" value={null} />)
    await waitFor(() => expect(state()).toBe('ready||Gdańsk,Kraków|2'))
    rerender(<Field open text="kra" value={null} />)
    await waitFor(() => expect(requests).toHaveLength(2))
    expect(requests[1].url).toMatch(/\?s=kra$/)
    expect(state()).toBe('loading|kra|Gdańsk,Kraków|2')
    await act(async () => answer(page(['Kraków'], 1)))
    await waitFor(() => expect(state()).toBe('ready|kra|Kraków|1'))
  })

  it('filters a fixed list without asking the server', async () => {
    const requests = stubFetch()
    const fixed = [LOCATION, { _id: 'x', name: 'Gdańsk' }]
    const { rerender } = await render(<Field open text="" value={null} fixed={fixed} />)
    expect(state()).toBe('ready||Kraków Airport,Gdańsk|2')
    rerender(<Field open text="gd" value={null} fixed={fixed} />)
    await waitFor(() => expect(state()).toBe('ready|gd|Gdańsk|1'))
    expect(requests).toHaveLength(0)
  })

  it('names a place known only by its id (a URL) and hands it to onChange', async () => {
    const requests = stubFetch(reply(200, LOCATION))
    const onChange = vi.fn()
    await render(<Field open={false} text="" value={{ _id: LOCATION._id }} onChange={onChange} />)
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ _id: LOCATION._id, name: 'Kraków Airport' }))
    expect(requests).toHaveLength(1)
    expect(requests[0].url).toContain(`/api/location/${LOCATION._id}/`)
  })
})
