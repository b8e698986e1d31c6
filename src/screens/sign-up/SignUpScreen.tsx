import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { useSession } from '../../features/auth/session'
import { SignUpForm } from '../../features/auth/SignUpForm'
import { Card, Page } from '../../ui/Page'

export default function SignUpScreen() {
  const { t } = useLingui()
  const user = useSession()
  const [, navigate] = useLocation()
  // A driver who is already signed in has nothing to register (this also ends the screen after a successful sign-up).
  useEffect(() => {
    if (user) navigate('/', { replace: true })
  }, [user, navigate])
  return (
    <Page title={t({ id: 'title:/sign-up', message: 'Sign up' })} narrow>
      <Card>
        <SignUpForm />
      </Card>
    </Page>
  )
}
