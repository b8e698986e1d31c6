import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
})
export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: '1 1 220px', minWidth: 0 })
export const nameLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 })
export const name = style({ margin: 0, fontSize: vars.font.size.lg, overflowWrap: 'anywhere' })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' })
export const logo = style({ width: '60px', height: '30px', objectFit: 'contain', flex: 'none' })
export const pending = style({
  fontSize: vars.font.size.xs,
  fontWeight: 600,
  color: vars.color.warningText,
  background: vars.color.warningSurface,
  borderRadius: vars.radius.pill,
  padding: `2px ${vars.space.sm}`,
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flex: '1 1 260px', justifyContent: 'flex-end' })
export const reason = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warningText, overflowWrap: 'anywhere' })
export const headerAction = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  maxWidth: '100%',
})

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '640px', minWidth: 0 })
export const logoRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'center' })
export const logoBox = style({
  width: '60px',
  height: '30px',
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  overflow: 'hidden',
})
export const logoTools = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, flex: '1 1 200px' })
export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
})
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs })
