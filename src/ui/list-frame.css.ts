import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

/** The count keeps its line while loading, so the rows below never move. */
export const count = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' })
export const end = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', minHeight: '1px' })
