/**
 * A component's own class plus the one its caller passes (`className`), skipping
 * what is not set. Variants are not joined here: they are styleVariants (or a
 * composed style) in the component's .css.ts, picked by key.
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
