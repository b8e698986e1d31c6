import { useEffect, type ReactNode } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useSession } from '../features/auth/session'
import { signInPath } from '../features/auth/redirect'

/** Sends a guest to /sign-in, with the way back (path and query) kept. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSession()
  const [path, navigate] = useLocation()
  const search = useSearch()
  useEffect(() => {
    if (!user) navigate(signInPath(path, search), { replace: true })
  }, [user, path, search, navigate])
  return user ? <>{children}</> : null
}
