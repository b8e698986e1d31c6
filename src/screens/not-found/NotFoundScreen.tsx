import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'
import { ButtonLink } from '../../ui/Button'

export default function NotFoundScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Page not found`}>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <ButtonLink href="/">
        <Trans>Back to home</Trans>
      </ButtonLink>
    </Page>
  )
}
