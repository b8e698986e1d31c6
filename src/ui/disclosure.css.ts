import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

// 'fp-disclosure': /cars' first paint draws a closed one (app/first-paint/cars-frame.ts).
export const disclosure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'fp-disclosure')
export const body = style({ minWidth: 0 })
