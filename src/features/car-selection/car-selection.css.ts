import { style } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

export const sticky = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space.lg } },
})
export const carHead = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 300px) minmax(0, 1fr)',
  gap: vars.space.xl,
  marginBottom: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
})
export const carInfo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })
export const supplier = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, overflowWrap: 'anywhere', minWidth: 0 })
export const perDay = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: 700, color: vars.color.brandText })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const payLater = style({ margin: 0, color: vars.color.success, fontWeight: 600 })
export const h2 = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.lg })
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const pair = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space.sm })
export const noticeText = style({ margin: `0 0 ${vars.space.sm}` })
