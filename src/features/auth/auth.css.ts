import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

// The first paint draws the sign-in form and the verify-email banner from the components (app/first-paint/build/static-frames.tsx) before
// any module has run: main.tsx puts this file in the entry CSS, inlined in index.html.
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginTop: vars.space.lg,
  fontSize: vars.font.size.sm,
})
export const link = style({ color: vars.color.info })
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
})
// The ALTCHA widget's height (74 px at every width and in each language): its box is held from the
// start, while its code loads, so the fields below do not move when it comes in.
export const captcha = style({ minHeight: '74px', maxWidth: '100%', overflow: 'hidden' })
export const banner = style({
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 600,
})
