/**
 * The places page's list: the places grouped under the first letter of their name in the
 * active language (the API gives no country or city to group by), letters and places in
 * that language's order, accents folded into their letter (Ł with L in Polish, É with E).
 */
export interface PlaceGroup<T> {
  /** The group's heading: an upper-case letter, or '#' for names that start with no letter. */
  letter: string
  places: T[]
}

export function groupByLetter<T extends { name: string }>(places: readonly T[], locale: string): PlaceGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  const letterOf = (name: string): string => {
    const first = [...name.trim()][0] ?? ''
    if (!/\p{L}/u.test(first)) return '#'
    // The base letter, so Ł, L and l (and É, E) share one heading.
    return first.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase(locale).replace('Ł', 'L')
  }
  const groups: PlaceGroup<T>[] = []
  for (const place of [...places].sort((a, b) => collator.compare(a.name, b.name))) {
    const letter = letterOf(place.name)
    const last = groups.at(-1)
    if (last && collator.compare(last.letter, letter) === 0) last.places.push(place)
    else groups.push({ letter, places: [place] })
  }
  return groups
}

/** The places that have coordinates, for the map. */
export function placesWithCoordinates<T extends { latitude?: number; longitude?: number }>(
  places: readonly T[],
): (T & { latitude: number; longitude: number })[] {
  return places.filter((p): p is T & { latitude: number; longitude: number } => p.latitude !== undefined && p.longitude !== undefined)
}
