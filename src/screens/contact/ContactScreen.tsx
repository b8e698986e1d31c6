import { Trans, useLingui } from '@lingui/react/macro'
import { useSession } from '../../features/auth/session'
import { ContactForm } from '../../features/contact/ContactForm'
import { Card, Page } from '../../ui/Page'

export default function ContactScreen() {
  const { t } = useLingui()
  const user = useSession()
  return (
    <Page title={t({ id: 'title:/contact', message: 'Contact' })} narrow>
      <p>
        <Trans>
          A question about a booking, a car or your account? Write to us and we will answer by email, usually within one working day.
        </Trans>
      </p>
      <Card>
        <ContactForm key={user?.id ?? 'guest'} email={user?.email} />
      </Card>
    </Page>
  )
}
