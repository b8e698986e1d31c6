import { TokenLinkFlow } from '../../features/auth/TokenLinkFlow'

export default function ResetPasswordScreen() {
  return <TokenLinkFlow mode="reset" />
}
