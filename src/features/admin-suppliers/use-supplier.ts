import { getSupplier, type BackOfficeSupplier } from '../../lib/api/admin-suppliers'
import { useResource, type Resource } from '../../lib/data/use-resource'
import { readSupplier, writeSupplier } from './mirror'

/** One supplier for its edit form (call 48): from the mirror at once, then the network; offline, the copy last seen. Null: no such supplier. */
export function useSupplier(userId: string, id: string | null): Resource<BackOfficeSupplier | null> {
  return useResource(id ? ['admin-supplier', userId, id] : null, (signal) => getSupplier(id!, { signal }), {
    mirror: {
      read: () => readSupplier(userId, id!),
      write: async (data, savedAt) => {
        if (data) await writeSupplier(userId, data, savedAt)
      },
    },
    offline: 'mirror',
  })
}
