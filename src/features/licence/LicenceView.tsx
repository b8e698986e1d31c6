import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { apiErrorMessage } from '../../lib/api/error-message'
import { isApiError } from '../../lib/api/errors'
import { getLicence, licenceBlob, type LicenceType } from '../../lib/api/licence'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Page'
import * as css from './licence.css'

type State =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'forbidden' }
  | { status: 'error'; error: unknown }
  | { status: 'shown'; url: string; type: LicenceType }

export interface LicenceViewProps {
  /** Whose licence (the driver's user id). */
  userId: string
  /** The driver's name, for the picture's text; left out for one's own licence. */
  driverName?: string
}

/**
 * "View driving licence": reads it with call 66 (never from an address) and shows it from a blob
 * URL of this page, revoked when hidden or left. A picture is shown; a PDF opens or downloads.
 * No licence on file (204) and not allowed to see it (403) are said in words.
 */
export function LicenceView({ userId, driverName }: LicenceViewProps) {
  const { t } = useLingui()
  const [state, setState] = useState<State>({ status: 'closed' })
  const shownUrl = useRef<string | null>(null)
  const asked = useRef<AbortController | null>(null)

  const release = () => {
    asked.current?.abort()
    if (shownUrl.current) URL.revokeObjectURL(shownUrl.current)
    shownUrl.current = null
  }
  useEffect(() => release, [])

  async function view() {
    release()
    const controller = new AbortController()
    asked.current = controller
    setState({ status: 'loading' })
    try {
      const file = await getLicence(userId, { signal: controller.signal })
      if (controller.signal.aborted) return
      if (!file) return setState({ status: 'none' })
      const url = URL.createObjectURL(licenceBlob(file))
      shownUrl.current = url
      setState({ status: 'shown', url, type: file.type })
    } catch (error) {
      if (controller.signal.aborted) return
      setState(isApiError(error, 'unauthorized') && error.status === 403 ? { status: 'forbidden' } : { status: 'error', error })
    }
  }

  function hide() {
    release()
    setState({ status: 'closed' })
  }

  const alt = driverName ? t`Driving licence of ${driverName}` : t`Your driving licence`
  return (
    <div className={css.stack}>
      <div className={css.actions}>
        {state.status === 'shown' ? (
          <Button small variant="secondary" onClick={hide}>
            <Trans>Hide the driving licence</Trans>
          </Button>
        ) : (
          <Button small variant="secondary" busy={state.status === 'loading'} onClick={() => void view()}>
            <Trans>View driving licence</Trans>
          </Button>
        )}
      </div>
      <div aria-live="polite" className={css.stack}>
        {state.status === 'none' && (
          <Notice>
            <Trans>No driving licence on file.</Trans>
          </Notice>
        )}
        {state.status === 'forbidden' && (
          <Notice tone="warning">
            <Trans>
              You may not see this driving licence: only the driver, a supplier with a booking of this driver and the operator can.
            </Trans>
          </Notice>
        )}
        {state.status === 'error' && (
          <Notice tone="danger">
            {apiErrorMessage(state.error)}{' '}
            <Button small variant="secondary" onClick={() => void view()}>
              <Trans>Try again</Trans>
            </Button>
          </Notice>
        )}
        {state.status === 'shown' &&
          (state.type === 'application/pdf' ? (
            <p className={css.status}>
              <a className={css.link} href={state.url} target="_blank" rel="noopener" download="driving-licence.pdf">
                <Trans>Open the driving licence (PDF)</Trans>
              </a>
            </p>
          ) : (
            <img className={css.picture} src={state.url} alt={alt} data-testid="licence-picture" />
          ))}
      </div>
    </div>
  )
}
