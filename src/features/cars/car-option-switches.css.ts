import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' })
export const item = style({
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  selectors: { '&:last-child': { borderBottom: 0 } },
})
