// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { errorKindOf, listStatus, readOf, readStatus } from './read'
import type { Resource } from './use-resource'

const bad = new ApiError('bad-request', 'getCarPrice', { status: 400 })
const offline = new ApiError('offline', 'getCarPrice')

describe('readStatus (one rule for every read)', () => {
  it('idle without a key, ready whenever there is data, whatever else is going on', () => {
    expect(readStatus({ shown: true, error: null, online: true }, false)).toEqual({ status: 'idle' })
    expect(readStatus({ shown: true, error: bad, online: false }, true)).toEqual({ status: 'ready' })
  })
  it('with nothing to show: offline, error with its kind, or loading', () => {
    expect(readStatus({ shown: false, error: offline, online: true }, true)).toEqual({ status: 'offline' })
    expect(readStatus({ shown: false, error: new Error('x'), online: false }, true)).toEqual({ status: 'offline' })
    expect(readStatus({ shown: false, error: bad, online: true }, true)).toEqual({ status: 'error', errorKind: 'bad-request' })
    expect(readStatus({ shown: false, error: new TypeError('x'), online: true }, true)).toEqual({ status: 'error', errorKind: 'network' })
    expect(readStatus({ shown: false, error: null, online: true }, true)).toEqual({ status: 'loading' })
    // A read that still asks offline (the worker may answer) is loading; one that waits for the network is offline.
    expect(readStatus({ shown: false, error: null, online: false }, true)).toEqual({ status: 'loading' })
    expect(readStatus({ shown: false, error: null, online: false }, true, 'pause')).toEqual({ status: 'offline' })
  })
  it('errorKindOf: the ApiError kind, network for anything else, undefined for none', () => {
    expect(errorKindOf(bad)).toBe('bad-request')
    expect(errorKindOf(new Error('x'))).toBe('network')
    expect(errorKindOf(null)).toBeUndefined()
  })
})

describe('readOf', () => {
  it('keeps the resource as it is and adds its status', () => {
    const retry = () => {}
    const resource: Resource<number> = {
      data: undefined,
      error: bad,
      loading: false,
      savedAt: null,
      fresh: false,
      online: true,
      retry,
      mutate: () => {},
    }
    expect(readOf(resource, true)).toMatchObject({ error: bad, retry, status: 'error', errorKind: 'bad-request' })
    expect(readOf({ ...resource, data: 0, error: null }, true).status).toBe('ready')
  })
})

describe('listStatus', () => {
  it('is about the page the list waits for: items shown stay, the status says loading or failed', () => {
    expect(listStatus({ loading: true, error: null, online: true }, false)).toEqual({ status: 'idle' })
    expect(listStatus({ loading: true, error: null, online: true }, true)).toEqual({ status: 'loading' })
    expect(listStatus({ loading: false, error: null, online: false }, true)).toEqual({ status: 'ready' })
    expect(listStatus({ loading: false, error: bad, online: true }, true)).toEqual({ status: 'error', errorKind: 'bad-request' })
    expect(listStatus({ loading: false, error: new Error('x'), online: false }, true)).toEqual({ status: 'offline' })
  })
})
