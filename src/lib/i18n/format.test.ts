import { describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from './i18n'
import { currencyLabel, formatPrice, formatPricePerDay, formatRelative } from './format'

// Intl inserts narrow no-break spaces in grouped numbers; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('prices by locale', () => {
  it('uses PLN in Polish', async () => {
    await activateLanguage('pl')
    // Polish groups thousands from five digits on.
    expect(plain(formatPrice(i18n, 1234.5))).toBe('1234,50 PLN')
    expect(plain(formatPrice(i18n, 12345))).toBe('12 345 PLN')
    expect(plain(formatPricePerDay(i18n, 120))).toBe('120 PLN/dzień')
    expect(currencyLabel(i18n)).toBe('PLN')
  })
  it('uses DH in French', async () => {
    await activateLanguage('fr')
    expect(plain(formatPrice(i18n, 1234.5))).toBe('1 234,50 DH')
    expect(plain(formatPricePerDay(i18n, 120))).toBe('120 DH/jour')
    expect(currencyLabel(i18n)).toBe('DH')
  })
  it('uses DH in English', async () => {
    await activateLanguage('en')
    expect(formatPrice(i18n, 1234.5)).toBe('1,234.50 DH')
    expect(formatPricePerDay(i18n, 120)).toBe('120 DH/day')
    expect(currencyLabel(i18n)).toBe('DH')
  })
})

describe('how old the data is', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('says "just now" for under a minute, from the catalogue', async () => {
    await activateLanguage('en')
    expect(formatRelative(i18n, now - 59_000, now)).toBe('just now')
    expect(formatRelative(i18n, now, now)).toBe('just now')
    await activateLanguage('pl')
    expect(formatRelative(i18n, now - 30_000, now)).toBe('przed chwilą')
    await activateLanguage('fr')
    expect(formatRelative(i18n, now - 1_000, now)).toBe('à l’instant')
  })
  it('counts minutes, hours and days beyond that, in the language', async () => {
    await activateLanguage('en')
    expect(formatRelative(i18n, now - 60_000, now)).toBe('1 minute ago')
    expect(formatRelative(i18n, now - 5 * 3600_000, now)).toBe('5 hours ago')
    await activateLanguage('pl')
    expect(formatRelative(i18n, now - 2 * 86400_000, now)).toBe('przedwczoraj')
    expect(formatRelative(i18n, now - 5 * 60_000, now)).toBe('5 minut temu')
  })
})
