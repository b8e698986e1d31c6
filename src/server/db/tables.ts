import type { ColumnType, Generated } from 'kysely'

/** The tables of migrations/, as Kysely sees them. `doc` is the record as the API speaks it (dates as ISO text). */

type Json = ColumnType<unknown, string, string>
type Timestamp = ColumnType<Date, Date, Date>

export interface Tables {
  users: { id: string; email: string; type: string; full_name: string; created_at: Timestamp; doc: Json }
  locations: { id: string; doc: Json }
  cars: { id: string; company: string; name: string; available: boolean; price: number; locations: string[]; doc: Json }
  additional_drivers: { id: string; doc: Json }
  bookings: {
    id: string
    car: string
    driver: string
    company: string
    status: string
    from_at: Timestamp
    to_at: Timestamp
    created_at: Timestamp
    holds: boolean
    hold_expires: ColumnType<Date | null, Date | null, Date | null>
    doc: Json
  }
  notifications: { id: string; user_id: string; is_read: boolean; created_at: Timestamp; doc: Json }
  tokens: { user_id: string; token: string; expire_at: Timestamp }
  idempotency: { key: string; at: Timestamp; doc: Json }
  files: {
    kind: string
    name: string
    content_type: string
    bytes: Uint8Array
    owner: string | null
    booking: string | null
    created_at: Timestamp
  }
  failures: { limiter: string; key: string; at: Timestamp }
  outbox: {
    id: Generated<string>
    to_address: string
    subject: string
    body: string
    links: Json
    created_at: Timestamp
    attempts: Generated<number>
    next_attempt: ColumnType<Date | null, Date | null | undefined, Date | null>
    sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>
    failed_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  }
  settings: { name: string; value: string }
  schema_migrations: { version: number; name: string; applied_at: Generated<Date> }
}
