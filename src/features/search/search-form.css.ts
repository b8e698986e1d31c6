import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

// The fp- names are fixed (see vite.config.ts): the first paint in index.html draws the
// home screen's search form with them (app/first-paint/forms.ts), so main.tsx puts this
// file in the entry CSS.

export const form = styleVariants(
  {
    full: { display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 },
    compact: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) auto',
      gap: vars.space.lg,
      alignItems: 'start',
      '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
    },
  },
  'fp-sform',
)
export const places = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }, 'fp-places')
export const when = style({ margin: 0, padding: 0, border: 0, minWidth: 0 }, 'fp-when')
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 700 }, 'fp-legend')
export const pair = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space.sm }, 'fp-pair')
export const actions = style(
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    alignSelf: 'end',
    minWidth: 0,
    paddingBottom: vars.space.lg,
  },
  'fp-search-actions',
)
