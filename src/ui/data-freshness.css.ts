import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from './theme.css'
import { VISUALLY_HIDDEN } from './visually-hidden'

const lineBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
})

/**
 * The line with the copy's age and the refresh under way (DataFreshness's `placement`):
 * `between` a screen's filters and its list, spaced above and below, the age and the refresh at
 * either end; at the `top` of a screen, right under its title, its line kept while still empty so
 * the list below does not move when the age appears.
 */
export const line = styleVariants({
  between: [lineBase, { justifyContent: 'space-between', margin: `${vars.space.md} 0` }],
  top: [lineBase, { minHeight: '1.5em', margin: `0 0 ${vars.space.md}` }],
})

/** The spinner and its word. */
export const refreshing = styleVariants({
  between: { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' },
  top: { display: 'inline-flex', gap: vars.space.xs, alignItems: 'center' },
})

/**
 * "Refreshing…": `between`, on a phone the spinner alone shows (the word stays for screen readers),
 * so that the line never wraps while a refresh runs and the list below never moves.
 */
export const refreshingWord = styleVariants({
  between: { '@media': { [media.mobile]: VISUALLY_HIDDEN } },
  top: {},
})
