import { describe, expect, it } from 'vitest'
import { blockingBefore } from './metrics'

describe('blockingBefore', () => {
  const tasks = [
    { start: 100, duration: 120 }, // 70 beyond 50 ms
    { start: 400, duration: 50 }, // exactly 50: nothing blocked
    { start: 900, duration: 80 }, // 30
    { start: 1500, duration: 300 }, // after ready: not counted
  ]

  it('sums the part of each long task beyond 50 ms, for the tasks that started before ready', () => {
    expect(blockingBefore(tasks, 1000)).toBe(100)
  })

  it('counts a task that started before ready whole, as Lighthouse does', () => {
    expect(blockingBefore(tasks, 1501)).toBe(350)
  })

  it('is 0 without long tasks, and unknown without a ready time', () => {
    expect(blockingBefore([], 1000)).toBe(0)
    expect(blockingBefore(tasks, null)).toBeNull()
  })
})
