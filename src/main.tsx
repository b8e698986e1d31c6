import './ui/global.css'
// The first paint (index.html, src/app/first-paint) draws the home hero, its search form and the sign-in form:
// their styles go in the entry CSS (inlined in index.html).
import './ui/hero.css'
import './ui/layout.css'
import './ui/field.css'
import './ui/button.css'
import './ui/form.css'
import './features/auth/auth.css'
import './features/search/search-form.css'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { visitorLanguage } from './lib/i18n/visitor-language'
import { activateLanguage } from './lib/i18n/i18n'
import { listenForInstallPrompt } from './lib/install'
import { getStoredUser, setStoredLanguage } from './lib/storage/user'
import { App } from './app/App'
import { preloadScreen } from './app/routes'
import { loadSignedIn } from './app/signed-in-chunk'

/**
 * Boot: choose the language (spec, section 4), load its catalogue, render; then
 * sync the language with the driver's account. (The configuration was checked by the
 * build: src/lib/config-check.ts.)
 */
async function boot(root: HTMLElement): Promise<void> {
  listenForInstallPrompt()
  const query = new URLSearchParams(location.search).get('l')
  const user = getStoredUser()
  const language = visitorLanguage(location.search)
  if (query === language) setStoredLanguage(language)
  // The first render waits for the screen's chunk too, so it shows the screen, not a spinner; and for a
  // signed-in account, for what only such an account renders (the verify-email banner, the guard of its screens).
  await Promise.all([activateLanguage(language), preloadScreen(location.pathname), user && loadSignedIn().catch(() => {})])
  // In a transition, React renders the screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one long task; the first paint stays up until it commits.
  // A driver may type into the first paint's form meanwhile: the takeover follows the focus and
  // reads the values as React commits (ui/first-paint-form.ts).
  const reactRoot = createRoot(root)
  startTransition(() => reactRoot.render(<App />))
  // Abandoned form drafts (personal data on a shared device) live a day at most.
  setTimeout(() => void import('./lib/storage/drafts').then((drafts) => drafts.sweepStaleDrafts()), 0)
  if (user && user.language !== language) {
    const { syncLanguageAtStartup } = await import('./features/language/sync-at-startup')
    await syncLanguageAtStartup(language)
  }
}

void boot(document.getElementById('root')!)
