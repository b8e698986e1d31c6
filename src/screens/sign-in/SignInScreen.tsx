import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function SignInScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Sign in`} />
  )
}
