// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './errors'

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-27T10:00:00Z')

  it('reads whole seconds and the three HTTP date forms as a wait from now', () => {
    expect(parseRetryAfter('30', now)).toBe(30_000)
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000)
    expect(parseRetryAfter('Fri, 27 Nov 2026 10:00:45 GMT', now)).toBe(45_000)
    // The obsolete forms a recipient must still accept (RFC 9110 §5.6.7); asctime is GMT too, whatever the device's zone.
    expect(parseRetryAfter('Friday, 27-Nov-26 10:01:00 GMT', now)).toBe(60_000)
    expect(parseRetryAfter('Fri Nov 27 10:02:00 2026', now)).toBe(120_000)
  })

  it('ignores what it cannot read, a wait of nothing and a date already past', () => {
    for (const value of [
      null,
      undefined,
      '',
      'soon',
      '1.5',
      '-5',
      '2026-11-28',
      '30s',
      '0',
      'Fri, 27 Nov 2026 09:59:59 GMT',
      'Fri, 27 Nov 2026 10:00:00 GMT',
    ]) {
      expect(parseRetryAfter(value, now), String(value)).toBeUndefined()
    }
  })
})
