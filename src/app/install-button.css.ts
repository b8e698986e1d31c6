import { style } from '@vanilla-extract/css'
import { navLink } from './header.css'

/** A header link's look on a real button (it acts, it does not navigate). */
export const installButton = style([navLink, { background: 'transparent', border: 0, cursor: 'pointer', font: 'inherit' }])
