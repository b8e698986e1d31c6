/** The queue's IndexedDB store (idb-keyval): one list of kept actions per account, under the account's id. */
import { clear, createStore, get, update, type UseStore } from 'idb-keyval'
import { QUEUE_IDB } from './names'
import type { KeptAction, QueueStore } from './queue'

let idb: UseStore | null = null
/** Opened on first use, so importing the module costs nothing. */
function db(): UseStore {
  idb ??= createStore(QUEUE_IDB.db, QUEUE_IDB.store)
  return idb
}

function isAction(value: unknown): value is KeptAction {
  if (!value || typeof value !== 'object') return false
  const a = value as Record<string, unknown>
  return typeof a.id === 'string' && typeof a.userId === 'string' && typeof a.kind === 'string' && typeof a.createdAt === 'number'
}

/** A stored list as the queue trusts it: its own account's actions only, in order. */
function listOf(userId: string, value: unknown): KeptAction[] {
  if (!Array.isArray(value)) return []
  return value.filter((a): a is KeptAction => isAction(a) && a.userId === userId)
}

export const idbQueueStore: QueueStore = {
  read: async (userId) => listOf(userId, await get(userId, db())),
  update: async (userId, change) => {
    let next: KeptAction[] = []
    // idb-keyval's update reads and writes in one readwrite transaction: two tabs never interleave.
    await update(
      userId,
      (old) => {
        next = change(listOf(userId, old))
        return next
      },
      db(),
    )
    return next
  },
  clear: () => clear(db()),
}
