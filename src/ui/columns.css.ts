import { style } from '@vanilla-extract/css'
import { media, vars } from './theme.css'

/** Two columns side by side (`template`, e.g. a side panel and the main one), stacked into one on a phone. */
export function stackingColumns(template: string, debugId?: string): string {
  return style(
    {
      display: 'grid',
      gridTemplateColumns: template,
      gap: vars.space.xl,
      alignItems: 'start',
      '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
    },
    debugId,
  )
}
