import { afterEach, describe, expect, it } from 'vitest'
import { bookingSchema } from '../../lib/api/entities'
import { BOOKING } from '../../lib/api/testing-fixtures'
import { clearAmendDraft, loadAmendDraft, saveAmendDraft } from './draft'
import { valuesOf } from './rules'

const booking = bookingSchema(BOOKING)
const initial = valuesOf(booking)
const KEY = `bc-draft:amend:${booking._id}`

afterEach(() => localStorage.clear())

describe('the change form’s draft', () => {
  it('keeps what differs from the booking, per booking, and forgets it when nothing differs', () => {
    const chosen = { ...initial, toDate: '2030-06-06', options: { ...initial.options, fullInsurance: true } }
    saveAmendDraft(booking._id, chosen, initial)
    expect(loadAmendDraft(booking._id, initial)).toEqual(chosen)
    expect(loadAmendDraft('another', initial)).toEqual(initial)
    saveAmendDraft(booking._id, initial, initial)
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('reads a damaged draft over the booking’s own values', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        at: Date.now(),
        value: { fromDate: 42, pickup: 'l9', options: { cancellation: 'yes', fullInsurance: true }, additional: 'x' },
      }),
    )
    expect(loadAmendDraft(booking._id, initial)).toEqual({
      ...initial,
      pickup: 'l9',
      options: { ...initial.options, fullInsurance: true },
    })
    clearAmendDraft(booking._id)
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})
