import { useCallback, useEffect, useState } from 'react'
import { getUser } from '../../lib/api/users'
import type { User } from '../../lib/api/entities'

export type ProfileState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; user: User }

/** The signed-in driver's full profile (getUser), with a way to update the local copy after a save. */
export function useProfile(userId: string | undefined) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!userId) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    getUser(userId, { signal: controller.signal })
      .then((user) => setState({ status: 'ready', user }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error })
      })
    return () => controller.abort()
  }, [userId, attempt])

  const update = useCallback((patch: Partial<User>) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', user: { ...s.user, ...patch } } : s))
  }, [])
  const reload = useCallback(() => setAttempt((a) => a + 1), [])
  return { state, update, reload }
}
