import ICAL from 'ical.js'
import { afterEach, describe, expect, it } from 'vitest'
import { buildIcs, escapeText, foldLine, icsDateTime, type IcsEvent } from './ics'

const NOW = new Date('2026-11-23T08:00:00Z')

const pickup: IcsEvent = {
  uid: 'abc123-pickup@volta',
  start: '2026-12-01T10:00:00+01:00',
  end: '2026-12-01T10:30:00+01:00',
  summary: 'Pick-up: Toyota Yaris',
  location: 'Warsaw Chopin Airport',
  description: 'Booking number: abc123',
}

/** Unfolds the file as a reader would (RFC 5545 3.1) and returns its content lines. */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
}

function octets(line: string): number {
  return new TextEncoder().encode(line).length
}

describe('icsDateTime', () => {
  it('writes the instant in UTC, whatever offset the input carries', () => {
    expect(icsDateTime('2026-12-01T10:00:00+01:00')).toBe('20261201T090000Z')
    expect(icsDateTime('2026-07-01T10:00:00+02:00')).toBe('20260701T080000Z')
    expect(icsDateTime('2026-07-01T10:00:00-04:00')).toBe('20260701T140000Z')
    expect(icsDateTime(new Date(Date.UTC(2027, 0, 2, 3, 4, 5, 678)))).toBe('20270102T030405Z')
  })

  it('follows the day across midnight and over a daylight-saving change', () => {
    // Warsaw's clocks go back on 25 Oct 2026 at 03:00 CEST: 23:30 local that evening is 22:30 UTC.
    expect(icsDateTime('2026-10-25T23:30:00+01:00')).toBe('20261025T223000Z')
    expect(icsDateTime('2026-10-24T23:30:00+02:00')).toBe('20261024T213000Z')
    expect(icsDateTime('2026-01-01T00:30:00+01:00')).toBe('20251231T233000Z')
  })

  it('does not depend on the device time zone', () => {
    const before = process.env.TZ
    try {
      process.env.TZ = 'America/Los_Angeles'
      const la = buildIcs([pickup], { now: NOW })
      process.env.TZ = 'Asia/Tokyo'
      const tokyo = buildIcs([pickup], { now: NOW })
      expect(la).toBe(tokyo)
      expect(la).toContain('DTSTART:20261201T090000Z')
    } finally {
      process.env.TZ = before
    }
  })

  it('refuses a date that is not one', () => {
    expect(() => icsDateTime('not a date')).toThrow(RangeError)
  })
})

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d')
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour')
    // The backslash is escaped first: an escaped comma is not escaped twice.
    expect(escapeText('\\,')).toBe('\\\\\\,')
  })
})

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    const line75 = 'X'.repeat(75)
    expect(foldLine(line75)).toBe(line75)
    expect(foldLine(`${line75}Y`)).toBe(`${line75}\r\n Y`)
  })

  it('counts octets, not characters, and never cuts a character', () => {
    const line = `DESCRIPTION:${'żółć 🚗 '.repeat(20)}`
    const folded = foldLine(line)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(2)
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75)
    for (const l of lines.slice(1)) expect(l.startsWith(' ')).toBe(true)
    // Every piece is valid text on its own (no half of a character), and unfolding gives the line back.
    for (const l of lines) expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(l))).toBe(l)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })
})

describe('buildIcs', () => {
  const before = process.env.TZ
  afterEach(() => {
    process.env.TZ = before
  })

  const dropOff: IcsEvent = {
    uid: 'abc123-return@volta',
    start: '2026-12-05T18:00:00+01:00',
    end: '2026-12-05T18:30:00+01:00',
    summary: 'Return: Toyota Yaris',
    location: 'Kraków Airport, ul. Medweckiego 1; Balice',
    description:
      'Booking number: abc123\nDesk: ul. Krakowskie Przedmieście 13, 00-071 Warszawa\nPhone: +48 22 827 30 30\nHours: Pn–pt 8:00–20:00; sob 9:00–17:00 \\ closed Sunday',
    url: 'https://volta.example/booking?b=abc123',
    geo: { latitude: 50.0777, longitude: 19.7848 },
  }

  it('is CRLF throughout, with no line over 75 octets, and wraps the events in one calendar', () => {
    const text = buildIcs([pickup, dropOff], { now: NOW })
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    const lines = unfold(text)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines.filter((l) => l === 'DTSTAMP:20261123T080000Z')).toHaveLength(2)
    expect(lines).toContain('LOCATION:Kraków Airport\\, ul. Medweckiego 1\\; Balice')
    expect(lines).toContain('GEO:50.0777;19.7848')
    expect(lines).toContain('URL:https://volta.example/booking?b=abc123')
  })

  it('parses back (ical.js) to the same two events: times, place, description with the reference', () => {
    process.env.TZ = 'Europe/Warsaw'
    const text = buildIcs([pickup, dropOff], { now: NOW })
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events).toHaveLength(2)
    const [first, second] = events
    expect(first.uid).toBe('abc123-pickup@volta')
    expect(first.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:00:00.000Z')
    expect(first.endDate.toJSDate().toISOString()).toBe('2026-12-01T09:30:00.000Z')
    expect(first.startDate.zone.tzid).toBe('UTC')
    expect(first.location).toBe('Warsaw Chopin Airport')
    expect(second.summary).toBe('Return: Toyota Yaris')
    expect(second.startDate.toJSDate().toISOString()).toBe('2026-12-05T17:00:00.000Z')
    // Commas, semicolons, backslashes and new lines come back as they were, across folded lines.
    expect(second.location).toBe(dropOff.location)
    expect(second.description).toBe(dropOff.description)
    expect(second.component.getFirstPropertyValue('geo')).toEqual([50.0777, 19.7848])
  })

  it('leaves out the properties an event does not have', () => {
    const text = buildIcs([{ uid: 'u1', start: NOW, end: NOW, summary: 'S' }], { now: NOW })
    expect(text).not.toMatch(/LOCATION|DESCRIPTION|GEO|URL/)
  })
})
