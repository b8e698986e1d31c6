import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const prose = style({ maxWidth: '70ch', lineHeight: 1.6, overflowWrap: 'break-word' })
export const h2 = style({ fontSize: vars.font.size.lg, marginTop: vars.space.xl, marginBottom: vars.space.sm })
export const link = style({ color: vars.color.info })
