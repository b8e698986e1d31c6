import { lazy, Suspense, type ComponentType } from 'react'

type SignedIn = typeof import('./signed-in')

let loaded: SignedIn | null = null
let pending: Promise<SignedIn> | null = null

/**
 * The signed-in chunk (signed-in.ts), imported once (again after a failure: back online, say). Start-up
 * awaits it before the first render when someone is signed in, so its parts render at once then.
 */
export function loadSignedIn(): Promise<SignedIn> {
  pending ??= import('./signed-in').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null
      throw error
    },
  )
  return pending
}

/** Nothing where its code could not load (offline before the worker had it): the parts come back at the next start. */
const LazyParts = lazy<ComponentType<{ onUnread: (count: number) => void }>>(() =>
  loadSignedIn().then(
    (module) => ({ default: module.SignedInParts }),
    () => ({ default: () => null }),
  ),
)

/**
 * Layout's parts of a signed-in account (SignedInParts: the verify-email banner, the unread count): at once
 * when the chunk is in (a returning account: start-up has loaded it, and the first paint drew the banner in
 * the same place), else once it has come (just signed in).
 */
export function AccountParts({ onUnread }: { onUnread: (count: number) => void }) {
  if (loaded) return <loaded.SignedInParts onUnread={onUnread} />
  return (
    <Suspense fallback={null}>
      <LazyParts onUnread={onUnread} />
    </Suspense>
  )
}
