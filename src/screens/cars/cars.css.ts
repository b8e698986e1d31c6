import { style } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

// The fp- names are fixed (see vite.config.ts): on a phone the first paint draws the top of /cars with them (first-paint/page/cars-frame.ts).

export const search = style(
  {
    marginBottom: vars.space.xl,
    padding: vars.space.lg,
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    '@media': { [media.mobile]: { padding: vars.space.md, marginBottom: vars.space.lg } },
  },
  'fp-cars-search',
)
// At least a screen high from the first render: the list and its pictures arrive later, and
// the footer below must already be out of sight or it would jump twice (layout shift).
export const results = style({ minWidth: 0, minHeight: '100vh' }, 'fp-cars-results')
export const noticeText = style({ margin: `0 0 ${vars.space.sm}` })
export const sort = style({ maxWidth: '260px', marginBottom: vars.space.md, marginLeft: 'auto' }, 'fp-cars-sort')
