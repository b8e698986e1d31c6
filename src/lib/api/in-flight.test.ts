// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { tracked, whenCallsQuiet } from './in-flight'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('whenCallsQuiet', () => {
  it('waits for the calls on the way, then for a quiet spell', async () => {
    let answer!: () => void
    const call = tracked(() => new Promise<void>((r) => (answer = r)))
    let quiet = false
    const started = performance.now()
    void whenCallsQuiet(60).then(() => (quiet = true))
    await sleep(120)
    expect(quiet).toBe(false) // the call is still on the way
    answer()
    await call
    const answeredAt = performance.now()
    await expect.poll(() => quiet, { timeout: 2000, interval: 10 }).toBe(true)
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(55)
    expect(performance.now() - started).toBeGreaterThanOrEqual(170)
  })

  it('gives up waiting after maxMs', async () => {
    const never = tracked(() => new Promise<void>(() => {}))
    void never
    const started = performance.now()
    await whenCallsQuiet(50, 150)
    expect(performance.now() - started).toBeGreaterThanOrEqual(145)
  })
})
