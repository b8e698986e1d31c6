import { FLAT_OPTIONS, OPTION_KEYS, type BookingOptions, type CarOptions, type Discount } from './types.ts'

const DAY_MS = 86_400_000

/** Calendar days from the start date to the end date, inclusive; dates are read in UTC. */
export function rentalDays(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate())
  return Math.round((end - start) / DAY_MS) + 1
}

/** The best tier whose threshold the rental exceeds, as a percentage (0 when none applies). */
export function discountPercentage(discounts: readonly Discount[] | undefined, days: number): number {
  let best = 0
  for (const tier of discounts ?? []) {
    if (days > tier.days && tier.percentage > best) best = tier.percentage
  }
  return best
}

export interface PricedCar extends CarOptions {
  price: number
  discounts?: Discount[]
}

export interface PriceResult {
  totalPrice: number
  days: number
}

const round2 = (n: number): number => Math.round(n * 100) / 100

export function computePrice(
  car: PricedCar,
  from: Date,
  to: Date,
  options: Partial<BookingOptions>,
): PriceResult {
  const days = rentalDays(from, to)
  const daily = car.price * (1 - discountPercentage(car.discounts, days) / 100)
  let total = days * daily
  for (const key of OPTION_KEYS) {
    const value = car[key]
    // Included (0) and unavailable (-1) options never add to the price.
    if (options[key] === true && value > 0) {
      total += FLAT_OPTIONS.includes(key) ? value : value * days
    }
  }
  return { totalPrice: round2(total), days }
}
