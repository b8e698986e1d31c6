import { style } from '@vanilla-extract/css'
import { stackingColumns } from './columns.css'
import { media, vars } from './theme.css'

/** A list with its filters beside it (a column on the left; above it on a phone): /cars and the supplier's My cars. */
// The fp- names are fixed (see vite.config.ts): the first paint of /cars uses them (first-paint/page/cars-frame.ts).
export const withFilters = stackingColumns('minmax(0, 260px) minmax(0, 1fr)', 'fp-with-filters')
/** The filters' panel of `withFilters`. */
export const filtersPanel = style(
  {
    padding: vars.space.lg,
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    minWidth: 0,
    '@media': { [media.mobile]: { padding: vars.space.md } },
  },
  'fp-filters-panel',
)
