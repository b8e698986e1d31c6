import { I18nProvider } from '@lingui/react'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { activateLanguage, i18n } from '../lib/i18n/i18n'
import type { Language } from '../lib/constants'

/** Renders inside the I18nProvider with a real catalogue active (default Polish, as the app). */
export async function renderWithI18n(ui: ReactElement, language: Language = 'pl'): Promise<RenderResult> {
  await activateLanguage(language)
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
}

export { i18n }
