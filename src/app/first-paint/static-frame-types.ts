/** What static-frames.tsx renders at build time and the first paint draws from (plain data: the inline script imports it). */

/** Around each open text of a frame: a message id, or `@` and the name of one of the visitor's values. */
export const MARK = '\u2063'

/** The kinds of visitor whose header and tab bar differ (nav-items.ts). */
export const VISITORS = ['guest', 'driver', 'supplier', 'admin'] as const
export type Visitor = (typeof VISITORS)[number]

/** The frames' markup, as React renders it, with markers for its texts (static-frames.tsx). */
export interface StaticFrames {
  header: Record<Visitor, string>
  tabBar: Record<Visitor, string>
  /** OfflineBanner while offline; VerifyEmailBanner for an account whose email is not verified. */
  offlineBanner: string
  verifyBanner: string
  /** A page (ui/Page) with only its title row, wide and narrow. */
  page: { wide: string; narrow: string }
  /** The screens drawn whole, by route. */
  screens: Record<string, string>
  /**
   * SearchAge (features/cars/SearchAge.tsx) of a search drawn from the device, while the network is
   * asked and offline: `{time}` in its texts is filled in by the first paint (cars-frame.ts searchAgeLine).
   */
  searchAge: { checking: string; saved: string }
  /**
   * The name and supplier's line of /cars' first card (CarCardHeading in features/cars/CarCard.tsx), with
   * the supplier's logo or its initials: markers `@id`, `@name`, `@supplier` and `@logo` (its address) or `@initials`.
   */
  carHeading: { logo: string; initials: string }
  /**
   * Below it, the supplier's rules (PolicyNoteList in features/supplier-policies/SupplierPolicyNotes.tsx)
   * by which of them show (`policyKey`), the shortest rental a marker (`@minimum`); and the car's specs
   * (CarSpecList in features/cars/CarSpecs.tsx), a marker for each value (`@type`, `@seats`…: labels.ts specValues).
   */
  carDetails: { notes: Record<string, string>; specs: string }
  /** The markers of the texts /cars' frame looks up by the components' message ids (features/cars/cars-texts.ts). */
  dataTexts: string[]
}

/** Which of the supplier's rules a car's notes show: pay later offered or not, a licence, a shortest rental (StaticFrames' carDetails). */
export const policyKey = (payLater: boolean, licence: boolean, minimum: boolean): string => `${+payLater}${+licence}${+minimum}`
