/**
 * /admin/places' list: call 26 in the operator's language (the names are matched in that
 * language), PLACES_PAGE_SIZE a page, one more on more(). Each page shows at once from the
 * mirror, then from the network, and is saved back; offline, a mirrored page is not asked
 * for again (read-only). A deleted place leaves the list, the count and the mirror at once.
 */
import { useCallback, useMemo, useState } from 'react'
import type { Location } from '../../lib/api/entities'
import { getLocations } from '../../lib/api/locations'
import type { Language } from '../../lib/constants'
import { usePagedList, type PagedList } from '../../lib/data/use-paged-list'
import { placesMirror } from './places-mirror'

const PLACES_PAGE_SIZE = 15

export interface Places extends Omit<PagedList<Location>, 'mutate'> {
  /** Takes a place the server deleted (or no longer has) out of the list, the count and the mirror. */
  remove: (placeId: string) => void
}

const idOfPlace = (place: Location) => place._id
const NO_IDS: ReadonlySet<string> = new Set()

export function usePlaces(userId: string, language: Language, keyword: string): Places {
  const query = (page: number) => ({ language, keyword, page, size: PLACES_PAGE_SIZE })
  const list = usePagedList(
    ['admin-places', userId, language, keyword],
    (page, signal) => getLocations(page, PLACES_PAGE_SIZE, language, keyword, { signal }),
    {
      idOf: idOfPlace,
      mirror: {
        read: (page) => placesMirror.readPage(userId, query(page)),
        write: (page, data, savedAt) => placesMirror.writePage(userId, query(page), data, savedAt),
      },
      offline: 'mirror',
      revalidateOnReconnect: true,
    },
  )
  const { items, total, retry } = list
  const [gone, setGone] = useState<ReadonlySet<string>>(NO_IDS)
  const remove = useCallback(
    (placeId: string) => {
      setGone((g) => new Set(g).add(placeId))
      void placesMirror.patchPages(userId, placeId, () => null)
      // The server's pages moved up by one: ask them again (what is shown stays meanwhile).
      retry()
    },
    [userId, retry],
  )
  const shown = useMemo(() => items.filter((p) => !gone.has(p._id)), [items, gone])
  const { mutate: _mutate, ...rest } = list
  return { ...rest, items: shown, total: Math.max(0, total - (items.length - shown.length)), remove }
}
