// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { choosableOptions, optionCost, optionFlags, optionState, optionSwitchState, sortedDiscounts, takenOptions } from './option-rules'

const car = { cancellation: 0, amendments: -1, theftProtection: 12, collisionDamageWaiver: 18, fullInsurance: -1, additionalDriver: 0 }

describe('option rules', () => {
  it('classifies prices', () => {
    expect(optionState(-1)).toBe('unavailable')
    expect(optionState(0)).toBe('included')
    expect(optionState(30)).toBe('extra')
  })

  it('locks included options on and unavailable ones off', () => {
    expect(optionSwitchState(0, false)).toEqual({ state: 'included', checked: true, disabled: true })
    expect(optionSwitchState(-1, true)).toEqual({ state: 'unavailable', checked: false, disabled: true })
    expect(optionSwitchState(25, true)).toEqual({ state: 'extra', checked: true, disabled: false })
    expect(optionSwitchState(25, false).checked).toBe(false)
  })

  it('keeps only chosen extras', () => {
    expect(choosableOptions(car, ['amendments', 'theftProtection', 'cancellation'])).toEqual(['theftProtection'])
  })

  it('flags an option taken or included, never an unavailable one', () => {
    // cancellation included (0), amendments unavailable (-1), theftProtection and collisionDamageWaiver paid (> 0).
    expect(optionFlags(car, ['theftProtection', 'amendments'])).toEqual({
      cancellation: true,
      amendments: false,
      theftProtection: true,
      collisionDamageWaiver: false,
      fullInsurance: false,
      additionalDriver: false,
    })
    expect(optionFlags(car, [])).toMatchObject({ cancellation: true, theftProtection: false, collisionDamageWaiver: false })
    expect(optionFlags(car, ['fullInsurance']).fullInsurance).toBe(false)
    expect(takenOptions(optionFlags(car, ['collisionDamageWaiver']))).toEqual(['cancellation', 'collisionDamageWaiver'])
  })

  it('flags the additional driver only when one is added, free or paid', () => {
    const priced = (additionalDriver: number) => ({ ...car, additionalDriver })
    expect(optionFlags(priced(0), []).additionalDriver).toBe(false)
    expect(optionFlags(priced(0), ['additionalDriver']).additionalDriver).toBe(true)
    expect(optionFlags(priced(15), []).additionalDriver).toBe(false)
    expect(optionFlags(priced(15), ['additionalDriver']).additionalDriver).toBe(true)
    expect(optionFlags(priced(-1), ['additionalDriver']).additionalDriver).toBe(false)
  })

  it('charges flat options once and the others per day', () => {
    expect(optionCost('cancellation', 60, 4)).toBe(60)
    expect(optionCost('amendments', 40, 4)).toBe(40)
    expect(optionCost('fullInsurance', 30, 4)).toBe(120)
    expect(optionCost('fullInsurance', 0, 4)).toBe(0)
    expect(optionCost('fullInsurance', -1, 4)).toBe(0)
  })

  it('sorts discount tiers', () => {
    expect(
      sortedDiscounts([
        { days: 7, percentage: 10 },
        { days: 3, percentage: 5 },
      ]),
    ).toEqual([
      { days: 3, percentage: 5 },
      { days: 7, percentage: 10 },
    ])
    expect(sortedDiscounts(undefined)).toEqual([])
  })
})
