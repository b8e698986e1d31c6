import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', { WebkitTextSizeAdjust: '100%' })
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
})
globalStyle('h1, h2, h3', { lineHeight: 1.25, margin: `0 0 ${vars.space.md}` })
globalStyle('h1', { fontSize: vars.font.size.xxl })
globalStyle('h2', { fontSize: vars.font.size.xl })
globalStyle('h3', { fontSize: vars.font.size.lg })
globalStyle('a', { color: vars.color.info })
globalStyle('img', { maxWidth: '100%' })
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
globalStyle('[tabindex="-1"]:focus', { outline: 'none' })
