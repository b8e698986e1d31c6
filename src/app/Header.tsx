import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'wouter'
import { useSession } from '../features/auth/session'
import { LanguageMenu } from '../features/language/LanguageMenu'
import { InstallButton } from './InstallButton'
import { currentOf, navItemsFor } from './nav-items'
import * as css from './header.css'
import { AccountMenuTrigger } from '../features/auth/AccountMenuTrigger'
import { menuWrap } from '../features/auth/account-menu-trigger.css'
import { VisuallyHidden } from '../ui/Page'
import { cx } from '../ui/cx'

/** Signed-in only: kept out of a guest's first load. */
const AccountMenu = lazy(() => import('../features/auth/AccountMenu').then((m) => ({ default: m.AccountMenu })))

/** The unread count after a label: the name reads "Notifications 5 unread", the visible text then what the number means. */
export function UnreadBadge({ count, className }: { count: number; className: string }) {
  if (count <= 0) return null
  // The spaces keep the words apart in the name (and in the text), whatever the layout around them.
  return (
    <>
      {' '}
      <span className={className}>{count}</span>{' '}
      <VisuallyHidden>
        <Trans>unread</Trans>
      </VisuallyHidden>
    </>
  )
}

/** The account menu's button, inert, while the menu's chunk loads: the header does not move when it comes. */
function AccountMenuStandIn({ name }: { name: string }) {
  return (
    <div className={menuWrap}>
      <AccountMenuTrigger name={name} disabled aria-hidden="true" tabIndex={-1} />
    </div>
  )
}

/**
 * The header. On a desktop: brand, the "Main" nav, then the tools (install, language,
 * account menu or sign-in). On a phone it is one line (brand and tools): the nav and the
 * sign-in link are the tab bar's (TabBar.tsx), which renders the same items (nav-items.ts).
 */
export function Header({ unread }: { unread: number }) {
  const { t, i18n } = useLingui()
  const user = useSession()
  const [path] = useLocation()
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
          {navItemsFor(user)
            .filter((item) => !item.account)
            .map((item) => (
              <Link key={item.href} href={item.href} className={css.navLink} aria-current={currentOf(item, path)}>
                {i18n._(item.label)}
                {item.unread && <UnreadBadge count={unread} className={css.badge} />}
              </Link>
            ))}
        </nav>
        <div className={css.tools}>
          <InstallButton />
          <LanguageMenu />
          {user ? (
            <Suspense fallback={<AccountMenuStandIn name={user.fullName} />}>
              <AccountMenu
                name={user.fullName}
                links={navItemsFor(user)
                  .filter((item) => item.headerOnly)
                  .map((item) => ({ href: item.href, label: i18n._(item.label) }))}
              />
            </Suspense>
          ) : (
            <Link href="/sign-in" className={cx(css.navLink, css.desktopOnly)}>
              <Trans>Sign in</Trans>
            </Link>
          )}
        </div>
      </div>
    </header>
  )
}
