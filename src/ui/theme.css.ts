import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css'
import { MOBILE_MAX_WIDTH } from '../lib/constants'
import { BRAND_COLOR, PAGE_COLOR } from './brand'

/**
 * The theme contract: every style in the app reads these variables and no raw
 * colour. The brand orange (BRAND_COLOR) fails WCAG AA for small text on white, so it
 * is kept for the active switch and large surfaces; text and buttons use the
 * darker `brandText` / `brandStrong` shades.
 */
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    brand: null,
    brandStrong: null,
    brandStrongHover: null,
    brandText: null,
    onBrand: null,
    focus: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    info: null,
    infoSurface: null,
    warningSurface: null,
    warningText: null,
    headerBg: null,
    headerText: null,
  },
  status: {
    void: null,
    pending: null,
    deposit: null,
    paid: null,
    reserved: null,
    cancelled: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null } },
  shadow: { card: null, raised: null },
  layout: { maxWidth: null, headerHeight: null },
})

createGlobalTheme(':root', vars, {
  color: {
    page: PAGE_COLOR,
    surface: '#ffffff',
    surfaceMuted: '#f1f3f5',
    text: '#1d2430',
    textMuted: '#4f5a69',
    border: '#d5dae1',
    borderStrong: '#8a94a3',
    brand: BRAND_COLOR,
    brandStrong: '#b64c05',
    brandStrongHover: '#973f04',
    brandText: '#a84604',
    onBrand: '#ffffff',
    focus: '#1a5fd0',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#1e6b34',
    successSurface: '#e6f4ea',
    info: '#1a5490',
    infoSurface: '#e8f1fb',
    warningSurface: '#fff4e5',
    warningText: '#7a3e00',
    headerBg: '#1d2430',
    headerText: '#ffffff',
  },
  // Status labels: white text on each colour meets AA (>= 4.5:1).
  status: {
    void: '#5f6672',
    pending: '#8a5a00',
    deposit: '#1a5490',
    paid: '#1e6b34',
    reserved: '#6a3d9a',
    cancelled: '#b3261e',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  },
  shadow: { card: '0 1px 2px rgba(16,24,40,.08), 0 1px 3px rgba(16,24,40,.06)', raised: '0 8px 24px rgba(16,24,40,.18)' },
  layout: { maxWidth: '1200px', headerHeight: '56px' },
})

/** Media queries: mobile means a window at most MOBILE_MAX_WIDTH (960 px) wide (spec, section 9). */
export const media = {
  mobile: `screen and (max-width: ${MOBILE_MAX_WIDTH}px)`,
  desktop: `screen and (min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
  /**
   * Large text for the window's width (issue 52): less than 18 em across, the em being the text size the
   * browser is set to (a media query's em ignores the page's own sizes). A 320 px phone at 125 % text, a
   * 360 px one at 140 %: five tab labels no longer fit side by side there, nor the header on one line.
   */
  largeText: 'screen and (max-width: 18em)',
} as const
