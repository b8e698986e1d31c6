/**
 * The operator's suppliers (call 47), 15 a page, one more page on more(): each page renders at
 * once from the mirror, then from the network, and is saved back. Offline, a mirrored page is not
 * asked for again (read-only list). A deleted supplier leaves the list, the count and the mirror at once.
 */
import { useCallback, useMemo, useState } from 'react'
import { getSuppliers, type SupplierRow } from '../../lib/api/admin-suppliers'
import { usePagedList, type PagedList } from '../../lib/data/use-paged-list'
import { forgetSupplier, readSuppliersPage, writeSuppliersPage } from './mirror'

/** The list's page size (the issue: 15 per page, more on scroll). */
const SUPPLIERS_PAGE_SIZE = 15

export interface Suppliers extends Omit<PagedList<SupplierRow>, 'items' | 'mutate'> {
  suppliers: SupplierRow[]
  /** Takes a supplier the server deleted out of the list, the count and the mirror. */
  remove: (id: string) => void
}

const idOf = (s: SupplierRow) => s._id
const NO_IDS: ReadonlySet<string> = new Set()

export function useSuppliers(userId: string, keyword: string): Suppliers {
  const pageQuery = (page: number) => ({ keyword, page, size: SUPPLIERS_PAGE_SIZE })
  const list = usePagedList(
    ['admin-suppliers', userId, keyword],
    (page, signal) => getSuppliers(page, SUPPLIERS_PAGE_SIZE, keyword, { signal }),
    {
      idOf,
      mirror: {
        read: (page) => readSuppliersPage(userId, pageQuery(page)),
        write: (page, data, savedAt) => writeSuppliersPage(userId, pageQuery(page), data, savedAt),
      },
      offline: 'mirror',
      revalidateOnReconnect: true,
    },
  )
  const { items, total, retry } = list
  const [gone, setGone] = useState<ReadonlySet<string>>(NO_IDS)
  const remove = useCallback(
    (id: string) => {
      setGone((g) => new Set(g).add(id))
      void forgetSupplier(userId, id)
      retry() // the server's pages moved up by one
    },
    [userId, retry],
  )
  const suppliers = useMemo(() => items.filter((s) => !gone.has(s._id)), [items, gone])
  const { items: _items, mutate: _mutate, ...rest } = list
  return { ...rest, suppliers, total: Math.max(0, total - (items.length - suppliers.length)), remove }
}
