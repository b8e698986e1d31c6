import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { SUPPORTED_LANGUAGES } from './src/lib/constants'

export default defineConfig({
  sourceLocale: 'en',
  locales: [...SUPPORTED_LANGUAGES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/sw/**', '<rootDir>/src/server/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
