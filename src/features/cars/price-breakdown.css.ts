import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, fontSize: vars.font.size.sm })
const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md } as const
export const line = style(row)
export const totalLine = style({ ...row, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs, fontWeight: 700 })
export const label = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' })
export const note = style({ color: vars.color.textMuted, fontWeight: 400 })
export const amount = style({ margin: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
