import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * How a text is said: by the app's i18n (`sayWith`), or by /cars' first paint from the catalogue's
 * texts (app/first-paint/page/cars-frame.ts), which draws the first car's specs and its supplier's rules
 * with the words the app's components would use.
 */
export type Say = (text: MessageDescriptor, values?: Record<string, string | number>) => string

export const sayWith =
  (i18n: I18n): Say =>
  (text, values) =>
    i18n._(text.id, values, { message: text.message })
