import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { VISUALLY_HIDDEN } from './visually-hidden'

// Its button's width, also as the item of a column (a field).
export const picker = style({ position: 'relative', display: 'inline-flex', alignSelf: 'flex-start', maxWidth: '100%' })
/** Out of sight but still the control: it takes the focus and the keyboard, and its labels name it. */
export const input = style(VISUALLY_HIDDEN)
export const button = style({
  maxWidth: '100%',
  selectors: {
    // The focus ring and the disabled look are the input's, shown on the button that stands for it.
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
})
