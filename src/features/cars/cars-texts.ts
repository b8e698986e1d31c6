import { defineMessage, msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CarSort } from '../../lib/constants'

/**
 * The texts of the top of /cars, as descriptors: CarsScreen, CarSortSelect and CarList render them,
 * and the first paint's frame of /cars (app/first-paint/page/cars-frame.ts) looks its texts up by the same
 * ids, so a relabelled text is the frame's too, and the frame holds no sentence of its own.
 */
export const CARS_TOP_TEXTS = {
  yourSearch: msg`Your search`,
  modifySearch: msg`Modify search`,
  filters: msg`Filters`,
  sortBy: msg`Sort by`,
  /** Values: total. */
  count: defineMessage({ message: '{total, plural, one {# car available} other {# cars available}}' }),
  /** Values: shown. */
  showing: defineMessage({ message: 'showing {shown}' }),
} as const satisfies Record<string, MessageDescriptor>

/** The car list's orders (CarSortSelect). */
export const SORT_LABELS: Readonly<Record<CarSort, MessageDescriptor>> = {
  price: msg`Price: lowest first`,
  '-price': msg`Price: highest first`,
  name: msg`Name`,
}

/** Every text of the top of /cars (the build gives the first paint their translations: app/first-paint/build/static-frames.tsx). */
export const carsTopTexts = (): MessageDescriptor[] => [...Object.values(CARS_TOP_TEXTS), ...Object.values(SORT_LABELS)]
