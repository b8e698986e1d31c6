/** A booking's handover (issue 49, call 77) as replies carry it; entities.ts puts it on the Booking. */
import { arr, map, nullable, num, obj, oneOf, optional, str, type Infer } from './schema'

const handoverRecordSchema = obj({
  /** Made on the device that took the record: a retry of it is answered with the record as it was. */
  clientId: str,
  /** ISO date-time the record was taken. */
  at: str,
  by: oneOf(['driver', 'supplier']),
  /** Kilometres. */
  odometer: num,
  /** Eighths of a tank, 0–8. */
  fuel: num,
  /** File names for call 79. */
  photos: map(optional(arr(str)), (v) => v ?? []),
  notes: map(optional(str), (v) => v ?? ''),
  confirmedAt: optional(str),
})
export type HandoverRecord = Infer<typeof handoverRecordSchema>

const handoverSummarySchema = obj({
  driven: num,
  /** Null: unlimited mileage. */
  allowance: nullable(num),
  extraKm: num,
  /** Eighths; negative: less fuel came back. */
  fuelDifference: num,
})
export type HandoverSummary = Infer<typeof handoverSummarySchema>

export const handoverSchema = obj({
  pickup: optional(handoverRecordSchema),
  return: optional(handoverRecordSchema),
  summary: optional(handoverSummarySchema),
})
