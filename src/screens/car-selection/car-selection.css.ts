import { style } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 380px)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
})
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 })
export const side = style({ minWidth: 0 })
export const noticeText = style({ margin: `0 0 ${vars.space.sm}` })
export const back = style({ marginTop: vars.space.lg })
