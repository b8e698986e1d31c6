import { useMemo } from 'react'
import { getUser } from '../../lib/api/users'
import type { User } from '../../lib/api/entities'
import { useResource } from '../../lib/data/use-resource'

export type ProfileState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; user: User }

/** The signed-in driver's full profile (getUser), with a way to update the local copy after a save. */
export function useProfile(userId: string | undefined) {
  const { data, error, retry, mutate } = useResource(userId ? ['user', userId] : null, (signal) => getUser(userId!, { signal }))
  const state = useMemo<ProfileState>(
    () => (error != null ? { status: 'error', error } : data ? { status: 'ready', user: data } : { status: 'loading' }),
    [data, error],
  )
  const update = useMemo(() => (patch: Partial<User>) => mutate((user) => ({ ...user, ...patch })), [mutate])
  return { state, update, reload: retry }
}
