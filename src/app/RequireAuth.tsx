import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useSession } from '../features/auth/session'
import { HOME, signInPath } from '../features/auth/redirect'
import { roleOf, type Role } from '../lib/storage/user'
import { ButtonLink } from '../ui/Button'
import { Page } from '../ui/Page'
import { DRIVER_ONLY } from './first-paint/frames'

interface RequireAuthProps {
  children: ReactNode
  /** Only for this role (the supplier corner, or a driver's own screens). */
  role?: Role
  /** A guest may stay (a guest booking); only the other role is turned away. */
  guestsWelcome?: boolean
}

/**
 * Sends a guest to the sign-in of the screen's role, with the way back (path and query) kept.
 * A supplier opening a driver's screen goes to its own counterpart (same query); a driver
 * opening the supplier corner is told it is for suppliers.
 */
export function RequireAuth({ children, role, guestsWelcome = false }: RequireAuthProps) {
  const user = useSession()
  const [path, navigate] = useLocation()
  const search = useSearch()
  const userRole = user ? roleOf(user) : null
  const supplierOnDriverScreen = role === 'driver' && userRole === 'supplier'
  useEffect(() => {
    if (!user && !guestsWelcome) navigate(signInPath(path, search, role), { replace: true })
    else if (supplierOnDriverScreen) navigate(`${DRIVER_ONLY[path] ?? HOME.supplier}${search ? `?${search}` : ''}`, { replace: true })
  }, [user, guestsWelcome, supplierOnDriverScreen, path, search, role, navigate])
  if (!user) return guestsWelcome ? <>{children}</> : null
  if (supplierOnDriverScreen) return null
  if (role === 'supplier' && userRole !== 'supplier') return <SuppliersOnly />
  return <>{children}</>
}

function SuppliersOnly() {
  const { t } = useLingui()
  return (
    <Page title={t`For suppliers only`}>
      <p>
        <Trans>This page belongs to the supplier corner. You are signed in with a driver account.</Trans>
      </p>
      <ButtonLink href="/">
        <Trans>Back to home</Trans>
      </ButtonLink>
    </Page>
  )
}
