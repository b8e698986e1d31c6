import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { AMENDMENTS_DAYS_BEFORE } from '../../lib/constants'
import { LegalPage } from '../legal/LegalPage'
import * as css from '../legal/legal.css'

/** /faq: what drivers ask before they trust a rental site, answered for Volta as it works. */
export default function FaqScreen() {
  const { t } = useLingui()
  const days = AMENDMENTS_DAYS_BEFORE
  return (
    <LegalPage
      title={t({ id: 'title:/faq', message: 'Questions and answers' })}
      sections={[
        {
          heading: <Trans>What does a booking commit me to?</Trans>,
          paragraphs: [
            <Trans>
              A booking reserves one car of one supplier for your dates and places, at the total shown before you confirm, with the options
              you chose. The rental contract is made with the supplier. At the desk, show the pass from My bookings (it works offline) and
              your driving licence; the driver must be old enough for the car.
            </Trans>,
          ],
        },
        {
          heading: <Trans>Do I pay now or at pick-up?</Trans>,
          paragraphs: [
            <Trans>
              You pay online when you book or, where the supplier allows it, at the desk when you pick up the car ("pay later"). The car's
              page and the booking form say which is possible. The price is per day and counts every calendar day from pick-up to return,
              both included; discounts for longer rentals are applied automatically.
            </Trans>,
          ],
        },
        {
          heading: <Trans>What is the deposit?</Trans>,
          paragraphs: [
            <Trans>
              A sum the supplier holds when you pick up the car and gives back when the car returns in the agreed condition. It is not part
              of the price. Each car shows its deposit, and the car list can be filtered by it.
            </Trans>,
          ],
        },
        {
          heading: <Trans>Can I cancel a booking?</Trans>,
          paragraphs: [
            <Trans>
              Yes, if you took the cancellation option or the car includes it: ask for the cancellation from My bookings before the rental
              starts, and the supplier confirms it. Without the option, the booking stays as it is.
            </Trans>,
          ],
        },
        {
          heading: <Trans>Can I change a booking?</Trans>,
          paragraphs: [
            <Trans>
              With the amendments option (taken or included), changes are possible up to {days} days before the rental starts: ask the
              supplier, whose desk details are on your booking's pass. Closer to the start, or without the option, the booking stays as it
              is.
            </Trans>,
          ],
        },
        {
          heading: <Trans>Who rents me the car?</Trans>,
          paragraphs: [
            <Trans>
              Local rental companies. The{' '}
              <Link href="/suppliers" className={css.link}>
                suppliers page
              </Link>{' '}
              shows each one with its desk, phone and opening hours, and the{' '}
              <Link href="/locations" className={css.link}>
                places page
              </Link>{' '}
              shows where you can pick up a car.
            </Trans>,
          ],
        },
        {
          heading: <Trans>Does Volta work without a connection?</Trans>,
          paragraphs: [
            <Trans>
              Once seen, your bookings and their passes, the places, the suppliers and these pages open offline. Searching, prices and
              booking need a connection; what you typed is kept until you are back online.
            </Trans>,
          ],
        },
        {
          heading: <Trans>What does Volta keep on my device?</Trans>,
          paragraphs: [
            <Trans>
              Your session, your language, the bookings you have seen and unsent forms, so the app is quick and works offline. Signing out
              removes everything personal. The{' '}
              <Link href="/privacy" className={css.link}>
                privacy policy
              </Link>{' '}
              lists each item, and the{' '}
              <Link href="/cookies" className={css.link}>
                cookie policy
              </Link>{' '}
              explains why Volta sets no cookies.
            </Trans>,
          ],
        },
        {
          heading: <Trans>Who do I contact?</Trans>,
          paragraphs: [
            <Trans>
              For a booking, the supplier's desk (its details are on the pass). For anything else, or about your data, write to us with the{' '}
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
