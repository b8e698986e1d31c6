import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

/** A kept action, where it was taken: the warning surface and its text colour (AA contrast in the theme). */
export const note = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
})
