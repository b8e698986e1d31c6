import { beforeEach, describe, expect, it } from 'vitest'
import { attemptKey, clearDraft, DRAFT_KEY, loadDraft, saveDraft } from './draft'
import { EMPTY_VALUES } from './validation'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('booking draft', () => {
  it('round-trips what was typed and forgets it on success', () => {
    const v = { ...EMPTY_VALUES, driver: { ...EMPTY_VALUES.driver, fullName: 'Jan' }, tos: true }
    saveDraft(v)
    expect(loadDraft()).toEqual(v)
    clearDraft()
    expect(loadDraft()).toBeNull()
  })
  it('survives a corrupt draft', () => {
    localStorage.setItem(DRAFT_KEY, '{nope')
    expect(loadDraft()).toBeNull()
  })
  it('reuses one idempotency key per booking attempt, and a new one for another booking or after success', () => {
    const a = attemptKey('car1|dates')
    expect(attemptKey('car1|dates')).toBe(a)
    const b = attemptKey('car2|dates')
    expect(b).not.toBe(a)
    clearDraft()
    expect(attemptKey('car2|dates')).not.toBe(b)
  })
})
