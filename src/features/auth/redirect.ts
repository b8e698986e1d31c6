/**
 * The way back after signing in: /sign-in?from=<path and query>. Only a local
 * path is accepted, so a crafted link cannot send the driver to another site.
 */
export function signInPath(path: string, search = ''): string {
  const from = search ? `${path}?${search.replace(/^\?/, '')}` : path
  return from === '/' ? '/sign-in' : `/sign-in?from=${encodeURIComponent(from)}`
}

export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/'
  if (from.startsWith('/sign-in') || from.startsWith('/sign-up')) return '/'
  return from
}
