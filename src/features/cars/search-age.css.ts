import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

/** Every text of the note is laid in the same cell, the others hidden: the box is as tall as the longest, so a change moves nothing. */
export const note = style({ display: 'grid', margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const text = style({ gridArea: '1 / 1' })
export const hidden = style({ gridArea: '1 / 1', visibility: 'hidden' })
