// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canCancel, cancelState } from './cancel'

const now = new Date('2030-06-01T10:00:00Z')
const base = { cancellation: true, cancelRequest: false, status: 'paid' as const, from: '2030-06-05T10:00:00Z' }

describe('cancel eligibility', () => {
  it('allows a future booking with the option taken and no request pending', () => {
    expect(canCancel(base, now)).toBe(true)
    expect(cancelState({ ...base, status: 'pending' }, now)).toBe('allowed')
  })
  it('refuses without the cancellation option', () => {
    expect(cancelState({ ...base, cancellation: false }, now)).toBe('not-taken')
  })
  it('refuses when a request is already pending', () => {
    expect(cancelState({ ...base, cancelRequest: true }, now)).toBe('requested')
  })
  it('refuses once the rental has started', () => {
    expect(cancelState({ ...base, from: '2030-06-01T10:00:00Z' }, now)).toBe('started')
    expect(cancelState({ ...base, from: '2030-05-01T10:00:00Z' }, now)).toBe('started')
  })
  it('refuses a cancelled booking', () => {
    expect(canCancel({ ...base, status: 'cancelled' }, now)).toBe(false)
  })
})
