import { style } from '@vanilla-extract/css'
import { media, vars } from './theme.css'

// The first paint draws the home screen's hero from the components (app/first-paint/build/static-frames.tsx) before
// any module has run: main.tsx puts this file in the entry CSS, inlined in index.html.

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 440px)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl } },
})
// A CSS-only hero: gradient stripes in theme colours, no image on the first paint.
export const hero = style({
  position: 'relative',
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  color: vars.color.headerText,
  background: `linear-gradient(135deg, ${vars.color.headerBg} 0%, ${vars.color.headerBg} 55%, ${vars.color.brandStrong} 55%, ${vars.color.brandStrong} 62%, ${vars.color.headerBg} 62%)`,
  overflow: 'hidden',
  '@media': { [media.mobile]: { padding: vars.space.xl } },
})
export const tagline = style({
  margin: 0,
  fontSize: 'clamp(1.6rem, 4vw, 2.6rem)',
  fontWeight: 800,
  lineHeight: 1.15,
  overflowWrap: 'break-word',
  hyphens: 'auto',
})
export const points = style({
  margin: `${vars.space.xl} 0 0`,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.font.size.lg,
})
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
})
