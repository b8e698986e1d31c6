import { FLAT_OPTIONS, OPTION_KEYS, type BookingOptions, type CarOptions, type Discount, type OptionKey } from './types.ts'

const DAY_MS = 86_400_000

/** Calendar days from the start date to the end date, inclusive; dates are read in UTC. */
export function rentalDays(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate())
  return Math.round((end - start) / DAY_MS) + 1
}

/** The best tier whose threshold the rental exceeds (the highest percentage), or null. */
function bestDiscount(discounts: readonly Discount[] | undefined, days: number): Discount | null {
  let best: Discount | null = null
  for (const tier of discounts ?? []) {
    if (days > tier.days && tier.percentage > (best?.percentage ?? 0)) best = tier
  }
  return best
}

/** The best tier's percentage (0 when none applies). */
export function discountPercentage(discounts: readonly Discount[] | undefined, days: number): number {
  return bestDiscount(discounts, days)?.percentage ?? 0
}

export interface PricedCar extends CarOptions {
  price: number
  discounts?: Discount[]
}

/** Call 21's `breakdown`: `rental` plus the options always equals `totalPrice`. */
interface PriceBreakdown {
  /** The price of one day after the discount, in cents precision. */
  dailyPrice: number
  discount?: Discount
  /** days × dailyPrice */
  rental: number
  /** What each chosen extra adds (flat ones once, the others × days); free or unavailable ones are left out. */
  options: Partial<Record<OptionKey, number>>
}

export interface PriceResult {
  totalPrice: number
  days: number
  breakdown: PriceBreakdown
}

const round2 = (n: number): number => Math.round(n * 100) / 100

/**
 * The server's price. The daily price is rounded to the cent first, so every line of the
 * breakdown is a price a person can check: days × daily price, plus each extra.
 */
export function computePrice(car: PricedCar, from: Date, to: Date, options: Partial<BookingOptions>): PriceResult {
  const days = rentalDays(from, to)
  const discount = bestDiscount(car.discounts, days)
  const dailyPrice = round2(car.price * (1 - (discount?.percentage ?? 0) / 100))
  const rental = round2(days * dailyPrice)
  const extras: Partial<Record<OptionKey, number>> = {}
  let total = rental
  for (const key of OPTION_KEYS) {
    const value = car[key]
    // Included (0) and unavailable (-1) options never add to the price.
    if (options[key] === true && value > 0) {
      const added = round2(FLAT_OPTIONS.includes(key) ? value : value * days)
      extras[key] = added
      total += added
    }
  }
  return {
    totalPrice: round2(total),
    days,
    breakdown: { dailyPrice, ...(discount ? { discount: { ...discount } } : {}), rental, options: extras },
  }
}
