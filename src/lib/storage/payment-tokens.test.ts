import { afterEach, describe, expect, it } from 'vitest'
import { paymentTokenOf, rememberPaymentToken } from './payment-tokens'
import { purgePersonalData } from './purge'

const TOKEN = '0123456789abcdef0123456789abcdef'
const DAY = 86_400_000

afterEach(() => localStorage.clear())

describe('the payment token kept on the device (issue 47)', () => {
  it('is kept per booking for a week, then forgotten', () => {
    const now = Date.parse('2026-11-29T10:00:00Z')
    rememberPaymentToken('b1', TOKEN, now)
    expect(paymentTokenOf('b1', now + 6 * DAY)).toBe(TOKEN)
    expect(paymentTokenOf('b2', now)).toBeUndefined()
    expect(paymentTokenOf('b1', now + 8 * DAY)).toBeUndefined()
    expect(localStorage.getItem('bc-pay:b1')).toBeNull()
  })

  it('ignores an entry that is not a token (unreadable, not 32 hex digits, no date)', () => {
    for (const raw of ['{oops', JSON.stringify({ token: 'x'.repeat(32), until: Date.now() + DAY }), JSON.stringify({ token: TOKEN })]) {
      localStorage.setItem('bc-pay:b1', raw)
      expect(paymentTokenOf('b1')).toBeUndefined()
    }
  })

  it('goes at sign-out with the rest of what is personal', async () => {
    rememberPaymentToken('b1', TOKEN)
    localStorage.setItem('bc-language', 'fr')
    await purgePersonalData()
    expect(localStorage.getItem('bc-pay:b1')).toBeNull()
    expect(localStorage.getItem('bc-language')).toBe('fr')
  })
})
