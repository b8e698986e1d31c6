/**
 * /admin/drivers' list: call 58 for the filter's types and the keyword (the operator's own account
 * left out), DRIVERS_PAGE_SIZE a page, one more on more(). Pages show at once from the mirror, then
 * from the network, and are saved back (each account too, for /admin/driver); offline, a mirrored
 * page is not asked for again (read-only).
 */
import { useCallback } from 'react'
import { getUsers } from '../../lib/api/admin-users'
import type { User } from '../../lib/api/entities'
import { usePagedList, type PagedList } from '../../lib/data/use-paged-list'
import { accountsMirror } from './accounts-mirror'
import { typesOf, type DriversQuery } from './drivers-query'

const DRIVERS_PAGE_SIZE = 15

export interface Drivers extends Omit<PagedList<User>, 'mutate'> {
  /** Applies a confirmed change to an account on screen and in the mirror. */
  patch: (userId: string, change: Partial<User>) => void
}

const idOfUser = (user: User) => user._id

export function useDrivers(adminId: string, { keyword, type }: DriversQuery): Drivers {
  const types = typesOf(type)
  const query = (page: number) => ({ keyword, types, page, size: DRIVERS_PAGE_SIZE })
  const list = usePagedList(
    ['admin-drivers', adminId, keyword, types],
    (page, signal) => getUsers(page, DRIVERS_PAGE_SIZE, keyword, { types, user: adminId }, { signal }),
    {
      idOf: idOfUser,
      mirror: {
        read: (page) => accountsMirror.readPage(adminId, query(page)),
        write: async (page, data, savedAt) => {
          await accountsMirror.writePage(adminId, query(page), data, savedAt)
          await Promise.all(data.items.map((user) => accountsMirror.writeItem(adminId, user._id, user, savedAt)))
        },
      },
      offline: 'mirror',
      revalidateOnReconnect: true,
    },
  )
  const { mutate } = list
  const patch = useCallback(
    (userId: string, change: Partial<User>) => {
      mutate((u) => (u._id === userId ? { ...u, ...change } : u))
      void accountsMirror.patchPages(adminId, userId, (u) => ({ ...u, ...change }))
      // The account's own copy too (/admin/driver opens from it).
      void accountsMirror.readItem<User>(adminId, userId).then((copy) => {
        if (copy) return accountsMirror.writeItem(adminId, userId, { ...copy.data, ...change }, copy.savedAt)
      })
    },
    [mutate, adminId],
  )
  const { mutate: _mutate, ...rest } = list
  return { ...rest, patch }
}
