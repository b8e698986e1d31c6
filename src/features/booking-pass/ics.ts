/**
 * An iCalendar (RFC 5545) file made on the device: no network, no library.
 * Times are written in UTC (`20261201T090000Z`): an instant every calendar app
 * places in its own time zone, with no VTIMEZONE to get wrong. Text values are
 * escaped, lines are folded at 75 octets and end with CRLF.
 */

export interface IcsEvent {
  /** Stable across downloads, so importing the file again updates the event instead of doubling it. */
  uid: string
  start: Date | string
  end: Date | string
  summary: string
  location?: string
  description?: string
  url?: string
  /** Where the event takes place, when known (GEO property). */
  geo?: { latitude: number; longitude: number }
}

export interface IcsOptions {
  /** DTSTAMP: when the file was made (default now). */
  now?: Date
  /** PRODID (default "-//Volta//Booking pass//EN"). */
  prodId?: string
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** A UTC date-time in the basic format: 20261201T090000Z. */
export function icsDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`)
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** Escapes a TEXT value: backslash, semicolon, comma and new lines (CRLF, CR or LF become \n). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
}

/**
 * Folds one content line so no line is longer than 75 octets (UTF-8), never
 * inside a character; each continuation line starts with one space.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!)
    if (octets + size > MAX_OCTETS) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(CRLF)
}

function textProperty(name: string, value: string | undefined): string[] {
  return value ? [`${name}:${escapeText(value)}`] : []
}

/** The calendar as text, ready to save as a .ics file (text/calendar). */
export function buildIcs(events: readonly IcsEvent[], options: IcsOptions = {}): string {
  const stamp = icsDateTime(options.now ?? new Date())
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? '-//Volta//Booking pass//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ]
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsDateTime(event.start)}`,
      `DTEND:${icsDateTime(event.end)}`,
      ...textProperty('SUMMARY', event.summary),
      ...textProperty('LOCATION', event.location),
      ...(event.geo ? [`GEO:${event.geo.latitude};${event.geo.longitude}`] : []),
      ...textProperty('DESCRIPTION', event.description),
      // URL is a URI value, not TEXT: written as is (new lines would break the line, so they go).
      ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}
