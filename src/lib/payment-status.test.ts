// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paymentStatusAt } from './payment-status'

const by = '2026-11-29T10:30:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('paymentStatusAt', () => {
  it('keeps an open payment open until its time to pay by, and calls it expired from then on', () => {
    expect(paymentStatusAt({ status: 'awaiting', expiresAt: by }, at('2026-11-29T10:29:59.999Z'))).toBe('awaiting')
    expect(paymentStatusAt({ status: 'awaiting', expiresAt: by }, at(by))).toBe('expired')
    expect(paymentStatusAt({ status: 'failed', expiresAt: by }, at('2026-11-29T11:00:00.000Z'))).toBe('expired')
  })

  it('never changes a payment that is settled', () => {
    for (const status of ['paid', 'refunded', 'partially_refunded', 'expired'])
      expect(paymentStatusAt({ status, expiresAt: by }, at('2026-12-01T00:00:00.000Z'))).toBe(status)
  })
})
