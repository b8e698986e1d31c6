import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { config } from '../../lib/config'
import { AMENDMENTS_DAYS_BEFORE } from '../../lib/constants'
import { LegalPage } from '../legal/LegalPage'
import * as css from '../legal/legal.css'

export default function TosScreen() {
  const { t } = useLingui()
  const minimumAge = config.minimumAge
  const days = AMENDMENTS_DAYS_BEFORE
  return (
    <LegalPage
      title={t({ id: 'title:/tos', message: 'Terms of Use' })}
      sections={[
        {
          paragraphs: [
            <Trans>
              These terms apply to everyone who uses Volta to search for and book cars. By creating an account or making a booking you
              accept them.
            </Trans>,
          ],
        },
        {
          heading: <Trans>1. Volta and the suppliers</Trans>,
          paragraphs: [
            <Trans>
              Volta puts drivers in touch with car rental suppliers. The rental contract is made between you and the supplier, whose
              conditions at pick-up also apply.
            </Trans>,
          ],
        },
        {
          heading: <Trans>2. Drivers and age</Trans>,
          paragraphs: [
            <Trans>
              You must be at least {minimumAge} years old to create an account and to drive. Some cars require an older driver; their page
              says so. The details you give about yourself and about an additional driver must be true.
            </Trans>,
          ],
        },
        {
          heading: <Trans>3. Bookings and prices</Trans>,
          paragraphs: [
            <Trans>
              Prices are per day. The rental length counts every calendar day from pick-up to return, both included. The total shown before
              you confirm includes the options you chose; discounts for longer rentals are applied automatically.
            </Trans>,
          ],
        },
        {
          heading: <Trans>4. Payment, pay later and deposit</Trans>,
          paragraphs: [
            <Trans>
              You pay online when you book or, where the supplier allows it, at pick-up ("pay later"). The supplier holds a deposit when you
              pick up the car and returns it when the car comes back in the agreed condition. The deposit of each car is shown on its page.
            </Trans>,
          ],
        },
        {
          heading: <Trans>5. Cancellation and amendments</Trans>,
          paragraphs: [
            <Trans>
              A booking can be cancelled only if you took the cancellation option or the car includes it: ask for the cancellation from your
              bookings before the rental starts. Amendments, when the option is taken, are possible up to {days} days before the rental.
            </Trans>,
          ],
        },
        {
          heading: <Trans>6. Your account and privacy</Trans>,
          paragraphs: [
            <Trans>
              Keep your password to yourself. We use your details only to manage your account and your bookings, and share them with the
              supplier of your booking.
            </Trans>,
            <Trans>
              To work offline, Volta keeps your bookings on this device. Signing out removes them, together with your session and any
              unsaved form. On a shared or public device, always sign out when you are done and do not use "Stay connected".
            </Trans>,
          ],
        },
        {
          heading: <Trans>7. Contact</Trans>,
          paragraphs: [
            <Trans>
              For any question about these terms, a booking or your data, use the{' '}
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
