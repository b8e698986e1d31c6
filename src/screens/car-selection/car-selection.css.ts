import { style } from '@vanilla-extract/css'
import { stackingColumns } from '../../ui/columns.css'
import { vars } from '../../ui/theme.css'

export const layout = stackingColumns('minmax(0, 1fr) minmax(0, 380px)')
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 })
export const side = style({ minWidth: 0 })
export const noticeText = style({ margin: `0 0 ${vars.space.sm}` })
export const back = style({ marginTop: vars.space.lg })
