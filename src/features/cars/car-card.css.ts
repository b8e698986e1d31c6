import { style } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

// The fp- names are fixed (see vite.config.ts): the first paint of /cars draws the first card's picture with them.

export const card = style(
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 300px) minmax(0, 1fr) minmax(0, 220px)',
    gap: vars.space.xl,
    padding: vars.space.xl,
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    '@media': {
      [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, padding: vars.space.lg },
    },
  },
  'fp-car-card',
)
export const mediaBox = style({ minWidth: 0 }, 'fp-car-media')
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })
export const name = style({ margin: 0, fontSize: vars.font.size.xl, overflowWrap: 'anywhere' })
export const supplier = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
})
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'stretch',
  justifyContent: 'flex-end',
  minWidth: 0,
})
export const perDay = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: 700, color: vars.color.brandText })
export const deposit = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted })
