import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { tileHost } from '../../features/explore/links'
import { LegalPage } from '../legal/LegalPage'
import * as css from '../legal/legal.css'

/** /cookies: Volta sets no cookies; what it keeps instead, and why no consent banner is needed. */
export default function CookiesScreen() {
  const { t } = useLingui()
  const host = tileHost()
  return (
    <LegalPage
      title={t({ id: 'title:/cookies', message: 'Cookie policy' })}
      sections={[
        {
          heading: <Trans>Volta sets no cookies</Trans>,
          paragraphs: [
            <Trans>
              Volta uses no cookies of its own and lets no one else set any: no advertising, no analytics, no tracking, no social buttons.
              That is why it asks for no cookie consent.
            </Trans>,
          ],
        },
        {
          heading: <Trans>What it keeps instead</Trans>,
          paragraphs: [
            <Trans>
              To keep you signed in, remember your language and work without a connection, the app keeps a few things in your browser's own
              storage (local storage, IndexedDB and the service worker's caches). They are needed for the app to work, are never sent to
              anyone else, and the personal ones are removed when you sign out. The{' '}
              <Link href="/privacy" className={css.link}>
                privacy policy
              </Link>{' '}
              lists each of them, what it holds and when it goes.
            </Trans>,
          ],
        },
        {
          heading: <Trans>A server's security cookie</Trans>,
          paragraphs: [
            <Trans>
              If the server that Volta talks to sets a security cookie against forged requests (XSRF-TOKEN), the app only sends its value
              back with its own requests. Signing out removes any cookie of this site.
            </Trans>,
          ],
        },
        {
          heading: <Trans>The map</Trans>,
          paragraphs: [
            <Trans>
              The places page shows map tiles from {host}. Your browser fetches them from that server; Volta sets no cookie through them.
            </Trans>,
          ],
        },
        {
          heading: <Trans>Any questions?</Trans>,
          paragraphs: [
            <Trans>
              Write to us with the{' '}
              <Link href="/contact" className={css.link}>
                contact form
              </Link>
              .
            </Trans>,
          ],
        },
      ]}
    />
  )
}
