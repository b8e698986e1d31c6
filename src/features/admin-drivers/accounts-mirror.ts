/** The operator's accounts on the device: /admin/drivers' pages (call 58), each account seen, and a driver's bookings pages. */
import type { User } from '../../lib/api/entities'
import { IDB } from '../../lib/storage/keys'
import { accountMirror } from '../../lib/data/account-mirror'

export const accountsMirror = accountMirror<User>('admin accounts', IDB.adminDrivers)
