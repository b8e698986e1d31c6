/** The operator's places on the device: /admin/places' pages (call 26) and each place's names (call 54), for offline reading. */
import type { AdminPlace } from '../../lib/api/admin-places'
import type { Location } from '../../lib/api/entities'
import { IDB } from '../../lib/storage/keys'
import { accountMirror } from '../../lib/data/account-mirror'

export const placesMirror = accountMirror<Location>('admin places', IDB.adminPlaces)

export const readPlaceCopy = (userId: string, id: string) => placesMirror.readItem<AdminPlace>(userId, id)
export const writePlaceCopy = (userId: string, place: AdminPlace, savedAt?: number) =>
  placesMirror.writeItem<AdminPlace>(userId, place._id, place, savedAt)
