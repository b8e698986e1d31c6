/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

interface ImportMetaEnv {
  readonly VITE_BC_API_HOST?: string
  readonly VITE_BC_DEFAULT_LANGUAGE?: string
  readonly VITE_BC_LANGUAGES?: string
  readonly VITE_BC_APP_TYPE?: string
  readonly VITE_BC_MINIMUM_AGE?: string
  readonly VITE_BC_CDN_CARS?: string
  readonly VITE_BC_CDN_USERS?: string
  readonly VITE_BC_CAPTCHA_ENABLED?: string
}
