import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function SignUpScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Sign up`} />
  )
}
