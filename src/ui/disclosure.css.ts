import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

// 'fp-disclosure': /cars' first paint draws a closed one (app/first-paint/page/cars-frame.ts).
export const disclosure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'fp-disclosure')
export const body = style({ minWidth: 0 })

// 'fp-chevron': the first paint draws the same (app/first-paint/page/cars-frame.ts closedDisclosure).
export const chevron = style(
  {
    width: '0.75em',
    height: '0.75em',
    flexShrink: 0,
    fill: 'currentColor',
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  },
  'fp-chevron',
)
