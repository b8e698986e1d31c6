/**
 * The brand's two colours as plain values, for what cannot read the theme's CSS
 * variables: theme.css.ts builds `vars.color.brand` and `vars.color.page` from them,
 * and build-time code (the web manifest's theme_color and background_color,
 * index.html's theme-color) can import this file, which has no styles in it.
 */
export const BRAND_COLOR = '#f37022'
export const PAGE_COLOR = '#fafafa'
