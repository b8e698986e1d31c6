import { sql } from 'kysely'
import type { BookingRecord } from '../../types.ts'
import type { Executor } from '../database.ts'
import { revive } from '../repo.ts'

/** Named queries of online payments (issue 47, payments/ledger.ts) and of handover photos (issue 49). */

/** A payment still open in its record (awaiting, or failed and open to another try); part of the predicates of 0003_background_scans.sql's partial indexes. */
const OPEN_PAYMENT = sql<boolean>`(doc->'payment'->>'status') IN ('awaiting', 'failed')`

/**
 * Void bookings whose payment is still open in the record but whose time to pay ran out by `now`
 * (the sweep writes `expired` on them): their rows locked, skipping rows a call or another process holds.
 */
export async function lapsedPayments(kx: Executor, now: Date): Promise<BookingRecord[]> {
  const rows = await kx
    .selectFrom('bookings')
    .select('doc')
    .where('status', '=', 'void')
    .where(OPEN_PAYMENT)
    .where(sql<boolean>`(doc->'payment'->>'expiresAt')::timestamptz <= ${now}`)
    .orderBy('id')
    .forUpdate()
    .skipLocked()
    .execute()
  return rows.map((r) => revive.booking(r.doc))
}

/**
 * Ids of the bookings paid through `provider` with something a crash may have left half done: a page
 * still open in the record (its provider is asked where it stands), a refund asked and not recorded as
 * made, or a second page's refund not recorded as made (payments/ledger.ts, recheckPayments).
 */
export async function paymentsToRecheck(kx: Executor, provider: string): Promise<string[]> {
  const rows = await kx
    .selectFrom('bookings')
    .select('id')
    .where(sql<boolean>`doc->'payment'->>'provider' = ${provider}`)
    .where(sql<boolean>`doc->'_pay' ? 'reference'`)
    .where((eb) =>
      eb.or([
        OPEN_PAYMENT,
        sql<boolean>`(doc->'_pay' ? 'refundAsked' AND NOT doc->'payment' ? 'refundedAt')`,
        sql<boolean>`jsonb_path_exists(doc, '$._pay.duplicateRefunds[*] ? (!exists(@.done))')`,
      ]),
    )
    .orderBy('id')
    .execute()
  return rows.map((r) => r.id)
}
