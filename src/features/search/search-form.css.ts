import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

// The first paint draws the home screen's search form from the components (app/first-paint/build/static-frames.tsx) before
// any module has run: main.tsx puts this file in the entry CSS, inlined in index.html.

export const form = styleVariants({
  full: { display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 },
  compact: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) auto',
    gap: vars.space.lg,
    alignItems: 'start',
    '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
})
export const places = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })
export const when = style({ margin: 0, padding: 0, border: 0, minWidth: 0 })
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 700 })
export const pair = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space.sm })
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignSelf: 'end',
  minWidth: 0,
  paddingBottom: vars.space.lg,
})
