import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { apiErrorMessage } from '../../lib/api/error-message'
import { isApiError } from '../../lib/api/errors'
import { createTempLicence, deleteTempLicence } from '../../lib/api/licence'
import { Button } from '../../ui/Button'
import { FilePicker } from '../../ui/FilePicker'
import * as fieldCss from '../../ui/field.css'
import type { LicenceUpload } from './booking-licence-draft'
import { licenceFileProblem } from './licence-file'
import { LICENCE_ACCEPT, licenceProblemText } from './licence-messages'
import * as css from './licence.css'

export interface BookingLicenceFieldProps {
  upload: LicenceUpload | null
  onUpload: (upload: LicenceUpload | null) => void
  error: string | null
  onError: (error: string | null) => void
  /** A guest (the licence is theirs to give here) or a signed-in driver with none on file. */
  guest: boolean
  disabled?: boolean
}

/**
 * The booking form's licence, for a supplier that requires one: the file is checked on the device,
 * sent at once as a temporary upload (call 62, no token), and its name goes with the booking;
 * removing or replacing it forgets the previous upload (call 63).
 */
export function BookingLicenceField({ upload, onUpload, error, onError, guest, disabled }: BookingLicenceFieldProps) {
  const { t } = useLingui()
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  const clearInput = () => {
    if (input.current) input.current.value = ''
  }

  async function choose(file: File | undefined) {
    if (!file) return
    const problem = await licenceFileProblem(file)
    if (problem) {
      onError(licenceProblemText(problem))
      clearInput()
      return
    }
    setBusy(true)
    onError(null)
    try {
      const name = await createTempLicence(file)
      const previous = upload
      onUpload({ name, fileName: file.name })
      if (previous) void deleteTempLicence(previous.name).catch(() => undefined)
    } catch (err) {
      onError(isApiError(err, 'bad-request') ? licenceProblemText('not-a-licence-file') : apiErrorMessage(err))
    } finally {
      setBusy(false)
      clearInput()
    }
  }

  function remove() {
    if (!upload) return
    void deleteTempLicence(upload.name).catch(() => undefined)
    onUpload(null)
    input.current?.focus()
  }

  return (
    <fieldset className={css.fieldset} aria-describedby={hintId} data-testid="booking-licence">
      <legend className={css.legend}>
        <Trans>Driving licence</Trans>
      </legend>
      <p id={hintId} className={css.muted}>
        {guest ? (
          <Trans>This supplier requires a driving licence. Upload a photo or a PDF of it (JPEG, PNG, WebP or PDF, at most 5 MB).</Trans>
        ) : (
          <Trans>
            This supplier requires a driving licence and you have none on file. Upload a photo or a PDF of it (JPEG, PNG, WebP or PDF, at
            most 5 MB): it will be kept on your profile.
          </Trans>
        )}
      </p>
      {upload && (
        <p className={css.status} role="status">
          <Trans>Uploaded: {upload.fileName}</Trans>
        </p>
      )}
      <div className={css.actions}>
        <FilePicker
          ref={input}
          id={inputId}
          names
          button={upload ? <Trans>Replace the licence file</Trans> : <Trans>Upload the licence file</Trans>}
          accept={LICENCE_ACCEPT}
          disabled={disabled || busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${errorId}`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {upload && (
          <Button small variant="secondary" onClick={remove} disabled={busy} aria-label={t`Remove the licence file ${upload.fileName}`}>
            <Trans>Remove</Trans>
          </Button>
        )}
        {busy && (
          <span role="status">
            <Trans>Sending the file…</Trans>
          </span>
        )}
      </div>
      <span id={errorId} className={fieldCss.error} role="alert">
        {error}
      </span>
    </fieldset>
  )
}
