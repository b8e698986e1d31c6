import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

// The fp- name is fixed (see vite.config.ts): the first paint's forms use it (entry CSS).

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' }, 'fp-actions')
