import { Trans } from '@lingui/react/macro'
import { useInstallPrompt } from '../lib/install'
import * as css from './install-button.css'

/** "Install app", shown only while the browser offers installation (gone once installed). */
export function InstallButton() {
  const { available, install } = useInstallPrompt()
  if (!available) return null
  return (
    <button type="button" className={css.installButton} onClick={() => void install()}>
      <Trans>Install app</Trans>
    </button>
  )
}
