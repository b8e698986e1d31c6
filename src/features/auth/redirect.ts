import type { Role } from '../../lib/storage/user'

/** Each role's own sign-in page and the page it lands on after. */
export const SIGN_IN: Record<Role, string> = { driver: '/sign-in', supplier: '/supplier/sign-in' }
export const HOME: Record<Role, string> = { driver: '/', supplier: '/supplier/cars' }

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
  // Each role comes back only to its own half of the app.
  if ((role === 'supplier') !== from.startsWith('/supplier/')) return HOME[role]
  return from
}

/** Links emailed to a supplier carry `app=backend` (activation, password reset): their pages act for a supplier. */
export function roleOfLink(search: string): Role {
  return new URLSearchParams(search).get('app') === 'backend' ? 'supplier' : 'driver'
}
