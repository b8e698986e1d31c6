import { style } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })

/** One row of a list: its facts, then its actions (below them on a phone). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.md } },
})
export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: '1 1 240px' })
export const name = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: 700, overflowWrap: 'anywhere' })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const headerActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  maxWidth: '100%',
})
export const reason = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warningText, overflowWrap: 'anywhere' })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 })
export const fieldset = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
})
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` })
export const wide = style({ gridColumn: '1 / -1', margin: 0 })
