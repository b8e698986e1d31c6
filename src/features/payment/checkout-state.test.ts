// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PaymentState } from '../../lib/api/entities'
import { checkoutView, keepPolling, POLL_FOR_MS } from './checkout-state'

const payment = (status: PaymentState['status']): PaymentState => ({
  bookingId: 'b1',
  status,
  amount: 480,
  currency: 'PLN',
  provider: 'test',
  expiresAt: '2026-12-01T10:30:00.000Z',
  bookingStatus: status === 'paid' ? 'paid' : 'void',
})
const base = { failed: false, online: true, elapsedMs: 0 }

describe('checkoutView (issue 47)', () => {
  it('says each state of the payment in its own words', () => {
    expect(checkoutView({ ...base, reply: payment('paid') }).kind).toBe('paid')
    expect(checkoutView({ ...base, reply: payment('failed') }).kind).toBe('failed')
    expect(checkoutView({ ...base, reply: payment('expired') }).kind).toBe('expired')
    expect(checkoutView({ ...base, reply: payment('refunded') }).kind).toBe('refunded')
    expect(checkoutView({ ...base, reply: payment('partially_refunded') }).kind).toBe('refunded')
    expect(checkoutView({ ...base, reply: null }).kind).toBe('none')
  })

  it('waits, then says it is late after 2 minutes without news', () => {
    expect(checkoutView({ ...base, reply: payment('awaiting') })).toMatchObject({ kind: 'waiting', late: false })
    expect(checkoutView({ ...base, reply: payment('awaiting'), elapsedMs: POLL_FOR_MS })).toMatchObject({ kind: 'waiting', late: true })
  })

  it('offline while awaiting: says it is checked when the network is back, keeping what is known', () => {
    expect(checkoutView({ ...base, reply: payment('awaiting'), online: false })).toMatchObject({
      kind: 'offline',
      payment: { status: 'awaiting' },
    })
    // A final answer stays what it is offline.
    expect(checkoutView({ ...base, reply: payment('paid'), online: false }).kind).toBe('paid')
    expect(keepPolling(checkoutView({ ...base, reply: payment('awaiting'), online: false }), false, 0)).toBe(false)
  })

  it('before any answer: checking online, offline offline, an error after a failed call', () => {
    expect(checkoutView({ ...base, reply: undefined }).kind).toBe('checking')
    expect(checkoutView({ ...base, reply: undefined, online: false }).kind).toBe('offline')
    expect(checkoutView({ ...base, reply: undefined, failed: true }).kind).toBe('error')
  })

  it('polls while the answer may still change, online and within 2 minutes only', () => {
    const waiting = checkoutView({ ...base, reply: payment('awaiting') })
    expect(keepPolling(waiting, true, 1_000)).toBe(true)
    expect(keepPolling(waiting, false, 1_000)).toBe(false)
    expect(keepPolling(waiting, true, POLL_FOR_MS)).toBe(false)
    expect(keepPolling(checkoutView({ ...base, reply: payment('paid') }), true, 0)).toBe(false)
    expect(keepPolling(checkoutView({ ...base, reply: payment('failed') }), true, 0)).toBe(false)
  })
})
