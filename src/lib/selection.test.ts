// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allSelected, pageAfterRemoval, prune, selectedIds, someSelected, toggle, toggleAll } from './selection'

const ids = ['a', 'b', 'c']

describe('selection', () => {
  it('toggles one id without touching the original set', () => {
    const none = new Set<string>()
    const one = toggle(none, 'b')
    expect([...one]).toEqual(['b'])
    expect(none.size).toBe(0)
    expect(toggle(one, 'b').size).toBe(0)
  })

  it('select all ticks every row, and clears them when all are ticked', () => {
    const all = toggleAll(new Set(['a']), ids)
    expect(allSelected(all, ids)).toBe(true)
    expect(toggleAll(all, ids).size).toBe(0)
  })

  it('knows the partial state (for the indeterminate checkbox)', () => {
    expect(someSelected(new Set(['a']), ids)).toBe(true)
    expect(someSelected(new Set(ids), ids)).toBe(false)
    expect(someSelected(new Set(), ids)).toBe(false)
    expect(allSelected(new Set(), [])).toBe(false)
  })

  it('drops ids that left the page and keeps page order', () => {
    expect([...prune(new Set(['z', 'c', 'a']), ids)]).toEqual(['a', 'c'])
    expect(selectedIds(new Set(['c', 'a']), ids)).toEqual(['a', 'c'])
  })

  it('steps back a page when a delete empties the last one', () => {
    expect(pageAfterRemoval(2, 30, 31, 1)).toBe(1)
    expect(pageAfterRemoval(2, 30, 61, 1)).toBe(2)
    expect(pageAfterRemoval(1, 30, 1, 1)).toBe(1)
  })
})
