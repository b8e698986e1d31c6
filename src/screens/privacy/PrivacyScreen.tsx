import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { tileHost } from '../../features/explore/links'
import { LegalPage } from '../legal/LegalPage'
import { DeviceStorageList } from './DeviceStorageList'
import * as css from '../legal/legal.css'

/** /privacy: what Volta collects, who sees it, what this device keeps (the real list) and how to delete it. */
export default function PrivacyScreen() {
  const { t } = useLingui()
  const host = tileHost()
  return (
    <LegalPage
      title={t({ id: 'title:/privacy', message: 'Privacy policy' })}
      sections={[
        {
          paragraphs: [
            <Trans>
              Volta is a marketplace where drivers book cars from rental suppliers. This page says which of your details we use, why, who
              sees them, and what the app keeps in your browser.
            </Trans>,
          ],
        },
        {
          heading: <Trans>What we collect and why</Trans>,
          paragraphs: [
            <Trans>
              For your account: your name, email address, phone number, date of birth (to check the minimum age), language and whether you
              want emails. For each booking: the car, places, dates, options and price, the details of an additional driver if you add one,
              and your driving licence when the supplier requires it. When you write to us: your message and email address. We use them only
              to run your account and your bookings and to answer you.
            </Trans>,
          ],
        },
        {
          heading: <Trans>Who sees them</Trans>,
          paragraphs: [
            <Trans>
              The supplier of your booking sees your name, contact details and the booking, so it can hand over the car. Nobody else: we do
              not sell your details, show no advertising and use no analytics or tracking.
            </Trans>,
            <Trans>
              The map of the places page is drawn from map tiles that your browser fetches from {host} when you open that page; that server
              sees your address on the internet, as any site you visit does. No cookie is set through it.
            </Trans>,
            <Trans>
              If you turn on notifications on a device, the server keeps that device's push subscription with your account: the address that
              your browser's push service (Google's, Mozilla's, Apple's or Microsoft's, depending on the browser) gave the device, and the
              keys that encrypt what is sent to it. Notifications about your bookings travel through that service encrypted, so it cannot
              read them. The subscription is deleted when you turn notifications off, when you sign out on that device, when the push
              service says it no longer exists, and with your account.
            </Trans>,
          ],
        },
        {
          heading: <Trans>How long</Trans>,
          paragraphs: [
            <Trans>
              Your account and bookings are kept while your account exists; a booking may be kept longer where the law requires it (for
              example for accounting). You can ask us to delete your account at any time.
            </Trans>,
          ],
        },
        {
          heading: <Trans>What this device keeps</Trans>,
          paragraphs: [
            <Trans>
              So that the app opens fast and works without a connection, it keeps the following in this browser. Nothing of it is shared
              with anyone. Volta sets no cookies (see the{' '}
              <Link href="/cookies" className={css.link}>
                cookie policy
              </Link>
              ).
            </Trans>,
          ],
          then: <DeviceStorageList />,
        },
        {
          heading: <Trans>How to delete it</Trans>,
          paragraphs: [
            <Trans>
              Sign out: everything personal above is removed from this device at once (your session, your saved bookings and passes, unsent
              forms and the personal caches), in every open tab. To remove the rest too (the language, the app's own files), clear this
              site's data in your browser's settings, or uninstall the app if you installed it. On a shared device, always sign out.
            </Trans>,
          ],
        },
        {
          heading: <Trans>Your rights and contact</Trans>,
          paragraphs: [
            <Trans>
              You can see and correct your details in{' '}
              <Link href="/settings" className={css.link}>
                Settings
              </Link>
              . To get a copy of your data, have it deleted or object to a use of it, or for any question about this policy, write to us
              with the{' '}
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
