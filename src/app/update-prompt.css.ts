import { style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { tabBarSpace } from './tab-bar.css'

export const prompt = style({
  position: 'fixed',
  left: vars.space.lg,
  // Above the phone's tab bar (0 on a desktop).
  bottom: `calc(${tabBarSpace} + ${vars.space.lg})`,
  zIndex: 60,
  maxWidth: 'min(420px, calc(100vw - 32px))',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  borderRadius: vars.radius.lg,
  borderLeft: `4px solid ${vars.color.brand}`,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})
export const actions = style({ display: 'flex', gap: vars.space.sm })
