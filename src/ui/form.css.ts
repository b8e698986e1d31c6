import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

// The first paint draws the sign-in and search forms from the components (app/first-paint/build/static-frames.tsx) before
// any module has run: main.tsx puts this file in the entry CSS, inlined in index.html.

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' })
