import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useSession } from '../features/auth/session'
import { HOME, signInPath } from '../features/auth/redirect'
import { roleOf, type Role } from '../lib/storage/user'
import { ButtonLink } from '../ui/Button'
import { Page } from '../ui/Page'
import { ADMIN_COUNTERPART, DRIVER_ONLY } from './first-paint/frames'

interface RequireAuthProps {
  children: ReactNode
  /** Only for this role (the supplier corner, the operator's corner, or a driver's own screens). */
  role?: Role
  /** A guest may stay (a guest booking); only the other roles are turned away. */
  guestsWelcome?: boolean
}

/**
 * Where a signed-in account is sent instead of a screen that is not its own: a supplier on a driver's
 * screen goes to its counterpart; the operator on a driver's or a supplier's screen goes to its own
 * counterpart or its home (it is never offered a driver's screens). Null: it stays and is told.
 */
function elsewhere(role: Role | undefined, userRole: Role, path: string, search: string): string | null {
  const query = search ? `?${search}` : ''
  if (role === 'driver' && userRole === 'supplier') return `${DRIVER_ONLY[path] ?? HOME.supplier}${query}`
  if ((role === 'driver' || role === 'supplier') && userRole === 'admin') {
    const counterpart = ADMIN_COUNTERPART[path]
    return counterpart ? `${counterpart}${query}` : HOME.admin
  }
  return null
}

/**
 * Sends a guest to the sign-in of the screen's role, with the way back (path and query) kept.
 * A supplier (or the operator) opening a screen of another role goes to its own counterpart; a
 * driver opening the supplier corner, or a driver or a supplier opening the operator's, is told
 * in words that it is not for them.
 */
export function RequireAuth({ children, role, guestsWelcome = false }: RequireAuthProps) {
  const user = useSession()
  const [path, navigate] = useLocation()
  const search = useSearch()
  const userRole = user ? roleOf(user) : null
  const away = userRole ? elsewhere(role, userRole, path, search) : null
  useEffect(() => {
    if (!user && !guestsWelcome) navigate(signInPath(path, search, role), { replace: true })
    else if (away) navigate(away, { replace: true })
  }, [user, guestsWelcome, away, path, search, role, navigate])
  if (!user) return guestsWelcome ? <>{children}</> : null
  if (away) return null
  if (role === 'supplier' && userRole !== 'supplier') return <SuppliersOnly />
  if (role === 'admin' && userRole !== 'admin') return <OperatorsOnly driver={userRole === 'driver'} />
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

/** A driver or a supplier on the operator's screens: told in words, and offered the way back to its own home. */
function OperatorsOnly({ driver }: { driver: boolean }) {
  const { t } = useLingui()
  return (
    <Page title={t`For Volta's operators only`}>
      <p>
        {driver ? (
          <Trans>This page belongs to the operators' back office. It is not for you: you are signed in with a driver account.</Trans>
        ) : (
          <Trans>This page belongs to the operators' back office. It is not for you: you are signed in with a supplier account.</Trans>
        )}
      </p>
      <ButtonLink href={driver ? HOME.driver : HOME.supplier}>
        {driver ? <Trans>Back to home</Trans> : <Trans>Back to my cars</Trans>}
      </ButtonLink>
    </Page>
  )
}
