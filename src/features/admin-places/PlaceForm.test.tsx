import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api/errors'
import { renderWithI18n } from '../../test/i18n'

vi.mock('../../lib/api/admin-places', () => ({ createPlace: vi.fn(), updatePlace: vi.fn() }))

import { createPlace, updatePlace } from '../../lib/api/admin-places'
import { PlaceForm } from './PlaceForm'

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

function fillNames() {
  type('Name (Polish)', ' Zakopane Dworzec ')
  type('Name (French)', 'Gare de Zakopane')
  type('Name (English)', 'Zakopane Station')
}

describe('PlaceForm', () => {
  afterEach(cleanup)
  beforeEach(() => {
    vi.mocked(createPlace).mockReset()
    vi.mocked(updatePlace).mockReset()
    window.history.replaceState(null, '', '/admin/new-place')
  })

  it('fills both coordinates from a pair pasted into either field', async () => {
    await renderWithI18n(<PlaceForm />, 'en')
    type('Longitude', '49,2992 19,9496')
    expect(field('Latitude').value).toBe('49,2992')
    expect(field('Longitude').value).toBe('19,9496')
    // One number with a decimal comma stays where it was typed.
    type('Latitude', '49,5')
    expect(field('Latitude').value).toBe('49,5')
    expect(field('Longitude').value).toBe('19,9496')
  })

  it('says what is wrong under each field and sends nothing', async () => {
    await renderWithI18n(<PlaceForm />, 'en')
    type('Latitude', '91')
    type('Longitude', 'east')
    fireEvent.click(screen.getByRole('button', { name: 'Create the place' }))
    expect(await screen.findByText('Please fill in the field: Name (Polish)')).toBeTruthy()
    expect(screen.getByText('The latitude goes from -90 to 90.')).toBeTruthy()
    expect(screen.getByText('Enter a number, such as 50.0614 (a comma works too).')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(field('Name (Polish)')))
    expect(createPlace).not.toHaveBeenCalled()
  })

  it('sends trimmed names and numbers, and shows a taken name under its field, keeping what was typed', async () => {
    vi.mocked(createPlace).mockRejectedValueOnce(
      new ApiError('bad-request', 'createPlace', { status: 400, text: 'Another place is already called Gare de Zakopane (fr).' }),
    )
    await renderWithI18n(<PlaceForm />, 'en')
    fillNames()
    type('Latitude', '49.2992, 19.9496')
    fireEvent.click(screen.getByRole('button', { name: 'Create the place' }))
    expect(await screen.findByText('Another place already has this name (French).')).toBeTruthy()
    expect(createPlace).toHaveBeenCalledWith({
      names: { pl: 'Zakopane Dworzec', fr: 'Gare de Zakopane', en: 'Zakopane Station' },
      latitude: 49.2992,
      longitude: 19.9496,
    })
    expect(field('Name (French)').getAttribute('aria-invalid')).toBe('true')
    expect(field('Name (French)').value).toBe('Gare de Zakopane')
    expect(field('Name (Polish)').value).toBe(' Zakopane Dworzec ')
  })

  it('edits a place: its values in the fields, saved whole with call 55', async () => {
    const place = { _id: 'p1', names: { pl: 'A', fr: 'B', en: 'C' }, latitude: 1.5, longitude: -2 }
    vi.mocked(updatePlace).mockResolvedValueOnce(place)
    const onSaved = vi.fn()
    await renderWithI18n(<PlaceForm place={place} onSaved={onSaved} />, 'en')
    expect(field('Name (French)').value).toBe('B')
    expect(field('Longitude').value).toBe('-2')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(place))
    expect(updatePlace).toHaveBeenCalledWith('p1', { names: place.names, latitude: 1.5, longitude: -2 })
  })
})
