import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'wouter'
import { useSession } from '../features/auth/session'
import { useUnreadCount } from '../features/notifications/unread-count'
import { LanguageMenu } from '../features/language/LanguageMenu'
import { InstallButton } from './InstallButton'
import * as css from './header.css'
import { VisuallyHidden } from '../ui/Page'

/** Signed-in only: kept out of a guest's first load. */
const AccountMenu = lazy(() => import('../features/auth/AccountMenu').then((m) => ({ default: m.AccountMenu })))

function NavLink({ href, children, label }: { href: string; children: React.ReactNode; label?: string }) {
  const [path] = useLocation()
  return (
    <Link href={href} className={css.navLink} aria-current={path === href ? 'page' : undefined} aria-label={label}>
      {children}
    </Link>
  )
}

export function Header() {
  const { t } = useLingui()
  const user = useSession()
  const unread = useUnreadCount()
  return (
    <header className={css.header}>
      <a href="#main" className={css.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <div className={css.bar}>
        <Link href="/" className={css.brand} aria-label={t`Volta, home`}>
          Volta
        </Link>
        <nav className={css.nav} aria-label={t`Main`}>
          <NavLink href="/">
            <Trans>Home</Trans>
          </NavLink>
          <NavLink href="/cars">
            <Trans>Cars</Trans>
          </NavLink>
          {user && (
            <NavLink href="/bookings">
              <Trans>Bookings</Trans>
            </NavLink>
          )}
          {user && (
            <NavLink href="/notifications">
              <Trans>Notifications</Trans>
              {unread > 0 && (
                <>
                  <span className={css.badge}>{unread}</span>
                  {/* The name reads "Notifications 5 unread": the visible text, then what the number means. */}
                  <VisuallyHidden>
                    <Trans>unread</Trans>
                  </VisuallyHidden>
                </>
              )}
            </NavLink>
          )}
        </nav>
        <div className={css.tools}>
          <InstallButton />
          <LanguageMenu />
          {user ? (
            <Suspense fallback={null}>
              <AccountMenu name={user.fullName} />
            </Suspense>
          ) : (
            <Link href="/sign-in" className={css.navLink}>
              <Trans>Sign in</Trans>
            </Link>
          )}
        </div>
      </div>
    </header>
  )
}
