import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

/** The dialog's second way out, inside its description. */
export const inlineAction = style({ marginTop: vars.space.sm })
