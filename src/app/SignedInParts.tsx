import { VerifyEmailBanner } from '../features/auth/VerifyEmailBanner'
import { UnreadCountReport } from './UnreadCountReport'

/** What Layout shows or keeps for a signed-in account: the verify-email banner, and the unread count it reports. */
export function SignedInParts({ onUnread }: { onUnread: (count: number) => void }) {
  return (
    <>
      <VerifyEmailBanner />
      <UnreadCountReport onChange={onUnread} />
    </>
  )
}
