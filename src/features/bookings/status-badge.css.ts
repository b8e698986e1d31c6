import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

const base = style(
  {
    display: 'inline-block',
    padding: `2px ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.sm,
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    // White text on every status colour meets WCAG AA (theme.css.ts).
    color: vars.color.onBrand,
  },
  'fp-badge',
)

export const badge = styleVariants(
  {
    void: [base, { background: vars.status.void }],
    pending: [base, { background: vars.status.pending }],
    deposit: [base, { background: vars.status.deposit }],
    paid: [base, { background: vars.status.paid }],
    reserved: [base, { background: vars.status.reserved }],
    cancelled: [base, { background: vars.status.cancelled }],
  },
  'fp-badge',
)
