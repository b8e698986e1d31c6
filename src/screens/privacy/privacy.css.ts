import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

/** The list of what this device keeps (DeviceStorageList). */
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const item = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  minWidth: 0,
})
export const names = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })
export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.95em' })
export const kind = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const text = style({ margin: `${vars.space.xs} 0 0` })
