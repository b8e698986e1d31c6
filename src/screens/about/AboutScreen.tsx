import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Page } from '../../ui/Page'
import * as css from './about.css'

export default function AboutScreen() {
  const { t } = useLingui()
  return (
    <Page title={t({ id: 'title:/about', message: 'About Volta' })}>
      <div className={css.prose}>
        <p>
          <Trans>
            Volta is a car rental marketplace. Local suppliers offer their cars, and you compare them, choose one and book it in a few
            steps, in Polish, French or English.
          </Trans>
        </p>
        <h2 className={css.h2}>
          <Trans>How it works</Trans>
        </h2>
        <p>
          <Trans>
            Choose where and when you pick up and return the car, then filter the offers by supplier, fuel, gearbox, mileage and deposit.
            Each car shows its daily price, the deposit and the options you can add, such as cancellation, amendments, theft protection,
            collision damage waiver, full insurance or an additional driver.
          </Trans>
        </p>
        <p>
          <Trans>
            The price is per day and the rental length counts every calendar day from pick-up to return, both included. Some suppliers let
            you pay at pick-up instead of paying online.
          </Trans>
        </p>
        <h2 className={css.h2}>
          <Trans>Made for the road</Trans>
        </h2>
        <p>
          <Trans>
            Volta installs on your phone's home screen like an app. Once you have opened them, your bookings stay available without a
            connection, so you can show them at the counter even where the network is poor.
          </Trans>
        </p>
        <p>
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
          </Trans>
        </p>
      </div>
    </Page>
  )
}
