import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

/** A legal page's text (LegalPage): a readable measure; a long word (an address, a name) breaks rather than overflows. */
export const prose = style({ maxWidth: '70ch', lineHeight: 1.6, overflowWrap: 'break-word' })
export const h2 = style({ fontSize: vars.font.size.lg, marginTop: vars.space.xl, marginBottom: vars.space.sm })
/** A link inside a paragraph's text. */
export const link = style({ color: vars.color.info })
