/**
 * One account for /admin/driver?id=. No call reads another user by id, so the account comes from
 * the copy saved when a list showed it (the mirror), refreshed online through call 58 by its
 * email (which is unique) and picked by id. Offline, the copy alone (read-only). Null when this
 * device has never seen the account, or the server no longer lists it.
 */
import { getUsers, ACCOUNT_TYPES } from '../../lib/api/admin-users'
import type { User } from '../../lib/api/entities'
import { useResource, type Resource } from '../../lib/data/use-resource'
import { accountsMirror } from './accounts-mirror'

async function loadAccount(adminId: string, id: string, signal?: AbortSignal): Promise<User | null> {
  const copy = await accountsMirror.readItem<User>(adminId, id)
  if (!copy) return null
  const page = await getUsers(1, 10, copy.data.email, { types: [...ACCOUNT_TYPES] }, { signal })
  return page.items.find((u) => u._id === id) ?? null
}

export function useAccount(adminId: string, id: string): Resource<User | null> {
  return useResource<User | null>(id ? ['admin-account', adminId, id] : null, (signal) => loadAccount(adminId, id, signal), {
    mirror: {
      read: () => accountsMirror.readItem<User>(adminId, id),
      write: async (data, savedAt) => {
        if (data) await accountsMirror.writeItem(adminId, id, data, savedAt)
      },
    },
    offline: 'mirror',
  })
}
