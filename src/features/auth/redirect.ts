import type { Role } from '../../lib/storage/user'

/** Each role's own sign-in page and the page it lands on after. The operator (admin) uses the back-office door of the suppliers. */
export const SIGN_IN: Record<Role, string> = { driver: '/sign-in', supplier: '/supplier/sign-in', admin: '/supplier/sign-in' }
export const HOME: Record<Role, string> = { driver: '/', supplier: '/supplier/cars', admin: '/admin/suppliers' }

/** The door an account signs in at: the drivers' (call 7) or the back office's (call 35, suppliers and the operator). */
export type Door = 'driver' | 'supplier'

export function doorOf(role: Role): Door {
  return role === 'driver' ? 'driver' : 'supplier'
}

/** The part of the app each role's own screens live in (a driver's are everywhere else). */
const CORNER: Record<Role, string | null> = { driver: null, supplier: '/supplier/', admin: '/admin/' }
const inCorner = (from: string): boolean => from.startsWith('/supplier/') || from.startsWith('/admin/')

/**
 * The way back after signing in: /sign-in?from=<path and query> (the supplier's sign-in for a
 * supplier's screen). Only a local path is accepted, so a crafted link cannot send anyone to another site.
 */
export function signInPath(path: string, search = '', role: Role = 'driver'): string {
  const from = search ? `${path}?${search.replace(/^\?/, '')}` : path
  return from === HOME[role] ? SIGN_IN[role] : `${SIGN_IN[role]}?from=${encodeURIComponent(from)}`
}

export function safeReturnPath(from: string | null | undefined, role: Role = 'driver'): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return HOME[role]
  if (from.startsWith('/sign-in') || from.startsWith('/sign-up') || from.startsWith('/supplier/sign-in')) return HOME[role]
  // Each role comes back only to its own part of the app.
  const corner = CORNER[role]
  if (corner ? !from.startsWith(corner) : inCorner(from)) return HOME[role]
  return from
}

/** Links emailed to a supplier or the operator carry `app=backend` (activation, password reset): their pages act at the back-office door. */
export function roleOfLink(search: string): Door {
  return new URLSearchParams(search).get('app') === 'backend' ? 'supplier' : 'driver'
}
