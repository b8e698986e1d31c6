import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

/** Over the list: select all, how many are ticked, and the status changer; wraps on a 320 px phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  alignItems: 'flex-end',
  marginBottom: vars.space.lg,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
})
export const selectAll = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  fontWeight: 600,
  cursor: 'pointer',
})
export const check = style({ width: '24px', height: '24px', margin: 0, flex: 'none', accentColor: vars.color.brandStrong })
// Empty while nothing is ticked: then it takes no line of its own (it stays, as the live region that announces the count).
export const count = style({
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  selectors: { '&:empty': { minHeight: 0 } },
})

export const changer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end', minWidth: 0 })
export const statusField = style({ minWidth: '180px', flex: '1 1 180px', maxWidth: '280px' })
export const reason = style({ flexBasis: '100%', color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const failure = style({ flexBasis: '100%', margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: vars.font.size.sm })

/* The detail. */
export const request = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
})
export const focusTarget = style({ outline: 'none' })
export const contact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' })
export const driverId = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' })
