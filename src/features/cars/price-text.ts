import { plural } from '@lingui/core/macro'

/**
 * Texts with a day count, in the active language (the app's one i18n instance).
 * Call them during render of a component that uses useLingui, so they follow a
 * language switch.
 */

/** "1 day", "3 days" ("1 dzień", "2 dni", "5 dni"). */
export function daysText(days: number): string {
  return plural(days, { one: '# day', other: '# days' })
}

/** "Price for 3 days: 540 PLN"; `price` is already formatted. */
export function rentalPriceText(days: number, price: string): string {
  return plural(days, { one: `Price for # day: ${price}`, other: `Price for # days: ${price}` })
}
