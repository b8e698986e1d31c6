import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { Header } from './Header'
import { OfflineBanner } from './OfflineBanner'
import { useSession } from '../features/auth/session'
import { AccountParts } from './signed-in-chunk'
import { TabBar } from './TabBar'
import * as css from './header.css'

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const user = useSession()
  // Once here for the header and the tab bar (each asking would fetch the count twice): AccountParts reports it.
  const [count, setCount] = useState(0)
  const unread = user ? count : 0
  return (
    <>
      <Header unread={unread} />
      <OfflineBanner />
      {user && <AccountParts onUnread={setCount} />}
      {children}
      <footer className={css.footer}>
        <nav className={css.footerInner} aria-label={t`Footer`}>
          <Link href="/about" className={css.footerLink}>
            <Trans>About</Trans>
          </Link>
          <Link href="/locations" className={css.footerLink}>
            <Trans>Where to rent</Trans>
          </Link>
          <Link href="/suppliers" className={css.footerLink}>
            <Trans>Suppliers</Trans>
          </Link>
          <Link href="/faq" className={css.footerLink}>
            <Trans>Questions and answers</Trans>
          </Link>
          <Link href="/tos" className={css.footerLink}>
            <Trans>Terms of use</Trans>
          </Link>
          <Link href="/privacy" className={css.footerLink}>
            <Trans>Privacy policy</Trans>
          </Link>
          <Link href="/cookies" className={css.footerLink}>
            <Trans>Cookie policy</Trans>
          </Link>
          <Link href="/contact" className={css.footerLink}>
            <Trans>Contact</Trans>
          </Link>
          <span>© Volta</span>
        </nav>
      </footer>
      <TabBar unread={unread} />
    </>
  )
}
