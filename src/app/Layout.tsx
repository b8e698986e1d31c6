import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Header } from './Header'
import { OfflineBanner } from './OfflineBanner'
import { VerifyEmailBanner } from '../features/auth/VerifyEmailBanner'
import * as css from './header.css'

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <Header />
      <OfflineBanner />
      <VerifyEmailBanner />
      {children}
      <footer className={css.footer}>
        <nav className={css.footerInner} aria-label={t`Footer`}>
          <Link href="/about" className={css.footerLink}>
            <Trans>About</Trans>
          </Link>
          <Link href="/tos" className={css.footerLink}>
            <Trans>Terms of use</Trans>
          </Link>
          <Link href="/contact" className={css.footerLink}>
            <Trans>Contact</Trans>
          </Link>
          <span>© Volta</span>
        </nav>
      </footer>
    </>
  )
}
