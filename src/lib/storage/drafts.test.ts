import { beforeEach, describe, expect, it } from 'vitest'
import { DRAFT_MAX_AGE_MS, readDraft, sweepStaleDrafts, writeDraft, writeStoredDraft } from './drafts'

beforeEach(() => localStorage.clear())

describe('drafts', () => {
  it('give back what was typed while fresh', () => {
    writeDraft('contact', { message: 'hi' })
    expect(readDraft('contact')).toEqual({ message: 'hi' })
  })

  it('drop a draft abandoned for a day, on read and at start-up', () => {
    const now = Date.now()
    writeStoredDraft('bc-draft:old', { fullName: 'Ewa' }, now - DRAFT_MAX_AGE_MS - 1)
    writeStoredDraft('bc-draft:new', { fullName: 'Jan' }, now - 1000)
    localStorage.setItem('bc-draft:legacy', '{"fullName":"no date"}')
    localStorage.setItem('bc-language', 'pl')
    sweepStaleDrafts(now)
    expect(localStorage.getItem('bc-draft:old')).toBeNull()
    expect(localStorage.getItem('bc-draft:legacy')).toBeNull()
    expect(localStorage.getItem('bc-draft:new')).not.toBeNull()
    expect(localStorage.getItem('bc-language')).toBe('pl')
    writeStoredDraft('bc-draft:contact', { message: 'old' }, now - DRAFT_MAX_AGE_MS - 1)
    expect(readDraft('contact')).toBeNull()
    expect(localStorage.getItem('bc-draft:contact')).toBeNull()
  })
})
