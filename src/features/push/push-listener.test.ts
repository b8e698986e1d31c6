// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bookingOfPath } from './push-listener'

describe('bookingOfPath', () => {
  it('finds the booking of a push’s path, for every role’s booking screen', () => {
    const id = '6650b0000000000000000042'
    expect(bookingOfPath(`/booking?b=${id}`)).toBe(id)
    expect(bookingOfPath(`/supplier/booking?b=${id}`)).toBe(id)
    expect(bookingOfPath(`/admin/booking?b=${id}`)).toBe(id)
  })

  it('names none for another path, another origin or a malformed id', () => {
    expect(bookingOfPath('/notifications')).toBeNull()
    expect(bookingOfPath('https://evil.example/booking?b=6650b0000000000000000042')).toBeNull()
    expect(bookingOfPath('/booking?b=../x')).toBeNull()
    expect(bookingOfPath(42)).toBeNull()
  })
})
