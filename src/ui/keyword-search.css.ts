import { style } from '@vanilla-extract/css'

export const search = style({ display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: '480px' })
