import { useEffect, useState } from 'react'
import { getPayment } from '../../lib/api/payments'
import type { PaymentState } from '../../lib/api/entities'
import { paymentTokenOf } from '../../lib/storage/payment-tokens'
import { checkoutView, keepPolling, POLL_EVERY_MS, type CheckoutView } from './checkout-state'

/**
 * /checkout's polling of call 73 (issue 47): every 2 s for at most 2 minutes while the payment is
 * awaiting; offline it waits, and asks again as soon as the network is back. A guest asks with the
 * payment token kept on this device for that booking.
 */
export function useCheckout(bookingId: string): { view: CheckoutView; checkAgain: () => void } {
  const [reply, setReply] = useState<PaymentState | null | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const [online, setOnline] = useState(() => navigator.onLine)
  const [startedAt, setStartedAt] = useState(() => Date.now())
  const [tick, setTick] = useState(0)
  const [elapsedMs, setElapsedMs] = useState(0)

  useEffect(() => {
    const up = () => {
      setOnline(true)
      setStartedAt(Date.now())
    }
    const down = () => setOnline(false)
    window.addEventListener('online', up)
    window.addEventListener('offline', down)
    return () => {
      window.removeEventListener('online', up)
      window.removeEventListener('offline', down)
    }
  }, [])

  useEffect(() => {
    if (!bookingId || !online) return
    const abort = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    /** One rule for asking again, after an answer or a failure alike (checkout-state.ts keepPolling). */
    const settle = (answer: PaymentState | null | undefined, failedNow: boolean) => {
      const elapsed = Date.now() - startedAt
      if (answer !== undefined) setReply(answer)
      setFailed(failedNow)
      setElapsedMs(elapsed)
      const view = checkoutView({ reply: answer, failed: failedNow, online: true, elapsedMs: elapsed })
      if (keepPolling(view, true, elapsed)) timer = setTimeout(() => setTick((n) => n + 1), POLL_EVERY_MS)
    }
    void getPayment(bookingId, paymentTokenOf(bookingId), { signal: abort.signal }).then(
      (answer) => settle(answer, false),
      () => {
        if (!abort.signal.aborted) settle(undefined, true)
      },
    )
    return () => {
      abort.abort()
      clearTimeout(timer)
    }
  }, [bookingId, online, startedAt, tick])

  return {
    view: checkoutView({ reply, failed, online, elapsedMs }),
    checkAgain: () => {
      setStartedAt(Date.now())
      setTick((n) => n + 1)
    },
  }
}
