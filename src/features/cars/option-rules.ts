import { CAR_OPTIONS, FLAT_OPTIONS, type CarOption } from '../../lib/constants'
import type { BookingOptions, CarOptionPrices, Discount } from '../../lib/api/entities'

/**
 * The contract's option rules in one place (api-contract.md, "Car"): a price of
 * -1 means not available, 0 included for free, > 0 an extra; cancellation and
 * amendments are charged once, the other four per day.
 */
export type OptionState = 'unavailable' | 'included' | 'extra'

export function optionState(value: number): OptionState {
  if (value < 0) return 'unavailable'
  if (value === 0) return 'included'
  return 'extra'
}

export function isFlatOption(option: CarOption): boolean {
  return FLAT_OPTIONS.includes(option)
}

export interface OptionSwitchState {
  state: OptionState
  /** What the switch shows. */
  checked: boolean
  /** Included options are locked on, unavailable ones locked off. */
  disabled: boolean
}

/** How the switch of one option looks, given the car's price for it and whether the driver chose it. */
export function optionSwitchState(value: number, chosen: boolean): OptionSwitchState {
  const state = optionState(value)
  if (state === 'included') return { state, checked: true, disabled: true }
  if (state === 'unavailable') return { state, checked: false, disabled: true }
  return { state, checked: chosen, disabled: false }
}

/** The options the driver can actually add (extras only), keeping CAR_OPTIONS order. */
export function choosableOptions(car: CarOptionPrices, chosen: readonly CarOption[]): CarOption[] {
  return CAR_OPTIONS.filter((o) => chosen.includes(o) && optionState(car[o]) === 'extra')
}

/**
 * THE rule for the booking's option flags: what the booking records (call 25) and
 * what the price is asked for (call 21), so the two never disagree. The contract
 * (api-contract.md, Booking) says a flag means "option taken or included":
 * - an included option (0) is on, whether chosen or not;
 * - an extra (> 0) is on when the driver chose it;
 * - an unavailable option (-1) is never on, even if a URL asks for it.
 * The additional driver is the exception: its flag names a second person, whose
 * details the booking must then carry (call 25 refuses the flag without them), so
 * it is on only when the driver chose to add one, free (0) or paid (> 0).
 * Included options add nothing to the price (api-contract.md, Price), so sending
 * them as taken never changes a total.
 */
export function optionFlags(car: CarOptionPrices, chosen: readonly CarOption[]): BookingOptions {
  const on = (o: CarOption): boolean => {
    const state = optionState(car[o])
    if (state === 'unavailable') return false
    if (o === 'additionalDriver') return chosen.includes(o)
    return state === 'included' || chosen.includes(o)
  }
  return Object.fromEntries(CAR_OPTIONS.map((o) => [o, on(o)])) as Record<CarOption, boolean>
}

/** The options a booking takes (its flags that are on), in CAR_OPTIONS order. */
export function takenOptions(flags: BookingOptions): CarOption[] {
  return CAR_OPTIONS.filter((o) => flags[o])
}

/** The cost of an extra for a rental of `days` days (0 when included or unavailable). */
export function optionCost(option: CarOption, value: number, days: number): number {
  if (value <= 0) return 0
  return isFlatOption(option) ? value : value * days
}

/** Discount tiers sorted by days, for the "Above N days" list. */
export function sortedDiscounts(discounts: readonly Discount[] | undefined): Discount[] {
  return [...(discounts ?? [])].filter((d) => d.percentage > 0).sort((a, b) => a.days - b.days)
}
