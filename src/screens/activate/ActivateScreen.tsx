import { TokenLinkFlow } from '../../features/auth/TokenLinkFlow'

export default function ActivateScreen() {
  return <TokenLinkFlow mode="activate" />
}
