/** Reading the texts the app kept for the first paint: only ones that still hold, whatever storage gives back. */
import { describe, expect, it } from 'vitest'
import { offsetAt, shownAgo, shownDate, shownDateTime, shownNumber, shownPrice, shownQr, type ShownTexts } from './shown-texts'

const FROM = '2030-06-01T10:00:00.000Z'
const SHOWN: ShownTexts = {
  language: 'pl',
  dates: { [FROM]: [offsetAt(FROM), '1 cze 2030'] },
  dateTimes: { [FROM]: [offsetAt(FROM), '1 cze 2030, 10:00'] },
  numbers: { '1000': '1000', '4': '4' },
  prices: { '99.5': '99,50 PLN' },
  ago: { minute: [], hour: ['', '1 godzinę temu', '2 godziny temu'], day: ['', 'wczoraj'] },
}

describe('shown texts', () => {
  it('gives each kept text in its language', () => {
    expect(shownDateTime(SHOWN, 'pl', FROM)).toBe('1 cze 2030, 10:00')
    expect(shownDate(SHOWN, 'pl', FROM)).toBe('1 cze 2030')
    expect(shownNumber(SHOWN, 'pl', 1000)).toBe('1000')
    expect(shownPrice(SHOWN, 'pl', 99.5)).toBe('99,50 PLN')
    expect(shownAgo(SHOWN, 'pl', 'hour', 2)).toBe('2 godziny temu')
    expect(shownAgo(SHOWN, 'pl', 'day', 1)).toBe('wczoraj')
  })

  it('gives nothing in another language, for a value not kept, or a count out of the list', () => {
    expect(shownDateTime(SHOWN, 'fr', FROM)).toBeUndefined()
    expect(shownNumber(SHOWN, 'en', 4)).toBeUndefined()
    expect(shownDateTime(SHOWN, 'pl', '2030-06-02T10:00:00.000Z')).toBeUndefined()
    expect(shownPrice(SHOWN, 'pl', 100)).toBeUndefined()
    expect(shownAgo(SHOWN, 'pl', 'hour', 3)).toBeUndefined()
    expect(shownAgo(SHOWN, 'pl', 'hour', 0)).toBeUndefined()
    expect(shownAgo(SHOWN, 'pl', 'hour', 1.5)).toBeUndefined()
  })

  it('does not take a date kept at another offset from UTC (the phone changed time zone since)', () => {
    const moved = {
      ...SHOWN,
      dates: { [FROM]: [offsetAt(FROM) + 60, '1 cze 2030'] },
      dateTimes: { [FROM]: [offsetAt(FROM) + 60, '1 cze 2030, 11:00'] },
    }
    expect(shownDateTime(moved, 'pl', FROM)).toBeUndefined()
    expect(shownDate(moved, 'pl', FROM)).toBeUndefined()
  })

  it('gives the QR code kept for the same value, in any language, and only one that reads as a QR path', () => {
    const qr = { value: 'https://volta.example/booking?b=1', size: 33, path: 'M4 4h7v1h-7zM12 4h1v1h-1z' }
    const kept = { language: 'fr', qr }
    expect(shownQr(kept, qr.value)).toEqual({ size: 33, path: qr.path })
    expect(shownQr(kept, 'https://volta.example/booking?b=2')).toBeUndefined()
    for (const odd of [
      { ...qr, path: 'M4 4h7v1h-7z"/><script>' },
      { ...qr, path: 42 },
      { ...qr, size: 12 },
      { ...qr, size: 400 },
      { ...qr, size: '33' },
      null,
      'qr',
    ])
      expect(shownQr({ language: 'fr', qr: odd }, qr.value)).toBeUndefined()
    for (const broken of [null, undefined, 'qr', 42, [], Object.create({ qr })]) expect(shownQr(broken, qr.value)).toBeUndefined()
  })

  it('reads anything storage gives back without throwing, and only texts', () => {
    for (const broken of [
      null,
      undefined,
      'pl',
      42,
      [],
      { language: 'pl' },
      { language: 'pl', dateTimes: 'x', numbers: [], prices: null, ago: 'x' },
    ]) {
      expect(shownDateTime(broken, 'pl', FROM)).toBeUndefined()
      expect(shownNumber(broken, 'pl', 4)).toBeUndefined()
      expect(shownPrice(broken, 'pl', 99.5)).toBeUndefined()
      expect(shownAgo(broken, 'pl', 'hour', 1)).toBeUndefined()
    }
    const odd = {
      language: 'pl',
      dates: {},
      dateTimes: { [FROM]: [offsetAt(FROM), 7] },
      numbers: { '4': { text: '4' } },
      prices: {},
      ago: { hour: [null, 5] },
    }
    expect(shownDateTime(odd, 'pl', FROM)).toBeUndefined()
    expect(shownNumber(odd, 'pl', 4)).toBeUndefined()
    expect(shownAgo(odd, 'pl', 'hour', 1)).toBeUndefined()
    // Only the tables' own entries, never what every object inherits.
    expect(shownPrice(odd, 'pl', 'constructor' as unknown as number)).toBeUndefined()
    expect(shownDateTime({ ...SHOWN, dateTimes: {} }, 'pl', 'toString')).toBeUndefined()
  })
})
