/**
 * What only a signed-in account needs, in one lazy chunk out of a guest's first load: the guard of the
 * screens that need an account or a role (RequireAuth), the verify-email banner and the unread count
 * (SignedInParts), the loaders of the screens only an account opens (account-routes.ts), and what ends a session the
 * server refuses (session-expiry.ts, which registers as this chunk is evaluated). Start-up imports it
 * before the first render when someone is signed in (main.tsx), and the first paint fetches it ahead
 * for them (first-paint/page/preload.ts), so nothing waits for it and nothing moves when it comes; a guarded
 * route's loader imports it beside its screen (routes.ts), and Layout once someone signs in
 * (signed-in-chunk.tsx).
 */
import '../features/auth/session-expiry'
// A push that arrives while the app is open refreshes the unread count and the booking it names (issue 50).
import '../features/push/push-listener'

// Read through the dynamic import (signed-in-chunk.tsx loadSignedIn), which knip does not follow: @public.
/** @public */
export { RequireAuth } from './RequireAuth'
export { SignedInParts } from './SignedInParts'
/** @public */
export { accountScreens } from './account-routes'
