import { afterEach, describe, expect, it } from 'vitest'
import { clearLicenceDates, forgetLicenceDate, licenceDateOf, rememberLicenceUpload } from './licence-date'

afterEach(() => localStorage.clear())

describe('the licence date kept on the device', () => {
  it('keeps the date of an upload made here for that file name', () => {
    rememberLicenceUpload('u1', 'a.png', new Date('2026-11-01T10:00:00Z'))
    expect(licenceDateOf('u1', 'a.png', new Date('2026-11-20T10:00:00Z'))).toEqual({ at: '2026-11-01T10:00:00.000Z', uploaded: true })
  })

  it('keeps the date a name was first seen on file when it was uploaded elsewhere', () => {
    rememberLicenceUpload('u1', 'a.png', new Date('2026-11-01T10:00:00Z'))
    expect(licenceDateOf('u1', 'b.pdf', new Date('2026-11-05T10:00:00Z'))).toEqual({ at: '2026-11-05T10:00:00.000Z', uploaded: false })
    expect(licenceDateOf('u1', 'b.pdf', new Date('2026-11-09T10:00:00Z'))).toEqual({ at: '2026-11-05T10:00:00.000Z', uploaded: false })
  })

  it('forgets one account’s entry, and every entry at sign-out', () => {
    rememberLicenceUpload('u1', 'a.png')
    rememberLicenceUpload('u2', 'b.png')
    localStorage.setItem('other', 'kept')
    forgetLicenceDate('u1')
    expect(localStorage.getItem('bc-licence:u1')).toBeNull()
    clearLicenceDates()
    expect(localStorage.getItem('bc-licence:u2')).toBeNull()
    expect(localStorage.getItem('other')).toBe('kept')
  })

  it('ignores an unreadable entry', () => {
    localStorage.setItem('bc-licence:u1', '{oops')
    expect(licenceDateOf('u1', 'a.png', new Date('2026-11-05T10:00:00Z')).uploaded).toBe(false)
  })
})

describe('sign-out', () => {
  it('purges the licence dates with the rest of the personal data', async () => {
    const { purgePersonalData } = await import('./purge')
    rememberLicenceUpload('u1', 'a.png')
    await purgePersonalData()
    expect(Object.keys(localStorage).filter((k) => k.startsWith('bc-licence:'))).toEqual([])
  })
})
