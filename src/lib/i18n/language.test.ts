// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chooseLanguage, type LanguageInputs } from './language'

const base: LanguageInputs = { query: null, userLanguage: null, stored: null, supported: ['fr', 'en', 'pl'], defaultLanguage: 'pl' }
const choose = (over: Partial<LanguageInputs>) => chooseLanguage({ ...base, ...over })

describe('chooseLanguage (spec, section 4)', () => {
  it('takes the query parameter l first', () => {
    expect(choose({ query: 'fr', userLanguage: 'en', stored: 'pl' })).toBe('fr')
  })
  it('then the stored user language', () => {
    expect(choose({ userLanguage: 'en', stored: 'fr' })).toBe('en')
  })
  it('then bc-language when it has two letters', () => {
    expect(choose({ stored: 'fr' })).toBe('fr')
  })
  it('ignores a bc-language that does not have two letters', () => {
    expect(choose({ stored: 'fra' })).toBe('pl')
  })
  it('then the default', () => {
    expect(choose({})).toBe('pl')
    expect(choose({ defaultLanguage: 'en' })).toBe('en')
  })
  it('falls back to bc-language when the candidate is unsupported', () => {
    expect(choose({ query: 'de', stored: 'en' })).toBe('en')
    expect(choose({ userLanguage: 'ar', stored: 'fr' })).toBe('fr')
  })
  it('falls back to the default when bc-language is unsupported too', () => {
    expect(choose({ query: 'de', stored: 'es' })).toBe('pl')
    expect(choose({ query: 'de' })).toBe('pl')
  })
  it('respects a configured language list', () => {
    expect(choose({ query: 'pl', stored: 'en', supported: ['fr', 'en'], defaultLanguage: 'fr' })).toBe('en')
  })
})
