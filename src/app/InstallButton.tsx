import { Trans } from '@lingui/react/macro'
import { useInstallPrompt } from '../lib/install'
import * as css from './header.css'

/** "Install app", shown only while the browser offers installation. */
export function InstallButton() {
  const { available, install } = useInstallPrompt()
  if (!available) return null
  return (
    <button type="button" className={css.navLink} style={{ background: 'transparent', border: 0, cursor: 'pointer', font: 'inherit' }} onClick={() => void install()}>
      <Trans>Install app</Trans>
    </button>
  )
}
