/**
 * The one shape every feature's read hook returns: the data layer's own (useResource's
 * Resource, or usePagedList's PagedList) with one status and one error kind beside it, worked
 * out by one rule here, so that no screen reads "loading" or "offline" its own way.
 */
import { isApiError, type ApiErrorKind } from '../api/errors'
import type { OfflineMode, Resource } from './use-resource'

/**
 * - idle: nothing to read now (no key);
 * - ready: there is data to show (perhaps the previous key's, or a mirrored copy, while it is asked again);
 * - offline: nothing to show, and the network is out of reach (a failure that says so, or a read that waits for it);
 * - error: nothing to show, and the read failed (errorKind says how);
 * - loading: nothing to show yet.
 */
export type ReadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'offline'

export interface ReadState {
  status: ReadStatus
  /** How the read failed, when status is 'error' ('network' for a failure that is not the API's). */
  errorKind?: ApiErrorKind
}

export type Read<T> = Resource<T> & ReadState

/** The kind of a failure, 'network' for one that is not an ApiError; undefined for none. */
export function errorKindOf(error: unknown): ApiErrorKind | undefined {
  if (error == null) return undefined
  return isApiError(error) ? error.kind : 'network'
}

interface Shown {
  /** Whether there is data to show. */
  shown: boolean
  error: unknown
  online: boolean
}

/**
 * The rule. `active`: a key is set; `offline`: the read's offline mode ('pause' waits for the
 * network, so it is 'offline' rather than 'loading' while the browser is offline).
 */
export function readStatus({ shown, error, online }: Shown, active: boolean, offline: OfflineMode = 'fetch'): ReadState {
  if (!active) return { status: 'idle' }
  if (shown) return { status: 'ready' }
  if (isApiError(error, 'offline') || (!online && (error != null || offline === 'pause'))) return { status: 'offline' }
  if (error != null) return { status: 'error', errorKind: errorKindOf(error) }
  return { status: 'loading' }
}

/** A resource in the one shape (see readStatus for `active` and `offline`). */
export function readOf<T>(resource: Resource<T>, active: boolean, offline: OfflineMode = 'fetch'): Read<T> {
  return {
    ...resource,
    ...readStatus({ shown: resource.data !== undefined, error: resource.error, online: resource.online }, active, offline),
  }
}

interface ListShown {
  loading: boolean
  error: unknown
  online: boolean
}

/**
 * The rule for a list (usePagedList): its status is about the page it waits for. 'loading'
 * while a page with nothing to show yet is asked for (the first, or the next), 'error' or
 * 'offline' when one failed, else 'ready' (the items shown stay in every case).
 */
export function listStatus({ loading, error, online }: ListShown, active: boolean): ReadState {
  if (!active) return { status: 'idle' }
  if (loading) return { status: 'loading' }
  if (error == null) return { status: 'ready' }
  return readStatus({ shown: false, error, online }, true)
}
