/** What a supplier's logo shows (SupplierLogo.tsx; /cars' first paint draws the same: app/first-paint/page/cars-frame.ts). */
import { config } from '../../lib/config'

/** The logo's address on the users CDN. */
export const supplierLogoUrl = (avatar: string): string => `${config.cdnUsers}/${avatar}`

/** The initials shown in place of a missing logo: the first letters of the name's first two words. */
export const supplierInitials = (fullName: string): string =>
  fullName
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase()
