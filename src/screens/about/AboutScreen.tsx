import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { LegalPage } from '../legal/LegalPage'
import * as css from '../legal/legal.css'

export default function AboutScreen() {
  const { t } = useLingui()
  return (
    <LegalPage
      title={t({ id: 'title:/about', message: 'About Volta' })}
      sections={[
        {
          paragraphs: [
            <Trans>
              Volta is a car rental marketplace. Local suppliers offer their cars, and you compare them, choose one and book it in a few
              steps, in Polish, French or English.
            </Trans>,
          ],
        },
        {
          heading: <Trans>How it works</Trans>,
          paragraphs: [
            <Trans>
              Choose where and when you pick up and return the car, then filter the offers by supplier, fuel, gearbox, mileage and deposit.
              Each car shows its daily price, the deposit and the options you can add, such as cancellation, amendments, theft protection,
              collision damage waiver, full insurance or an additional driver.
            </Trans>,
            <Trans>
              The price is per day and the rental length counts every calendar day from pick-up to return, both included. Some suppliers let
              you pay at pick-up instead of paying online.
            </Trans>,
          ],
        },
        {
          heading: <Trans>Made for the road</Trans>,
          paragraphs: [
            <Trans>
              Volta installs on your phone's home screen like an app. Once you have opened them, your bookings stay available without a
              connection, so you can show them at the counter even where the network is poor.
            </Trans>,
            <Trans>
              Questions or suggestions? Read our{' '}
              <Link href="/tos" className={css.link}>
                Terms of Use
              </Link>{' '}
              or{' '}
              <Link href="/contact" className={css.link}>
                write to us
              </Link>
              .
            </Trans>,
          ],
        },
      ]}
    />
  )
}
