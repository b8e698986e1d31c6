-- The background work's look-ups (payments to check and to expire, pushes to send, reminders) read few
-- rows out of many: partial indexes hold just those rows, so a round no longer reads every booking or
-- every account (on the embedded engine such a scan held every call for its length). Each predicate is
-- the one its query in db/queries/ writes, so the planner can use the index.

-- payments.ts, paymentsToRecheck: a provider's page with something a crash may have left half done.
CREATE INDEX bookings_payment_unsettled ON bookings (id)
  WHERE (doc->'_pay' ? 'reference')
    AND ((doc->'payment'->>'status') IN ('awaiting', 'failed')
      OR (doc->'_pay' ? 'refundAsked' AND NOT doc->'payment' ? 'refundedAt')
      OR jsonb_path_exists(doc, '$._pay.duplicateRefunds[*] ? (!exists(@.done))'));

-- payments.ts, lapsedPayments: void bookings whose payment is still open.
CREATE INDEX bookings_payment_open_void ON bookings (id)
  WHERE status = 'void' AND (doc->'payment'->>'status') IN ('awaiting', 'failed');

-- notifications.ts: accounts with pushes queued (claimQueuedPushes, nextQueuedPush).
CREATE INDEX users_push_queued ON users (id) WHERE (doc->'push'->'queue') <> '[]'::jsonb;

-- notifications.ts: accounts with a subscribed device (bookingsToRemind, usersWithOtherKeys, usersWithDevices).
CREATE INDEX users_with_devices ON users (id) WHERE (doc->'push'->'devices') <> '[]'::jsonb;
