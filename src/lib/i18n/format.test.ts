import { describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from './i18n'
import { currencyLabel, formatPrice, formatPricePerDay } from './format'

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
