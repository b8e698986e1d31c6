import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useInView, useWhenNear } from './use-in-view'

/** A fake IntersectionObserver: the test says when an observed element comes near. */
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = []
class FakeObserver {
  entry: (typeof observers)[number]
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, disconnected: false }
    observers.push(this.entry)
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true
  }
}
const live = () => observers.filter((o) => !o.disconnected)
const near = () =>
  act(() => live().forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)))

function Sentinel(props: { onNear: () => void; enabled: boolean; rearm?: number; withoutObserver?: 'call' | 'skip' }) {
  const ref = useWhenNear<HTMLDivElement>(props.onNear, { rootMargin: '100px', ...props })
  return <div ref={ref} />
}

function Lazy() {
  const [ref, seen] = useInView<HTMLDivElement>()
  return <div ref={ref}>{seen ? 'seen' : 'not yet'}</div>
}

afterEach(() => {
  observers.length = 0
  vi.unstubAllGlobals()
})

describe('useWhenNear', () => {
  it('calls back each time the element comes near while enabled, and watches anew when the page grows', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const onNear = vi.fn()
    const view = render(<Sentinel onNear={onNear} enabled rearm={1} />)
    expect(live()).toHaveLength(1)
    expect(live()[0].options?.rootMargin).toBe('100px')
    near()
    expect(onNear).toHaveBeenCalledTimes(1)
    view.rerender(<Sentinel onNear={onNear} enabled rearm={2} />)
    expect(live()).toHaveLength(1)
    expect(observers).toHaveLength(2)
    view.rerender(<Sentinel onNear={onNear} enabled={false} rearm={2} />)
    expect(live()).toHaveLength(0)
    view.unmount()
  })

  it('without an observer, calls back after a tick only when asked to', async () => {
    vi.useFakeTimers()
    const onNear = vi.fn()
    render(<Sentinel onNear={onNear} enabled withoutObserver="skip" />)
    render(<Sentinel onNear={onNear} enabled withoutObserver="call" />)
    await act(() => vi.advanceTimersByTimeAsync(60))
    expect(onNear).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})

describe('useInView', () => {
  it('becomes true once near and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const view = render(<Lazy />)
    expect(view.container.textContent).toBe('not yet')
    near()
    expect(view.container.textContent).toBe('seen')
    expect(live()).toHaveLength(0)
  })
})
